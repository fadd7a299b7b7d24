/**
 * What the trade's visitors look for first, on small pages made for it: a place of worship says when
 * and where it meets (a P.O. Box is no meeting place), a trade that lives on calls puts a tel: link
 * at the top of the page (its header, its menu, before its main heading). Each finding is proved
 * against the page; the traps get none.
 */
import { parsePage } from '@/lib/review/html/document';
import { corpusOf, proofPage, proveFindings } from '@/lib/review/proof';
import { assess, findIssues } from '@/lib/review/findings';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { factsOf } from '../../support/review-facts';

const html = (title: string, body: string, head = '') =>
  `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head><body>${body}</body></html>`;

/** The page's findings of the given rule, and what the proof dropped of them. */
function judged(page: string, id: string) {
  const url = 'https://www.example.com/';
  const findings = findIssues(factsOf(page, { raw: true }), { industry: 'local-businesses' }).filter((f) => f.id === id);
  const document = parsePage({ url, status: 200, headers: {}, body: page, bytes: page.length, elapsedMs: 10, redirects: [] });
  const { proof } = proveFindings(findings, corpusOf([proofPage(url, document, page, [])]));
  return { finding: findings[0], dropped: proof.dropped };
}

describe('a place of worship', () => {
  it('meets where it gives service times and a street address: no finding', () => {
    const page = html('Grace Church, Ames', '<h1>Grace Church</h1><p>Sunday Worship 10:30 AM</p><p>412 Elm Street, Ames, IA 50010</p><p>P.O. Box 12, Ames, IA 50010</p>');
    expect(factsOf(page, { raw: true }).trade).toEqual({ kind: 'worship', by: 'name', text: 'Grace Church, Ames' });
    expect(judged(page, 'no-service-times-or-place').finding).toBeUndefined();
  });

  it('with only a P.O. Box has no meeting place: said, quoted, and proved', () => {
    const page = html('Grace Church, Ames', '<h1>Welcome</h1><p>Sunday Worship 10:30 AM</p><p>P.O. Box 12</p><p>Ames, IA 50010</p>');
    const { finding, dropped } = judged(page, 'no-service-times-or-place');
    expect(finding!.title).toBe('Say where you meet');
    expect(finding!.evidence[0]).toBe('The page gives a post-office box, "P.O. Box 12", which is where letters go: no street address, map link or schema.org street address says where to come');
    expect(finding!.evidence[1]).toBe('A place of worship: it names itself "Grace Church, Ames"');
    expect(dropped).toEqual([]);
  });

  it('without a time of day says so; a service "at 10" or "ten o’clock" is a time', () => {
    const page = html('St Mark’s Parish', '<h1>St Mark’s Parish</h1><p>All are welcome on Sundays.</p><address>18 Mill Road, Cambridge CB1 2AD</address>', '<script type="application/ld+json">{"@type":"Church","name":"St Mark"}</script>');
    const { finding, dropped } = judged(page, 'no-service-times-or-place');
    expect([finding!.title, finding!.evidence.at(-1)]).toEqual(['Say when you meet', 'A place of worship: its structured data names it a Church']);
    expect(dropped).toEqual([]);
    for (const when of ['Sunday service at 10', 'Mass at ten o’clock', 'Gottesdienst sonntags 10 Uhr']) expect([when, judged(page.replace('All are welcome on Sundays.', when), 'no-service-times-or-place').finding]).toEqual([when, undefined]);
  });

  it('is not a business named after a street, nor a page about churches', () => {
    for (const title of ['Church Street Dental', 'Church’s Chicken, Ames', 'The 10 best churches in Ames', 'Church Supplies Direct']) {
      expect([title, factsOf(html(title, `<h1>${title}</h1><p>Welcome.</p>`), { raw: true }).trade]).toEqual([title, null]);
    }
  });
});

describe('a trade that lives on calls', () => {
  const plumber = (body: string) => html('Harbor Plumbing, Portland plumbers', body);

  it('with a tel: link in its header is fine', () => {
    const page = plumber('<header><a href="tel:+15035552368">(503) 555-2368</a><nav><a href="/">Home</a></nav></header><h1>Burst pipe? We come today.</h1><p>Plumbers in Portland.</p>');
    expect(factsOf(page, { raw: true }).telUpTop).toBe(1);
    expect(judged(page, 'no-call-link-up-top').finding).toBeUndefined();
    // A header built of <div>s is a header; before the main heading is the top too, header or not.
    expect(judged(plumber('<h1>Harbor Plumbing</h1><div class="site-header"><a href="tel:+15035552368">(503) 555-2368</a></div><p>Plumbers.</p>'), 'no-call-link-up-top').finding).toBeUndefined();
    expect(judged(plumber('<p><a href="tel:+15035552368">Call now</a></p><h1>Harbor Plumbing</h1>'), 'no-call-link-up-top').finding).toBeUndefined();
  });

  it('with its tel: link only in the footer is told, high, and the proof holds it', () => {
    const page = plumber('<header><nav><a href="/">Home</a><a href="/contact">Contact</a></nav></header><h1>Harbor Plumbing</h1><p>Plumbers in Portland.</p><footer><a href="tel:+15035552368">(503) 555-2368</a></footer>');
    const { finding, dropped } = judged(page, 'no-call-link-up-top');
    expect(finding!.severity).toBe('high');
    expect(finding!.evidence).toEqual(['The page has tel: links, but none in its header, its menu or before its main heading', 'The business lives on calls: it names itself "Harbor Plumbing, Portland plumbers"']);
    expect(dropped).toEqual([]);
  });

  it('with its number as plain text is told to link it at the top, and not twice', () => {
    const page = plumber('<header><nav><a href="/">Home</a></nav></header><h1>Harbor Plumbing</h1><p>Call (503) 555-2368</p><a href="mailto:office@harborplumbing.com">Write</a>');
    const findings = findIssues(factsOf(page, { raw: true }), { industry: 'local-businesses' }).map((f) => f.id);
    expect(findings).toContain('no-call-link-up-top');
    expect(findings).not.toContain('no-phone-link');
    const { finding, dropped } = judged(page, 'no-call-link-up-top');
    expect(finding!.evidence[0]).toBe('No tel: link anywhere on the page, in its header or elsewhere: "(503) 555-2368" is plain text');
    expect(dropped).toEqual([]);
    // With no way to call or write at all, the one finding for it is high for such a trade.
    expect(judged(plumber('<h1>Harbor Plumbing</h1><p>Plumbers in Portland.</p>'), 'no-phone-or-email-link').finding!.severity).toBe('high');
  });

  it('is read from the schema.org type or the name, not from the body text', () => {
    expect(factsOf(html('Smith & Co', '<h1>Smith & Co</h1>', '<script type="application/ld+json">{"@type":"Locksmith"}</script>'), { raw: true }).trade).toEqual({ kind: 'calls', by: 'type', text: 'Locksmith' });
    expect(factsOf(html('Smith & Co, accountants', '<h1>Smith & Co</h1><p>We do the books for plumbers and electricians.</p>'), { raw: true }).trade).toBeNull();
    expect(factsOf(html('Plumbing Supplies Direct', '<h1>Plumbing Supplies Direct</h1>'), { raw: true }).trade).toBeNull();
  });
});

describe('why it matters, in the trade’s own terms', () => {
  const whyOf = (page: string) => {
    const facts = factsOf(page, { raw: true });
    return writeBuiltinReport(facts, assess(facts, { industry: 'local-businesses' }), { industry: 'local-businesses' }).findings.map((f) => f.why).join(' ');
  };

  it('never tells a roofer or an electrician about menus, opening hours or directions', () => {
    for (const title of ['Summit Roofing, Denver roofers', 'Bright Spark Electricians, Leeds']) {
      // Images without alt text and a number as plain text: an accessibility and a conversion finding.
      const why = whyOf(html(title, `<header><nav><a href="/">Home</a></nav></header><h1>${title}</h1><img src="/a.jpg"><p>Call (303) 555-2368</p>`));
      expect([title, why]).toEqual([title, expect.stringMatching(/tap/)]);
      expect([title, why]).not.toEqual([title, expect.stringMatching(/menu|opening hours|directions|visit/)]);
    }
  });

  it('keeps the industry’s lines where the site shows no trade of its own', () => {
    expect(whyOf(html('Nong Thon, Vietnamese kitchen', '<h1>Nong Thon</h1><img src="/a.jpg"><p>Call (503) 555-2368</p>'))).toMatch(/menu, prices or opening hours/);
  });
});

describe('a practice or a shop people come to', () => {
  const clinic = (body: string) => html('Homedale Chiropractic, Boise', `<h1>Homedale Chiropractic</h1>${body}`);
  const hours = (page: string, industry: 'professional-services' | 'local-businesses' = 'professional-services') => {
    const findings = findIssues(factsOf(page, { raw: true }), { industry });
    return findings.find((f) => f.id === 'no-practice-hours');
  };

  it('says its hours; without them it is told, and the proof holds it', () => {
    const page = clinic('<p>Gentle care for the whole family. Call <a href="tel:+12085552368">(208) 555-2368</a>.</p>');
    expect(factsOf(page, { raw: true }).trade).toEqual({ kind: 'practice', by: 'name', text: 'Homedale Chiropractic, Boise' });
    expect(hours(page)!.evidence).toEqual(['No opening hours (days with times) in the page’s text or structured data', 'A practice or a shop people come to: it names itself "Homedale Chiropractic, Boise"']);
    const url = 'https://www.example.com/';
    const document = parsePage({ url, status: 200, headers: {}, body: page, bytes: page.length, elapsedMs: 10, redirects: [] });
    expect(proveFindings([hours(page)!], corpusOf([proofPage(url, document, page, [])])).proof.dropped).toEqual([]);
  });

  it('is not told when its hours stand in any form, nor twice where the industry already asks', () => {
    for (const written of ['Mon–Fri 8–5', 'Monday through Thursday, 8 am to 5 pm', 'Open by appointment', 'Montag 8-12']) expect([written, hours(clinic(`<p>${written}</p>`))]).toEqual([written, undefined]);
    expect(hours(clinic('<p>Gentle care.</p>'), 'local-businesses')).toBeUndefined();
  });
});

describe('a firm', () => {
  const firm = (body: string) => html('Harbor & Vale Law, family lawyers', `<h1>Harbor & Vale Law</h1>${body}`);
  const office = (page: string) => judged(page, 'no-office-address');
  it('shows an office address or says it works remotely', () => {
    expect(office(firm('<p>Call <a href="tel:+15035552368">(503) 555-2368</a></p>')).finding).toBeUndefined(); // industry local-businesses: not a firm
    const page = firm('<p>Call <a href="tel:+15035552368">(503) 555-2368</a></p>');
    const facts = factsOf(page, { raw: true });
    const lawyers = findIssues(facts, { industry: 'lawyers' }).find((f) => f.id === 'no-office-address');
    expect(lawyers!.evidence).toEqual(['No street address, postcode, <address> element, map link or schema.org address anywhere on the page']);
    const url = 'https://www.example.com/';
    const document = parsePage({ url, status: 200, headers: {}, body: page, bytes: page.length, elapsedMs: 10, redirects: [] });
    expect(proveFindings([lawyers!], corpusOf([proofPage(url, document, page, [])])).proof.dropped).toEqual([]);
    for (const body of ['<p>We meet clients by video, nationwide.</p>', '<footer>12 Main Street, Portland, OR 97204</footer>']) {
      expect([body, findIssues(factsOf(firm(body), { raw: true }), { industry: 'lawyers' }).some((f) => f.id === 'no-office-address')]).toEqual([body, false]);
    }
  });
});

describe('a place of worship outside the US', () => {
  it('meets at a Dutch or German street address', () => {
    for (const street of ['Kerkstraat 12, 1017 GC Amsterdam', 'Kirchstraße 5, 10115 Berlin']) {
      const page = html('Gemeente', '<h1>Welkom</h1><p>Zondag 10.00</p>', `<script type="application/ld+json">{"@type":"Church"}</script>`).replace('<p>Zondag', `<p>${street}</p><p>Zondag`);
      expect([street, factsOf(page, { raw: true }).visit.where]).toEqual([street, true]);
    }
  });
});
