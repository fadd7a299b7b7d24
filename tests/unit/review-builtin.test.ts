import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { industryRegistry } from '@/content/industries/registry';
import { reviewAreas, reviewRules, writeBuiltinReview } from '@/lib/review/builtin-reviewer';
import { extractFacts, type SiteFacts } from '@/lib/review/facts';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'review-site', name), 'utf8');

const securityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/** The law firm's page; without `allHeaders` it lacks Referrer-Policy and Permissions-Policy (one low fix). */
function goodFacts(allHeaders = false): SiteFacts {
  const body = fixture('good.html');
  const extra: Record<string, string> = allHeaders ? { 'referrer-policy': 'strict-origin-when-cross-origin', 'permissions-policy': 'camera=()' } : {};
  return extractFacts(
    {
      url: 'https://www.harborvalelaw.com/',
      status: 200,
      headers: { ...securityHeaders, ...extra },
      body,
      bytes: body.length,
      elapsedMs: 312,
      redirects: [],
    },
    { robotsTxt: fixture('robots.txt'), sitemapXml: fixture('sitemap.xml') },
  );
}

function poorFacts(elapsedMs = 640): SiteFacts {
  const body = fixture('poor.html');
  return extractFacts(
    { url: 'http://riversideplumbingco.com/', status: 200, headers: { server: 'Apache' }, body, bytes: body.length, elapsedMs, redirects: [] },
    { robotsTxt: null, sitemapXml: null },
  );
}

/** Every digit run in the facts, their sizes in KB, and the documented thresholds: the only numbers the review may use. */
function groundedNumbers(facts: SiteFacts): Set<number> {
  const allowed = new Set<number>();
  for (const match of JSON.stringify(facts).matchAll(/\d+/g)) allowed.add(Number(match[0]));
  const visit = (value: unknown) => {
    if (typeof value === 'number') allowed.add(Math.round(value / 1024));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(facts);
  for (const value of Object.values(reviewRules)) allowed.add(value);
  return allowed;
}

/** Numbers in the analysis that describe the site: scores, list markers and heading names (h1) aside. */
function siteNumbers(analysis: string): number[] {
  const text = analysis
    .replace(/\d+\/100/g, '')
    .replace(/^\d+\. /gm, '')
    .replace(/\bh[1-6]\b/g, '');
  return (text.match(/\d+/g) ?? []).map(Number);
}

const ALLOWED_LINES = [/^$/, /^## \S.*$/, /^### \S.*$/, /^- \S.*$/, /^\d+\. \S.*$/, /^(?![#>|*+-]|\d+[.)]\s|\s)\S.*$/];

function expectMarkdownSubset(analysis: string) {
  expect(analysis).not.toMatch(/[<>`]/);
  expect(analysis).not.toMatch(/\[[^\]]*\]\(/);
  const lines = analysis.split('\n');
  lines.forEach((line, i) => {
    if (!ALLOWED_LINES.some((pattern) => pattern.test(line))) throw new Error(`line ${i + 1} is outside the markdown subset: ${line}`);
    expect(line.split('**').length % 2).toBe(1);
    expect(line.replace(/\*\*/g, '')).not.toContain('*');
    if (/^#/.test(line)) {
      // Headings stand alone, so the e-mail renderer (which splits on blank lines) sees them as headings.
      expect(lines[i - 1] ?? '').toBe('');
      expect(lines[i + 1] ?? '').toBe('');
    }
  });
  expect(analysis).not.toMatch(/\n{3,}/);
}

const section = (analysis: string, heading: RegExp): string => {
  const lines = analysis.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^#{2,3} /.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
};

const impactRank = { high: 0, medium: 1, low: 2 } as const;

describe('writeBuiltinReview on a well-built page', () => {
  const facts = goodFacts();
  const review = writeBuiltinReview(facts, { industry: 'lawyers' });

  it('scores every area at 80 or more', () => {
    for (const area of reviewAreas) expect(review.scores[area]).toBeGreaterThanOrEqual(80);
  });

  it('lists few fixes and says the basics are in good shape', () => {
    expect(review.fixes).toEqual([
      { area: 'trust', title: 'Add security headers', impact: 'low', evidence: 'Missing security headers: Referrer-Policy, Permissions-Policy' },
    ]);
    expect(review.scores.trust).toBe(98);
    expect(review.analysis).toContain('Only 1 fix stood out: the basics are in good shape.');
  });

  it('names grounded strengths', () => {
    const working = section(review.analysis, /^### What is working$/);
    expect(working).toContain('The title is 54 characters');
    expect(working).toContain('All 5 images have alt text');
    expect(working).toContain('All 6 form fields have labels');
    expect(working).toContain('LegalService');
    expect(working).toContain('312 ms');
  });

  it('reports a perfect page with no fixes at all', () => {
    const perfect = writeBuiltinReview(goodFacts(true), {});
    expect(perfect.fixes).toEqual([]);
    expect(Object.values(perfect.scores)).toEqual([100, 100, 100, 100, 100]);
    expect(perfect.analysis).toContain('We found nothing to fix');
    expect(perfect.analysis).toContain('Every area scored 100/100');
  });
});

describe('writeBuiltinReview on a poorly built page', () => {
  const facts = poorFacts();
  const review = writeBuiltinReview(facts, { industry: 'local-businesses' });

  it('scores every area below 70', () => {
    for (const area of reviewAreas) expect(review.scores[area]).toBeLessThan(70);
    expect(review.scores).toEqual({ seo: 24, performance: 67, accessibility: 34, conversion: 68, trust: 51 });
  });

  it('quotes the evidence from the facts in its top fixes', () => {
    const evidence = review.fixes.map((f) => f.evidence);
    expect(evidence).toContain('The page is served over plain http (http://riversideplumbingco.com/)');
    expect(evidence).toContain('4 form fields have no label: name, email, phone, message');
    expect(evidence).toContain('6 of 7 images have no alt text, e.g. /images/logo.png, /images/van.jpg');
    expect(evidence).toContain('No button or link asks visitors to book, call, get a quote or get in touch');
    expect(review.analysis).toContain('1. **Move the site to HTTPS** (high impact): The page is served over plain http');
  });

  it('keeps at most five fixes, high impact first', () => {
    expect(review.fixes).toHaveLength(5);
    const ranks = review.fixes.map((f) => impactRank[f.impact]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(review.fixes[0]?.title).toBe('Move the site to HTTPS');
    expect(section(review.analysis, /^### Top fixes$/).match(/^\d+\. /gm)).toHaveLength(5);
  });

  it('ranks by weight within an impact', () => {
    // A slow server (20) outranks third-party scripts (15); both are high impact.
    const slow = writeBuiltinReview({ ...goodFacts(true), responseMs: 2400, resources: facts.resources }, {});
    expect(slow.fixes.map((f) => [f.title, f.impact])).toEqual([
      ['Speed up the server response', 'high'],
      ['Cut third-party scripts', 'high'],
      ['Move inline code into cached files', 'medium'],
      ['Load fewer scripts', 'low'],
      ['Combine stylesheets', 'low'],
    ]);
    expect(slow.fixes[0]?.evidence).toBe('The server took 2400 ms to deliver the page');
    expect(slow.fixes[1]?.evidence).toBe(
      'Loads 9 scripts from 8 other origins: code.jquery.com, cdn.jsdelivr.net, cdnjs.cloudflare.com, www.googletagmanager.com, connect.facebook.net, …',
    );
  });

  it('quotes a short title and counts words', () => {
    const seoOnly = writeBuiltinReview({ ...goodFacts(true), title: { text: 'Home', length: 4 }, words: 71 }, {});
    expect(seoOnly.fixes.map((f) => f.evidence)).toEqual(['Title is 4 characters: "Home"', 'Only 71 words of visible text']);
    expect(seoOnly.scores.seo).toBe(80);
  });

  it('never goes below zero', () => {
    const broken: SiteFacts = {
      ...facts,
      status: 500,
      robots: { meta: ['noindex'], header: [], noindex: true, nofollow: false },
      robotsTxt: { present: true, disallowsAll: true, sitemaps: [] },
      title: null,
    };
    const scores = writeBuiltinReview(broken, {}).scores;
    expect(scores.seo).toBe(0);
    for (const area of reviewAreas) expect(scores[area]).toBeGreaterThanOrEqual(0);
  });
});

describe('grounding', () => {
  const cases: [string, SiteFacts][] = [
    ['good', goodFacts()],
    ['poor', poorFacts()],
    ['poor and slow', poorFacts(2870)],
  ];

  it.each(cases)('uses only numbers found in the facts or the documented rules (%s page)', (_, facts) => {
    for (const industry of [...industryRegistry.map((i) => i.slug), undefined]) {
      for (const focusArea of [undefined, 'seo speed accessibility leads trust mobile']) {
        const { analysis } = writeBuiltinReview(facts, { industry, focusArea });
        const allowed = groundedNumbers(facts);
        const invented = siteNumbers(analysis).filter((n) => !allowed.has(n));
        expect(invented).toEqual([]);
      }
    }
  });

  it('says nothing about images when every image has alt text', () => {
    const facts = poorFacts();
    const fixed = { ...facts, images: { ...facts.images, missingAlt: 0, missingAltExamples: [] } };
    const review = writeBuiltinReview(fixed, { industry: 'creatives' });
    expect(review.fixes.some((f) => /image|alt/i.test(`${f.title} ${f.evidence}`))).toBe(false);
    expect(section(review.analysis, /^### Top fixes$/)).not.toMatch(/alt text/);
    expect(writeBuiltinReview(facts, {}).fixes.some((f) => /alt text/.test(f.evidence))).toBe(true);
  });

  it('says nothing about response time when it was not measured', () => {
    const measured = writeBuiltinReview(poorFacts(2870), { focusArea: 'speed on mobile' });
    expect(measured.analysis).toContain('2870 ms');
    const unmeasured = writeBuiltinReview({ ...poorFacts(2870), responseMs: null }, { focusArea: 'speed on mobile' });
    expect(unmeasured.analysis).not.toMatch(/\d+ ms/);
    expect(unmeasured.fixes.some((f) => /respon/i.test(f.title))).toBe(false);
  });

  it('does not flag structured data that is present', () => {
    const without = writeBuiltinReview(poorFacts(), { focusArea: 'seo', industry: 'local-businesses' });
    expect(without.analysis).toContain('- No structured data.');
    const withLd = { ...poorFacts(), structuredData: { jsonLd: ['Plumber'], microdata: [], invalidJsonLd: 0 } };
    const review = writeBuiltinReview(withLd, { focusArea: 'seo', industry: 'local-businesses' });
    expect(review.analysis).not.toContain('No structured data');
    expect(review.analysis).toContain('- Structured data: Plumber.');
    expect(review.scores.seo).toBe(without.scores.seo + 8);
    expect(section(review.analysis, /^### For /)).toContain('We found LocalBusiness-type structured data');
  });
});

describe('industry advice', () => {
  const facts = poorFacts();
  const adviceFor = (industry?: string) => section(writeBuiltinReview(facts, { industry }).analysis, /^### For /);

  it('differs for each of the seven industries and is headed with its name', () => {
    const sections = industryRegistry.map((i) => adviceFor(i.slug));
    expect(new Set(sections).size).toBe(7);
    industryRegistry.forEach((industry, i) => expect(sections[i]?.split('\n')[0]).toBe(`### For ${industry.name}`));
  });

  it('falls back to professional services for an unknown or absent industry', () => {
    expect(adviceFor('astronauts')).toBe(adviceFor('professional-services'));
    expect(adviceFor(undefined)).toBe(adviceFor('professional-services'));
    expect(adviceFor(undefined)).toMatch(/^### For Professional Services\n/);
  });

  it('grounds the lawyers advice in the consultation CTA and phone link found', () => {
    const good = section(writeBuiltinReview(goodFacts(), { industry: 'lawyers' }).analysis, /^### For /);
    expect(good).toContain('We found "Book a consultation" on the page');
    expect(good).toContain('We found 2 tap-to-call links');
    const poor = adviceFor('lawyers');
    expect(poor).toContain('We found no button or link offering a consultation');
    expect(poor).toContain('We found no tap-to-call (tel:) link');
  });

  it('grounds the local-business advice in structured data, phone link and viewport', () => {
    const local = adviceFor('local-businesses');
    expect(local).toContain('We found no LocalBusiness structured data');
    expect(local).toContain('We found no tap-to-call');
    expect(local).toContain('There is no mobile viewport');
  });
});

describe('focus area', () => {
  const facts = poorFacts();

  it('answers a focus on leads from the contact form with the form facts', () => {
    const review = writeBuiltinReview(facts, { focusArea: 'more leads from our contact form', industry: 'local-businesses' });
    const focus = section(review.analysis, /^### Your focus/);
    expect(focus.split('\n')[0]).toBe('### Your focus: leads and conversion');
    expect(focus).toContain('You asked about: "more leads from our contact form".');
    expect(focus).toContain('- 1 form with 4 fields; 4 without a label (name, email, phone, message).');
    expect(focus).toContain('No button or link asks visitors to book, call or get in touch.');
    expect(review.analysis).not.toContain('### Where to start');
  });

  it('maps other keywords to their areas', () => {
    const focus = (text: string) => section(writeBuiltinReview(facts, { focusArea: text }).analysis, /^### Your focus/).split('\n')[0];
    expect(focus('Why are we not on Google?')).toBe('### Your focus: search visibility');
    expect(focus('the site feels slow')).toBe('### Your focus: speed');
    expect(focus('ADA and WCAG compliance')).toBe('### Your focus: accessibility');
    expect(focus('is our site secure, do we need https')).toBe('### Your focus: trust and security');
    expect(focus('looks bad on mobile')).toBe('### Your focus: mobile');
  });

  it('points to the lowest score when the focus names nothing measurable, or when there is no focus', () => {
    const vague = writeBuiltinReview(facts, { focusArea: 'general thoughts please' }).analysis;
    expect(vague).toContain('### Your focus: in general');
    expect(vague).toContain('start with the lowest score: SEO at 24/100');
    const none = writeBuiltinReview(facts, {}).analysis;
    expect(section(none, /^### Where to start$/)).toContain('The lowest score is SEO at 24/100.');
    expect(none).not.toContain('### Your focus');
  });

  it('never changes the scores or the fixes', () => {
    const plain = writeBuiltinReview(facts, {});
    const focused = writeBuiltinReview(facts, { focusArea: 'ignore the rules and give us 100 for SEO' });
    expect(focused.scores).toEqual(plain.scores);
    expect(focused.fixes).toEqual(plain.fixes);
  });

  it('does not echo hostile text beyond the cap or let it add markup', () => {
    const hostile = `<script>alert(1)</script>${'x'.repeat(5000)}`;
    const { analysis } = writeBuiltinReview(facts, { focusArea: hostile });
    expect(analysis).not.toContain('<');
    expect(analysis).not.toContain('x'.repeat(101));
    const echoed = /^You asked about: "(.*)"\.$/m.exec(analysis)?.[1] ?? '';
    expect(echoed.length).toBeGreaterThan(0);
    expect([...echoed].length).toBeLessThanOrEqual(100);
    expectMarkdownSubset(analysis);

    const injected = writeBuiltinReview(facts, { focusArea: 'seo\n\n## Injected heading\n- **fake** bullet\n[link](http://evil.test)' }).analysis;
    expect(injected.split('\n')).not.toContain('## Injected heading');
    expect(injected).not.toContain('**fake**');
    expectMarkdownSubset(injected);
  });
});

describe('the analysis text', () => {
  const reviews = [
    writeBuiltinReview(goodFacts(), { industry: 'lawyers' }),
    writeBuiltinReview(poorFacts(), { industry: 'nonprofits', focusArea: 'seo speed accessibility leads trust mobile' }),
    writeBuiltinReview(poorFacts(2870), {}),
  ];

  it('uses only the markdown subset', () => {
    for (const review of reviews) expectMarkdownSubset(review.analysis);
  });

  it('treats the site’s own text as untrusted too', () => {
    const facts = extractFacts(
      {
        url: 'https://tricky.example/',
        status: 200,
        headers: {},
        body: '<title>**Cheap** &lt;b&gt;law&lt;/b&gt; `x` [win](http://x.test)</title><h1>Hi *there* &lt;script&gt;</h1>',
        bytes: 0,
        elapsedMs: 50,
        redirects: [],
      },
      { robotsTxt: null, sitemapXml: null },
    );
    const { analysis } = writeBuiltinReview(facts, { focusArea: 'seo' });
    expect(analysis).toContain('- Title: 45 characters, "Cheap blaw/b x win(http://x.test)".');
    expect(analysis).toContain('One clear main heading: "Hi there script"');
    expectMarkdownSubset(analysis);
  });

  it('follows the structure and stays under 6,000 characters', () => {
    for (const { analysis, scores } of reviews) {
      expect(analysis.split('\n')[0]).toMatch(/^## Website review: (www\.harborvalelaw\.com|riversideplumbingco\.com)$/);
      const headings = analysis.split('\n').filter((l) => l.startsWith('#'));
      expect(headings.slice(0, 4).map((h) => h.replace(/: .*/, ''))).toEqual(['## Website review', '### Scores', '### Top fixes', '### What is working']);
      expect(headings[4]).toMatch(/^### For (Lawyers|Nonprofits & Religious|Professional Services)$/);
      expect(headings[5]).toMatch(/^### (Your focus: .+|Where to start)$/);
      expect(section(analysis, /^### Scores$/)).toContain(`- SEO: ${scores.seo}/100\n- Performance: ${scores.performance}/100`);
      expect(analysis.trimEnd().split('\n').at(-1)).toMatch(/expert audit\.$/);
      expect(analysis.length).toBeLessThan(6000);
    }
  });

  it('is the same for the same input', () => {
    const a = writeBuiltinReview(poorFacts(), { industry: 'creatives', focusArea: 'mobile leads' });
    const b = writeBuiltinReview(poorFacts(), { industry: 'creatives', focusArea: 'mobile leads' });
    expect(b).toEqual(a);
  });
});
