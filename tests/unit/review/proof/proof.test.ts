/**
 * The proof stage (lib/review/proof): each kind of statement the review makes, checked against the
 * page as fetched, kept when it holds and dropped, with its rule and reason, when it does not.
 */
import { parsePage } from '@/lib/review/html/document';
import type { FetchedResource } from '@/lib/review/fetch/resources';
import { corpusOf, proofPage, proveFindings, proveReport, type ProofCorpus, type ProvableFinding } from '@/lib/review/proof';
import { composeReport } from '@/lib/review/report/compose';
import type { ReviewReport } from '@/lib/review/report/schema';
import { resource, sound } from '../../support/review-facts';

function page(body: string, options: { url?: string; resources?: Partial<FetchedResource>[]; raw?: boolean } = {}) {
  const html = options.raw ? body : sound(body);
  const url = options.url ?? 'https://www.example.com/';
  const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
  return proofPage(url, document, html, (options.resources ?? []).map(resource));
}

function corpus(...pages: ReturnType<typeof page>[]): ProofCorpus {
  return corpusOf(pages);
}

const finding = (f: Partial<ProvableFinding>): ProvableFinding => ({ id: 'some-rule', title: 'Fix it', evidence: ['A line of evidence'], advice: 'Do the thing.', ...f });

describe('quotations', () => {
  const home = corpus(page('<h1>Robert Wiest: A Hometown Advocate<br>With Over 27 Years</h1><p>We return calls within one business day.</p><img src="a.jpg" alt="Our office on Main Street">'));

  it('keeps a quote that stands in one block, an attribute or across a line break, and a clipped one', () => {
    const lines = ['The heading "Robert Wiest: A Hometown Advocate With Over 27 Years"', 'Alt text "Our office on Main Street"', 'It says "…return calls within one…"'];
    const { findings, proof } = proveFindings([finding({ evidence: lines })], home);
    expect(findings[0]!.evidence).toEqual(lines);
    expect(proof.dropped).toEqual([]);
    expect(proof.statements).toBe(5);
  });

  it('drops a line whose quote the page does not have, or that glues two blocks, and a finding left with no line', () => {
    const { findings, proof } = proveFindings(
      [finding({ id: 'glued', evidence: ['It says "business day. Robert"', 'A true line'] }), finding({ id: 'invented', evidence: ['It says "We guarantee first place on Google"'] })],
      home,
    );
    expect(findings.map((f) => [f.id, f.evidence])).toEqual([['glued', ['A true line']]]);
    expect(proof.dropped).toEqual([
      { rule: 'glued', page: 'https://www.example.com/', reason: 'a quotation that is not in the page: "business day. Robert"' },
      { rule: 'invented', page: 'https://www.example.com/', reason: 'a quotation that is not in the page: "We guarantee first place on Google"' },
      { rule: 'invented', reason: 'no statement of its evidence held' },
    ]);
  });

  it('reads a quote of markup in the HTML itself, and a site evidence line on the page it names', () => {
    const about = page('<p>Call us today</p>', { url: 'https://www.example.com/about.html' });
    const site = corpus(page('<jdoc:include:message></jdoc:include:message><p>Welcome</p>', { raw: false }), about);
    const { findings, proof } = proveFindings(
      [finding({ pages: ['https://www.example.com/', 'https://www.example.com/about.html'], evidence: ['/: Template code "<jdoc:include:message>"', '/about.html: "Call us today"', '/about.html: "Welcome"'] })],
      site,
    );
    expect(findings[0]!.evidence).toEqual(['/: Template code "<jdoc:include:message>"', '/about.html: "Call us today"']);
    expect(proof.dropped).toEqual([{ rule: 'some-rule', page: 'https://www.example.com/about.html', reason: 'a quotation that is not in the page: "Welcome"' }]);
  });
});

describe('claims of absence', () => {
  const claim = (body: string, absent: ProvableFinding['absent'], url?: string) => proveFindings([finding({ id: 'claims', absent })], corpus(page(body, { url })));

  it.each([
    ['a national Australian mobile number', '<p>Ring 0412 345 678 any time</p>', ['phone-number'], 'https://www.example.com.au/', 'the phone number "0412 345 678"'],
    ['an Australian mobile on a .com page its address places in Australia', '<p>Ring 0412 345 678 any time</p><p>Newtown NSW 2042</p>', ['phone-number'], undefined, 'the phone number "0412 345 678"'],
    ['a number in text a style hides', '<p hidden>Call (913) 268-0883</p>', ['phone-number'], undefined, 'the phone number "(913) 268-0883"'],
    ['an e-mail address in an attribute', '<a href="/contact" title="office@example.com">Write</a>', ['email-address'], undefined, 'the e-mail address "office@example.com"'],
    ['an h1 that is hidden', '<h1 style="display:none">Welcome</h1><h2>Services</h2>', ['h1'], undefined, 'an <h1>'],
    ['hours split across table cells', '<table><tr><td>Monday – Friday</td><td>9:00 am – 5:00 pm</td></tr></table>', ['opening-hours'], undefined, 'the hours "Monday – Friday 9:00 am – 5:00 pm"'],
    ['a street address', '<footer>1 Eves Drive, Marlton NJ 08053</footer>', ['address'], undefined, 'the address "1 Eves Drive"'],
    ['a form to write in', '<form action="/send"><input name="name"><textarea name="message"></textarea></form>', ['message-form'], undefined, 'a form with fields to write in'],
    ['a privacy link', '<a href="/legal/privacy-notice">Your data</a>', ['privacy-link'], undefined, 'a link to /legal/privacy-notice'],
  ] as const)('drops the finding when the page has %s', (_what, body, absent, url, shows) => {
    const { findings, proof } = claim(body, absent, url);
    expect(findings).toEqual([]);
    expect(proof.dropped).toEqual([{ rule: 'claims', page: url ?? 'https://www.example.com/', reason: `says the page has no ${absent[0]}, but it has ${shows}` }]);
  });

  it('keeps the finding when the page truly lacks it: a search box is no form, a year is no phone number', () => {
    const body = '<form role="search"><input type="search" name="q"></form><p>© 2015 Harbor &amp; Vale. ABN 51 824 753 556</p>';
    expect(claim(body, ['message-form', 'phone-number', 'email-address', 'tel-link', 'opening-hours', 'address']).findings).toHaveLength(1);
  });

  it('searches each page of a site finding for what its own rule said it lacks', () => {
    const home = page('<h2>Services</h2>');
    const about = page('<p>No headings here</p>', { url: 'https://www.example.com/about.html' });
    const f = finding({ id: 'h1-missing', pages: [home.url, about.url], absentOn: { [home.url]: ['h1'], [about.url]: ['headings'] } });
    expect(proveFindings([f], corpus(home, about)).findings).toHaveLength(1);
  });

  it('drops a line saying a name "appears nowhere" when the page’s text has it in another case or spelling', () => {
    const { findings } = proveFindings([finding({ evidence: ['The name "Pure Green Cleaning" appears nowhere in the page’s text: only the logo shows it', 'Another line'] })], corpus(page('<p>Welcome to PURE-GREEN cleaning</p>')));
    expect(findings[0]!.evidence).toEqual(['Another line']);
  });
});

describe('counts and files', () => {
  it('drops "on all N pages" when the review read another number, and "N more" that does not add up', () => {
    const a = page('<p>a</p>');
    const b = page('<p>b</p>', { url: 'https://www.example.com/b.html' });
    const pages = [a.url, b.url];
    const { findings } = proveFindings(
      [finding({ pages, evidence: ['The same flaw on all 2 pages', 'The same flaw on all 3 pages', '/: one', 'and on 1 more page', 'and on 2 more pages'] })],
      corpus(a, b),
    );
    expect(findings[0]!.evidence).toEqual(['The same flaw on all 2 pages', '/: one', 'and on 1 more page']);
  });

  it('recounts a count that heads a whole list, and a length from its quotation', () => {
    const home = corpus(page('<title>Antioch Christian Church</title><p>Lorem ipsum dolor.</p><p>Sit amet.</p><p>Sit amet.</p>'));
    const lines = [
      'The title is 24 characters: "Antioch Christian Church"',
      'The title is 30 characters: "Antioch Christian Church"',
      'The title is 130 characters: "Antioch Christian…"',
      'Text left from a template or a draft, in 2 places: "Lorem ipsum dolor.", "Sit amet."',
      'Text left from a template or a draft, in 3 places: "Lorem ipsum dolor.", "Sit amet."',
      '3 links go nowhere, e.g. "Sit amet."',
    ];
    const { findings, proof } = proveFindings([finding({ evidence: lines })], home);
    expect(findings[0]!.evidence).toEqual([lines[0], lines[2], lines[3], lines[5]]);
    expect(proof.dropped.map((d) => d.reason)).toEqual(['says 30 characters, but the quotation has 24', 'says 3 places, but lists 2']);
  });

  it('keeps a file the page requested that answered as said, and drops one it never requested or that answered otherwise', () => {
    const fetched = page('<img src="/logo.png" alt="">', {
      resources: [
        { url: 'https://www.example.com/logo.png', status: 404, type: 'image' },
        { url: 'https://www.example.com/site.webmanifest', status: 200, type: 'other' },
        { url: 'https://www.example.com/old-hero.jpg', status: 404, type: 'image', from: 'css', latent: true },
      ],
    });
    const { findings, proof } = proveFindings(
      [finding({ id: 'broken-files', namesFileAnswers: 'requested', evidence: ['/logo.png answers 404', '/banner.jpg answers 404', '/site.webmanifest answers 404', '/old-hero.jpg answers 404'] })],
      corpus(fetched),
    );
    expect(findings[0]!.evidence).toEqual(['/logo.png answers 404']);
    expect(proof.dropped.map((d) => d.reason)).toEqual(['a file no page it names requested: /banner.jpg', '/site.webmanifest did not answer 404', 'a file no page it names requested: /old-hero.jpg']);
    // A file a stylesheet names but the page does not fetch is said as the stylesheet's leftover, and only that.
    const leftover = proveFindings([finding({ id: 'stylesheet-missing-files', namesFileAnswers: 'latent', evidence: ['/old-hero.jpg answers 404', '/logo.png answers 404'] })], corpus(fetched));
    expect(leftover.findings[0]!.evidence).toEqual(['/old-hero.jpg answers 404']);
  });
});

describe('the written report', () => {
  const home = corpus(page('<h1>Family law help for Portland families</h1><a href="tel:+15035550100">Call</a>'));
  const report = (over: Partial<ReviewReport>): ReviewReport => ({
    version: 1,
    site: { url: 'https://www.example.com/', host: 'www.example.com', title: null, h1: null },
    industry: { slug: 'lawyers', name: 'Lawyers' },
    writer: 'builtin',
    summary: 'Its main heading reads "Family law help for Portland families".',
    scores: { search: 90, performance: 90, accessibility: 90, conversion: 90, trust: 90 },
    findings: [{ id: 'no-phone-link', area: 'conversion', severity: 'low', title: 'Add a tap-to-call link', evidence: ['x'], advice: 'Link it.', why: 'Calls.' }],
    startWith: [],
    working: ['A tap-to-call phone link (1 tel: link).', 'One clear main heading: "Family law help for Portland families".'],
    focus: null,
    measurements: { totalBytes: 1, requests: 1, byType: {}, heaviest: [], renderBlocking: 0, thirdPartyBytes: 0, brokenFiles: 0, estimatedFirstPaintMs: 1, estimatedLargestPaintMs: 1, responseMs: null, notMeasured: 0 },
    ...over,
  });
  const praise = [
    { id: 'tel', text: 'A tap-to-call phone link (1 tel: link).' },
    { id: 'h1', text: 'One clear main heading: "Family law help for Portland families".' },
  ];

  it('drops praise a finding of the report contradicts, and keeps the rest', () => {
    const { report: proved, proof } = proveReport(report({}), home, { praise });
    expect(proved.working).toEqual([praise[1]!.text]);
    expect(proof.dropped).toEqual([{ rule: 'working:tel', reason: 'praise the finding no-phone-link contradicts' }]);
    expect(proof.statements).toBe(4);
  });

  it('gives a model’s misquoting summary and wording back to the built-in words', () => {
    const builtin = report({ findings: [] });
    const worded = report({ writer: 'openai:gpt', findings: [], summary: 'Your page, “Best Lawyers in Oregon”, is slow.' });
    const { report: proved, proof } = proveReport(worded, home, { builtin });
    expect(proved.summary).toBe(builtin.summary);
    expect(proof.dropped).toEqual([{ rule: 'summary', reason: 'a quotation that is not in the page: "Best Lawyers in Oregon"' }]);
  });

  it('counts the lines a lab measurement adds to the report with the proof’s statements', () => {
    const withProof = report({ findings: [{ id: 'render-blocking-scripts', area: 'performance', severity: 'high', title: 'T', evidence: ['x'], advice: 'A', why: 'W' }], proof: { statements: 10, dropped: [] } });
    const composed = composeReport(withProof, { status: 'done', source: 'local', performance: 95 }).report;
    expect(composed.findings[0]!.evidence).toHaveLength(2);
    expect(composed.proof).toEqual({ statements: 11, dropped: [] });
  });
});
