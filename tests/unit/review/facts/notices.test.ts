/**
 * Notices judged by what the sentence is: a site that says it is unfinished (whatever the year), a
 * notice dated by its date of effect or its event, never a founding year, a history sentence or a
 * copyright range. Each finding's statements are proved against the page as the proof reads it.
 */
import { parsePage } from '@/lib/review/html/document';
import { hiddenOnPhone } from '@/lib/review/html/visibility';
import { unfinishedFacts } from '@/lib/review/facts/notices';
import { findIssues } from '@/lib/review/findings';
import { strengths } from '@/lib/review/findings/strengths';
import { corpusOf, proofPage, proveFindings } from '@/lib/review/proof';
import { factsOf, found, ids, sound } from '../../support/review-facts';

/** The page's findings after the proof, and what the proof dropped. */
function proved(body: string) {
  const html = sound(body);
  const url = 'https://www.example.com/';
  const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
  return proveFindings(findIssues(factsOf(body), { industry: 'lawyers' }), corpusOf([proofPage(url, document, html, [])]));
}

describe('a site that says it is unfinished', () => {
  it('is named in any of its forms, with or without a year, and every quote stands in the page', () => {
    const forms: [string, string][] = [
      ['<h2>Gallery</h2><p>Photos coming soon!</p>', 'Photos coming soon'],
      ['<p>This page is under construction. Please call us.</p>', 'This page is under construction'],
      ['<p>Our website is currently being redesigned.</p>', 'website is currently being redesigned'],
      ['<h3>Blog (coming soon)</h3>', 'Blog (coming soon)'],
      ['<p>Please check back soon!</p>', 'Please check back soon!'],
      ['<p>Our menu will be up soon.</p>', 'Our menu will be up soon.'],
      ['<p class="demo_store">This is a demo store for testing purposes — no orders shall be fulfilled.</p>', 'This is a demo store'],
      ['<p>This is a test version of our site.</p>', 'This is a test version of our site.'],
      ['<p>Our new website launches in March 2024.</p>', 'Our new website launches in March 2024.'],
      ['<p>Coming soon: photo gallery</p>', 'Coming soon: photo gallery'],
      ['<p>This site is under construction. Please call us.</p>', 'This site is under construction'],
      ['<h2>Site under construction</h2>', 'Site under construction'],
      ['<p>Diese Seite befindet sich im Aufbau.</p>', 'Diese Seite befindet sich im Aufbau.'],
      ['<p>Página en construcción</p>', 'Página en construcción'],
      ['<p>Site web en construction. Merci de votre patience.</p>', 'Site web en construction.'],
    ];
    for (const [body, quoted] of forms) {
      const { findings, proof } = proved(body);
      const finding = findings.find((f) => f.id === 'unfinished-notice');
      expect([body, finding?.evidence[0] ?? 'nothing']).toEqual([body, expect.stringContaining(quoted)]);
      expect([body, proof.dropped.filter((d) => d.rule === 'unfinished-notice')]).toEqual([body, []]);
    }
  });

  it('says what it is, and reads the title too', () => {
    const facts = factsOf('<html lang="en"><head><title>Harbor &amp; Vale Law – Website Under Construction</title></head><body><p>Call 503-274-0147.</p></body></html>', { raw: true });
    expect(found(facts, 'unfinished-notice')!.evidence).toEqual(['The page’s title tells visitors the site, or a part of it, is not finished or is still to come: "Harbor & Vale Law – Website Under Construction"']);
    expect(strengths(facts).join(' ')).not.toContain('The title,');
    expect(found(factsOf('<p>Photos coming soon</p>'), 'unfinished-notice')!.evidence[0]).toBe('Text that tells visitors the site, or a part of it, is not finished or is still to come: "Photos coming soon"');
  });

  it('leaves announcements, products, a car’s back, a future launch and hidden text alone', () => {
    for (const body of [
      '<p>Coming soon: our new location!</p>',
      '<p>Our new fall menu is coming soon.</p>',
      '<div class="product"><h3>Trail Runner 2</h3><span class="badge">Coming soon</span><p>$120</p></div>',
      '<p>This product is coming soon.</p>',
      '<p>We check back brakes, doors and the hatch on every car.</p>',
      '<p>Remember to check back seats for children and pets.</p>',
      '<p>Check back often for new specials.</p>',
      '<p>Our new website launches in March 2027.</p>',
      '<p>The site is under construction: our new clinic opens in 2027.</p>',
      '<p>Homes under construction in Maple Ridge.</p>',
      '<p>Obra en construcción en la calle Mayor.</p>',
      '<p>Notre nouveau site de production est en construction.</p>',
      '<div style="display:none"><p>Photos coming soon</p></div><p hidden>This page is under construction</p>',
      '<p>Summer camp 2027: details coming soon.</p>',
      '<p>Payments will be posted shortly to your account.</p>',
    ]) {
      expect([body, ids(factsOf(body))]).not.toEqual([body, expect.arrayContaining(['unfinished-notice'])]);
    }
  });

  it('does not read what the page’s stylesheet hides from visitors', () => {
    const html = sound('<div class="draft"><p>Photos coming soon</p></div><p>Call us.</p>');
    const d = parsePage({ url: 'https://www.example.com/', status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
    expect(unfinishedFacts(d, '2026-11-25T12:00:00.000Z').unfinished.examples).toEqual(['Photos coming soon']);
    d.styleHidden = hiddenOnPhone(d, ['.draft { display: none }']);
    expect(unfinishedFacts(d, '2026-11-25T12:00:00.000Z').unfinished.examples).toEqual([]);
  });

  it('does not name one sentence as both unfinished and a dated notice', () => {
    const facts = factsOf('<p>Our new website will be up soon, starting January 1st, 2022.</p>');
    expect(ids(facts)).toContain('unfinished-notice');
    expect(ids(facts)).not.toContain('stale-notice');
  });
});

describe('past years by what they are', () => {
  it('a notice with a date of effect or an event is dated, and proved', () => {
    const starting = proved('<p>Starting January 1st, 2022, our hours change to 9–5.</p>');
    expect(starting.findings.find((f) => f.id === 'stale-notice')!.evidence[0]).toBe('"Starting January 1st, 2022, our hours change to 9–5." is a notice dated 2022, 4 years ago');
    expect(starting.proof.dropped).toEqual([]);
    expect(found(factsOf('<p>Join us on Easter Sunday, April 9, 2023 for our sunrise service.</p>'), 'stale-notice')!.evidence[0]).toContain('is a notice dated 2023, 3 years ago');
    expect(found(factsOf('<h2>2019 Holiday Hours</h2>'), 'stale-notice')!.evidence[0]).toContain('dated 2019');
    // An announcement is no unfinished site; with a date now past, it is a dated notice.
    expect(found(factsOf('<p>Coming soon: our new location, opening spring 2022!</p>'), 'stale-notice')!.evidence[0]).toContain('dated 2022');
    expect(found(factsOf('<p>We will be closed December 24, 2019 through January 2, 2020.</p>'), 'stale-notice')!.evidence[0]).toContain('dated 2020');
  });

  it('a founding year, a history sentence, a copyright range, a model year and an award are not notices', () => {
    for (const body of [
      '<p>Serving Portland since 1999. We offer free estimates and seasonal specials.</p>',
      '<p>Founded in 1987, the firm will keep serving families.</p>',
      '<p>In 2015 we moved to Main Street and expanded our schedule.</p>',
      '<p>Beginning in 2015, the firm expanded into estate planning.</p>',
      '<footer>© 2012–2026 Harbor & Vale. Special offers every season.</footer>',
      '<p>Special offer on every 2019 Ford F-150 in stock.</p>',
      '<p>Our grammar 2019 workbook is now open to everyone until supplies last.</p>',
      '<p>Will Smith joined the practice in 2015 and now leads our workshops.</p>',
      '<p>Dr. Lee, who joined us in March 2015, will see new patients.</p>',
      '<p>Voted best family law firm of 2019. Schedule a consultation.</p>',
      '<p>The restaurant closed on March 5, 2020 and reopened that summer.</p>',
      '<blockquote>Thank you for a wonderful June 2019 event!</blockquote>',
      '<p>Thanks for coming in June 2019!</p>',
      '<h3>Gala 2019 Photos</h3>',
    ]) {
      expect([body, ids(factsOf(body))]).not.toEqual([body, expect.arrayContaining(['stale-notice'])]);
    }
  });

  it('news whose newest dateline is old is named; a history sentence’s date is no dateline', () => {
    const news = proved('<ul><li>March 3, 2014 — New patient forms are online</li><li>Posted on June 5, 2013: Welcome Dr. Lee</li></ul>');
    expect(news.findings.find((f) => f.id === 'stale-notice')!.evidence).toEqual(['The newest date on the page, in "March 3, 2014 — New patient forms are online", is from 2014, 12 years ago']);
    expect(ids(factsOf('<p>On June 5, 2008, we opened our second office in Salem.</p>'))).not.toContain('stale-notice');
    // A newer date anywhere on the page makes the datelines' age no finding: the statement is of the page's newest date.
    expect(ids(factsOf('<ul><li>March 3, 2014 — New forms</li></ul><p>Our office moved on May 2, 2025.</p>'))).not.toContain('stale-notice');
  });

  it('an experience figure is stale only when frozen below the start year’s count, and only beside a start that is the business’s', () => {
    expect(found(factsOf('<h2>25 years of experience</h2><p>Founded in 1994.</p>'), 'stale-experience')!.evidence[0]).toContain('from 1994 that is 32 years now, not 25');
    // A figure over its label, each its own block, as a template's counters show it; a counter a script fills in shows 0.
    const figure = proved('<div class="stat"><div>25</div><p>Years of international accounting and taxation services provided</p></div><p>Founded in 1994 by Young Shin Kim.</p>');
    expect(figure.findings.find((f) => f.id === 'stale-experience')!.evidence).toEqual([
      'The page says "25" over "Years of international accounting and taxation services provided", and also "Founded in 1994 by Young Shin Kim.": from 1994 that is 32 years now, not 25',
    ]);
    expect(figure.proof.dropped.filter((d) => d.rule === 'stale-experience')).toEqual([]);
    expect(ids(factsOf('<div><span class="counter" data-to="25">0</span><p>Years of experience</p></div><p>Founded in 1994.</p>'))).not.toContain('stale-experience');
    expect(ids(factsOf('<div>25</div><p>Years of combined experience</p><p>Founded in 1994.</p>'))).not.toContain('stale-experience');
    // A client's years with the firm, a career older than the firm, a new associate's few years: none is the firm's frozen figure.
    expect(ids(factsOf('<h2>With 27 years of legal experience</h2><p>Mr Weist has been our family attorney since 2018.</p>'))).not.toContain('stale-experience');
    expect(ids(factsOf('<p>Smith Law was founded in 2010.</p><p>John has over 30 years of experience.</p>'))).not.toContain('stale-experience');
    expect(ids(factsOf('<p>Founded in 1994.</p><p>Our newest associate brings 5 years of experience.</p>'))).not.toContain('stale-experience');
  });
});
