/**
 * The lab's rules (findings/rules/lab.ts) on real Lighthouse results, and how their findings join
 * the report's (findings/lab.ts): one finding per flaw, the lab's evidence added to the static
 * finding of the same flaw, the lab's measurement winning over the fetch's count, scores from the
 * findings' weights.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readLabFacts } from '@/lib/review/facts/lab';
import { rules } from '@/lib/review/findings';
import { findLabIssues, joinLabFindings, labRules, type LabFinding } from '@/lib/review/findings/lab';
import { labCorpus, proveLabFindings } from '@/lib/review/proof/lab';
import type { ReportFinding, ReviewReport } from '@/lib/review/report/schema';

const lhr = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'lighthouse', `${name}-mobile.lhr.json`), 'utf8'));
const labOf = (name: string) => findLabIssues(readLabFacts(lhr(name)));

describe('the lab’s rules', () => {
  it('say each flaw once: a rule of a flaw a static rule reports shares its id, the others have ids of their own', () => {
    const staticIds = new Set(rules.map((r) => r.id));
    for (const rule of labRules) expect([rule.id, staticIds.has(rule.id)]).toEqual([rule.id, rule.sameFlaw !== undefined]);
    expect(new Set(labRules.map((r) => r.id)).size).toBe(labRules.length);
  });

  it('find low-contrast text with its colours and ratio, and no more than the run saw', () => {
    const contrast = labOf('chiropractic').find((f) => f.id === 'low-contrast-text')!;
    expect(contrast).toMatchObject({ area: 'accessibility', severity: 'high', weight: 16, audits: ['color-contrast'] });
    expect(contrast.evidence[0]).toBe('Lighthouse’s phone run found 10 text elements too close in colour to their background for WCAG AA');
    expect(contrast.evidence[1]).toBe('"Home" is #999999 on #ffffff, a contrast of 2.84:1 where WCAG AA asks for 4.5:1');
    expect(contrast.evidence).toContain('and 4 more text elements');
    // The shadowed heading is counted; only the text whose colours axe gave is shown.
    expect(labOf('landscaping').find((f) => f.id === 'low-contrast-text')!.evidence).toEqual([
      'Lighthouse’s phone run found 2 text elements too close in colour to their background for WCAG AA',
      '"Designed by Ibis.is" is #666666 on #171717, a contrast of 3.12:1 where WCAG AA asks for 4.5:1',
      'and 1 more text element',
    ]);
  });

  it('find tap targets too small, unnamed links, no main landmark and blocked zoom on the landscaping page', () => {
    const found = labOf('landscaping');
    expect(found.map((f) => f.id).sort()).toEqual(['empty-links', 'low-contrast-text', 'no-main-landmark', 'page-weight', 'small-tap-targets', 'zoom-blocked']);
    expect(found.find((f) => f.id === 'small-tap-targets')!.evidence[1]).toBe('"1" is 7 by 7 px, where WCAG 2.2 asks for at least 24 by 24 px');
    // A link with no text is named by its selector's last step.
    expect(found.find((f) => f.id === 'empty-links')!.evidence[0]).toMatch(/^Lighthouse’s phone run found 5 links with no name a screen reader can say, e\.g\. the element "a\.mobile_nav", /);
    expect(found.find((f) => f.id === 'page-weight')!.evidence[0]).toBe('Lighthouse’s phone run measured the page and the 21 files it loaded at 3.2 MB transferred');
  });

  it('find images without a width and height, named by their files, on the law office’s page', () => {
    const unsized = labOf('law-office').find((f) => f.id === 'unsized-images')!;
    expect(unsized).toMatchObject({ area: 'performance', title: 'Give your images a width and height', weight: 6, audits: ['unsized-images'] });
    expect(unsized.evidence).toEqual([
      'Lighthouse’s phone run found 3 images without an explicit width and height, in their attributes or the page’s styles: until each arrives the browser cannot keep the space, so what is below can move down as they load, e.g. /Media/Bikes1.png, /Media/logo.png, /Media/logo_light.png',
    ]);
    // A run whose images are all sized (the audit passed) says nothing of it.
    expect(labOf('landscaping').map((f) => f.id)).not.toContain('unsized-images');
  });

  it('find the layout’s shifts over 0.1, what moved and what moved it, and advise for that cause (the church’s web fonts)', () => {
    const shifts = labOf('church').find((f) => f.id === 'layout-shifts')!;
    expect(shifts).toMatchObject({ area: 'performance', title: 'Keep the page from jumping as it loads', weight: 6, audits: ['layout-shifts'] });
    expect(shifts.evidence).toEqual([
      'Lighthouse’s phone run measured a cumulative layout shift of 0.112 as the page loaded, where 0.1 or less is good: what a visitor is reading or about to tap moves under them',
      'The element "section.hero" moved (a shift of 0.112), when the web fonts /assets/fonts/nwpStKy2OAdR1K-IwhWudF-R3w8aZQ.woff2 and /assets/fonts/6NU78FyLNQOQZAnv9bYEvDiIdE9Ea92uemAk_WBq8U_9v0c2Wa0KxC9TeA.woff2 arrived',
    ]);
    expect(shifts.advice).toMatch(/^Give the web fonts’ @font-face rules font-display: optional/);
    // No shift over 0.1 in the other runs.
    for (const name of ['landscaping', 'chiropractic', 'law-office']) expect(labOf(name).map((f) => f.id)).not.toContain('layout-shifts');
  });

  it('name a picture without a size that moved the page by its alt text, and advise its width and height', () => {
    // The law office's run, as its other runs measured it (CLS 0.504: <main> moved when the logo, with no size, arrived).
    const facts = readLabFacts(lhr('law-office'));
    const logo = facts.unsizedImages.find((i) => i.file === '/Media/logo.png')!;
    const main = { label: 'main', selector: 'body > main', snippet: '<main>' };
    const shifted = { ...facts, failed: { ...facts.failed, 'layout-shifts': { title: 'Avoid large layout shifts', nodes: [main], count: 1 } }, layoutShift: { cls: 0.504, shifts: [{ node: main, score: 0.504, fonts: [], media: [logo], frames: [] }] } };
    const shifts = findLabIssues(shifted).find((f) => f.id === 'layout-shifts')!;
    expect(shifts.weight).toBe(10);
    expect(shifts.evidence[1]).toBe('The element "main" moved (a shift of 0.504), when the picture "Robert Wiest, Northern Colorado Attorney at Law Logo", without an explicit size, arrived');
    expect(shifts.advice).toBe('Give pictures and videos width and height attributes (or an aspect-ratio) so their space is kept.');
    // The picture's alt text is a quotation the run names: every line stands.
    expect(proveLabFindings([shifts], labCorpus(shifted)).proof.dropped).toEqual([]);
  });

  it('say elements alike (the same name, the same measure) once, with how many more there are, and the proof holds the count', () => {
    // A slider's four dots, each labelled "Testimonial Pagination" and 12 by 12 px (necheles-law's page).
    const facts = readLabFacts(lhr('landscaping'));
    const dot = { ...facts.smallTargets[0]!, label: 'Testimonial Pagination', width: 12, height: 12 };
    const node = { label: dot.label, selector: dot.selector, snippet: dot.snippet };
    const dots = { ...facts, smallTargets: [dot, dot, dot, dot, facts.smallTargets[1]!], failed: { ...facts.failed, 'target-size': { ...facts.failed['target-size']!, nodes: [node, ...facts.failed['target-size']!.nodes], count: 5 } } };
    const targets = findLabIssues(dots).find((f) => f.id === 'small-tap-targets')!;
    expect(targets.evidence.slice(1)).toEqual([
      '"Testimonial Pagination" is 12 by 12 px, where WCAG 2.2 asks for at least 24 by 24 px; so are 3 more elements of that name',
      expect.not.stringContaining('Testimonial'),
    ]);
    expect(proveLabFindings([targets], labCorpus(dots)).proof.dropped).toEqual([]);
    // Two dots measured, four claimed: the line goes.
    const fewer = { ...dots, smallTargets: [dot, dot, facts.smallTargets[1]!] };
    expect(proveLabFindings([targets], labCorpus(fewer)).proof.dropped.map((d) => d.reason)).toEqual(['says 3 more alike, but the run measured 1']);
  });

  it('name each of their examples once, where elements share a name (the two social icons, a.icon)', () => {
    const facts = readLabFacts(lhr('landscaping'));
    const links = facts.failed['link-name']!;
    const iconsFirst = { ...facts, failed: { ...facts.failed, 'link-name': { ...links, nodes: [...links.nodes.slice(3), ...links.nodes.slice(0, 3)] } } };
    expect(findLabIssues(iconsFirst).find((f) => f.id === 'empty-links')!.evidence).toEqual([
      'Lighthouse’s phone run found 5 links with no name a screen reader can say, e.g. the element "a.icon", the element "a.mobile_nav", the element "a.et-pb-arrow-prev"',
    ]);
  });

  it('name the page’s own scripts’ errors, and another site’s as that site’s', () => {
    const errors = labOf('script-errors').find((f) => f.id === 'script-errors')!;
    expect(errors).toMatchObject({ area: 'trust', title: 'Fix the errors the page’s own scripts throw', weight: 10 });
    expect(errors.evidence).toEqual([
      'An inline script of the page logged an error as the page loaded in Lighthouse’s phone run: "Booking widget failed to start: no calendar id"',
      'Its own script /js/menu.js logged an error as the page loaded in Lighthouse’s phone run: "TypeError: Cannot read properties of null (reading \'addEventListener\')"',
      'A script from 127.0.0.3:4001, another site’s, logged an error as the page loaded in Lighthouse’s phone run: "Uncaught TypeError: Cannot read properties of undefined (reading \'load\')"',
    ]);
    // Failed requests are the broken files' to say, not script errors.
    expect(labOf('chiropractic').map((f) => f.id)).not.toContain('script-errors');
  });

  it('say nothing of a name a script could not find when a script file of the run got no answer: that may be the file’s absence', () => {
    const facts = readLabFacts(lhr('script-errors'));
    const missing = { ...facts.consoleErrors[0]!, text: 'ReferenceError: jQuery is not defined' };
    const withMissing = { ...facts, consoleErrors: [...facts.consoleErrors, missing] };
    const said = (lab: typeof facts) => findLabIssues(lab).find((f) => f.id === 'script-errors')!.evidence.join(' ');
    expect(said(withMissing)).toContain('jQuery is not defined');
    const unanswered = { ...facts.requests[0]!, url: 'https://ajax.googleapis.com/ajax/libs/jquery/1.8.3/jquery.min.js', resourceType: 'Script', status: null };
    expect(said({ ...withMissing, requests: [...facts.requests, unanswered] })).not.toContain('jQuery is not defined');
  });
});

const finding = (f: Partial<ReportFinding> & Pick<ReportFinding, 'id' | 'area'>): ReportFinding => ({ severity: 'medium', title: f.id, evidence: [`static ${f.id}`], advice: 'Do it.', why: 'Because.', ...f });
const why = { search: 'S', performance: 'P', accessibility: 'A', conversion: 'C', trust: 'T' };
const home = { url: 'https://www.example.com/', path: '/', severalPages: false };
const scores: ReviewReport['scores'] = { search: 100, performance: 50, accessibility: 80, conversion: 100, trust: 90 };

describe('joining the lab’s findings to the report’s', () => {
  const report = {
    findings: [
      finding({ id: 'page-weight', area: 'performance', severity: 'high', evidence: ['The page and the 25 files it references weigh 3.7 MB in all'] }),
      finding({ id: 'zoom-blocked', area: 'accessibility', severity: 'low', evidence: ['The viewport blocks zooming: "user-scalable=0"'] }),
      finding({ id: 'images-without-alt', area: 'accessibility' }),
      finding({ id: 'broken-files', area: 'trust', evidence: ['/logo.png answers 404'] }),
    ],
    scores,
    startWith: ['page-weight', 'images-without-alt', 'broken-files', 'zoom-blocked'],
  };
  const weights = { 'page-weight': 25, 'zoom-blocked': 6, 'images-without-alt': 14, 'broken-files': 10 };

  it('adds the lab’s evidence to the finding of the same flaw, adds its new flaws, and lets its measurement win', () => {
    const joined = joinLabFindings({ report, weights, home, why, requestsMeasured: true }, labOf('landscaping'));
    const ids = joined.findings.map((f) => f.id);
    // One finding per flaw; the static broken file the browser never asked for is gone, the lab's new flaws are in.
    expect(ids).toEqual(['page-weight', 'images-without-alt', 'low-contrast-text', 'empty-links', 'zoom-blocked', 'small-tap-targets', 'no-main-landmark']);
    expect(joined.removed).toEqual(['broken-files']);
    expect(joined.added.sort()).toEqual(['empty-links', 'low-contrast-text', 'no-main-landmark', 'small-tap-targets']);
    const zoom = joined.findings.find((f) => f.id === 'zoom-blocked')!;
    expect(zoom.evidence).toEqual(['The viewport blocks zooming: "user-scalable=0"', 'Lighthouse’s phone run found the viewport keeps visitors from zooming in (user-scalable=no, or a maximum-scale under 5)']);
    // Measured: the lab's weight replaces the fetch's count, and its weight scores it.
    const weight = joined.findings.find((f) => f.id === 'page-weight')!;
    expect(weight.evidence[0]).toBe('Lighthouse’s phone run measured the page and the 21 files it loaded at 3.2 MB transferred');
    expect([weight.severity, joined.weights['page-weight']]).toEqual(['high', 18]);
    // New findings carry the area's why; scores are 100 less the weights (performance stays the measurement's).
    expect(joined.findings.find((f) => f.id === 'low-contrast-text')!.why).toBe('A');
    const accessibility = ['images-without-alt', 'low-contrast-text', 'empty-links', 'small-tap-targets', 'zoom-blocked', 'no-main-landmark'].reduce((sum, id) => sum + joined.weights[id]!, 0);
    expect(joined.scores).toEqual({ ...scores, accessibility: Math.max(0, 100 - accessibility), trust: 100 });
    expect(joined.startWith).toEqual(['page-weight', 'images-without-alt', 'empty-links', 'low-contrast-text', 'zoom-blocked']);
  });

  it('keeps the fetch’s count when the run measured no request, and a site finding on other pages too', () => {
    expect(joinLabFindings({ report, weights, home, why, requestsMeasured: false }, labOf('landscaping')).removed).toEqual([]);
    const site = {
      ...report,
      findings: report.findings.map((f) => (f.id === 'broken-files' || f.id === 'zoom-blocked' ? { ...f, pages: ['https://www.example.com/', 'https://www.example.com/about.html'] } : { ...f, pages: ['https://www.example.com/'] })),
    };
    const joined = joinLabFindings({ report: site, weights, home: { ...home, severalPages: true }, why, requestsMeasured: true }, labOf('landscaping'));
    expect(joined.findings.map((f) => f.id)).toContain('broken-files');
    // The lab's line beside another page's is said of the submitted page, by its path.
    expect(joined.findings.find((f) => f.id === 'zoom-blocked')!.evidence.at(-1)).toMatch(/^\/: Lighthouse’s phone run found the viewport/);
    expect(joined.findings.find((f) => f.id === 'small-tap-targets')!.pages).toEqual(['https://www.example.com/']);
  });

  it('adds a measured flaw the fetch could not see, with the lab’s weight', () => {
    const joined = joinLabFindings({ report: { ...report, findings: report.findings.filter((f) => f.id !== 'broken-files') }, weights, home, why, requestsMeasured: true }, labOf('chiropractic'));
    const broken = joined.findings.find((f) => f.id === 'broken-files')!;
    expect(broken.evidence).toEqual(['Lighthouse’s phone run measured what each file the page requested answered; 1 file failed', '/files/4013/9069/1563/Bobs_Sunset.jpg answers 404']);
    expect(joined.scores.trust).toBe(100 - joined.weights['broken-files']!);
  });

  it('takes the added weights off a score when an older record kept no weights', () => {
    const lab: LabFinding[] = labOf('chiropractic').filter((f) => f.id === 'no-main-landmark');
    expect(joinLabFindings({ report, home, why, requestsMeasured: true }, lab).scores.accessibility).toBe(80 - 3);
  });
});
