/**
 * The review on the practice set (../shared/review-practice): nine real small-business home pages,
 * served as they are, reviewed through the real pipeline (fetch → facts → findings → built-in
 * writer). Every flaw the checker lists is named, the sound pages get no invented problem, and the
 * build leftovers a business would be embarrassed by are named with their evidence.
 *
 * REVIEW_PRACTICE_OUT=<dir> writes each report's text there, for reading against the pages' code.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IndustrySlug } from '@/content/industries/registry';
import { reviewFacts, type ReviewFacts } from '@/lib/review/facts';
import { fetchPage } from '@/lib/review/fetch/page';
import { assess } from '@/lib/review/findings';
import { reviewReport, type ReviewReport } from '@/lib/review/report/schema';
import { reviewEmail } from '@/lib/review/render/email';
import { reportText } from '@/lib/review/report/text';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { namesFlaw, practiceAvailable, startPracticeSites, type PracticeServer } from '../../support/review-practice';
import { quotesNotInPage } from '../../support/review-quotes';
import { finished, scoreContradictions } from '../../support/finished-report';
import { proofOfPage } from '../../support/proof-of-page';
import type { Proof } from '@/lib/review/proof';

const reviews = new Map<string, { facts: ReviewFacts; report: ReviewReport; text: string }>();
const proofs = new Map<string, Proof>();
let server: PracticeServer;

const describePractice = practiceAvailable ? describe : describe.skip;
if (!practiceAvailable) console.warn('review-practice: ../shared/review-practice is not here; the practice tests are skipped');

describePractice('the review on the practice set', () => {
  beforeAll(async () => {
    server = await startPracticeSites();
    const out = process.env.REVIEW_PRACTICE_OUT;
    if (out) mkdirSync(out, { recursive: true });
    for (const site of server.sites) {
      const fetched = await fetchPage(new URL(site.url), { allowHosts: server.allowHosts, now: new Date('2026-11-25T12:00:00Z') });
      const facts = reviewFacts(fetched);
      const assessment = assess(facts, { industry: site.industry as IndustrySlug });
      const report = finished(writeBuiltinReport(facts, assessment, { industry: site.industry }));
      proofs.set(site.name, proofOfPage(fetched, facts, assessment, report));
      const text = reportText(report);
      reviews.set(site.name, { facts, report, text });
      if (out) {
        writeFileSync(path.join(out, `${site.name}.txt`), text);
        writeFileSync(path.join(out, `${site.name}.json`), JSON.stringify({ facts, resources: fetched.resources }, null, 1));
        writeFileSync(path.join(out, `${site.name}.html`), reviewEmail('owner@example.com', report, { reportUrl: 'https://studio.example/review/x', bookUrl: 'https://studio.example/contact' }).html);
      }
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('proves every statement it makes: the proof stage drops none of them', () => {
    const dropped = [...proofs].flatMap(([name, proof]) => proof.dropped.map((d) => `${name}: ${d.rule}: ${d.reason}`));
    expect(dropped).toEqual([]);
    expect(Math.min(...[...proofs.values()].map((p) => p.statements))).toBeGreaterThan(20);
  });

  const review = (name: string) => reviews.get(name)!;
  const finding = (name: string, id: string) => review(name).report.findings.find((f) => f.id === id);

  /**
   * The checker's claims a browser contradicts. Lighthouse is the reference for speed figures: its
   * mobile run of necheles-law (Lighthouse 13, 2026-11-28, the page served as here) weighs
   * 1,690,923 bytes in 18 requests. The checker's 4.3 MB counts a 919 KB SVG font and every format
   * of every font face, and files only rules no element uses name, none of which a phone fetches.
   */
  const contradicted: Record<string, string> = { 'necheles-law': 'page weight over 2 MB: 4.3 MB' };

  it('names every flaw the checker finds on every page (65 of 66), and the 66th is one Lighthouse contradicts', () => {
    const missed: string[] = [];
    let total = 0;
    for (const site of server.sites) {
      for (const flaw of site.flaws) {
        total += 1;
        if (contradicted[site.name] === flaw) continue;
        if (!namesFlaw(review(site.name).report, flaw)) missed.push(`${site.name}: ${flaw}`);
      }
    }
    expect(missed).toEqual([]);
    expect(total).toBe(66);
    expect(server.sites.find((site) => site.name === 'necheles-law')!.flaws).toContain(contradicted['necheles-law']);
    // The review weighs the page as Lighthouse does (1.69 MB), and says no more.
    expect(finding('necheles-law', 'page-weight')).toBeUndefined();
    expect(review('necheles-law').text).toContain('The page and its files weigh 1.7 MB in 13 requests.');
  });

  it('holds every score to its findings: no area at 90 or more beside a high-impact finding of its own', () => {
    expect(server.sites.flatMap((site) => scoreContradictions(review(site.name).report).map((area) => `${site.name}: ${area}`))).toEqual([]);
  });

  it('finds no stuffing nor sample label on any of the nine (none has a robots meta of phrases, a list of towns or a lone "Demo")', () => {
    const said = server.sites.flatMap((site) => review(site.name).report.findings.filter((f) => ['robots-meta-stuffed', 'place-list', 'keywords-stuffed', 'sample-labels'].includes(f.id)).map((f) => `${site.name}: ${f.id}`));
    expect(said).toEqual([]);
  });

  it('invents nothing on the sound pages: no missing alt, h1, description or label', () => {
    for (const name of ['antioch-christian-church', 'spehar-mandel-consulting', 'sisters-cafe']) {
      const ids = review(name).report.findings.map((f) => f.id);
      for (const id of ['images-without-alt', 'h1-missing', 'h1-many', 'description-missing', 'unlabelled-fields', 'title-missing', 'lang-missing', 'viewport-missing', 'stale-copyright', 'no-doctype']) {
        expect([name, ids.includes(id)]).toEqual([name, false]);
      }
    }
  });

  it('reads labels in wrapping <label>s on both contact forms', () => {
    for (const name of ['park-ridge-law', 'spehar-mandel-consulting']) expect(finding(name, 'unlabelled-fields')).toBeUndefined();
  });

  it('names the heavy pages’ big files', () => {
    expect(finding('j-knisely-landscaping', 'large-images')!.evidence.join(' ')).toContain('leaves.jpg (1.3 MB)');
    expect(review('necheles-law').text).toMatch(/c7260bdfa1b859f17ef346907ca9cfbf\.min\.css\?ver=3\.6 \(1\.1 MB\)/);
  });

  it('names the file:/// address left in julia-simmons-photography', () => {
    const leftovers = finding('julia-simmons-photography', 'build-leftover-links');
    expect(leftovers).toBeDefined();
    expect(leftovers!.evidence.join(' ')).toContain('file:///Users/mattsimmons/Desktop/juliasimmons');
  });

  it('names the stale copyright years (necheles-law © 2021, homedale © 2016), not the current ones', () => {
    expect(finding('necheles-law', 'stale-copyright')!.evidence.join(' ')).toContain('2021');
    expect(finding('homedale-chiropractic', 'stale-copyright')!.evidence.join(' ')).toContain('2016');
    expect(finding('antioch-christian-church', 'stale-copyright')).toBeUndefined();
    expect(finding('sisters-cafe', 'stale-copyright')).toBeUndefined();
  });

  it('counts j-knisely-landscaping’s four stylesheets in <head>, the unreachable Google Fonts one too', () => {
    expect(review('j-knisely-landscaping').facts.performance.renderBlocking.stylesheets).toHaveLength(4);
    expect(review('j-knisely-landscaping').text).not.toMatch(/3 stylesheets in <head>/);
  });

  it('does not tell julia-simmons-photography to add a form: its Typeform link is one', () => {
    expect(finding('julia-simmons-photography', 'no-form')).toBeUndefined();
  });

  it('names the old jQuery on j-knisely-landscaping, and not the current one on necheles-law', () => {
    expect(finding('j-knisely-landscaping', 'outdated-libraries')!.evidence.join(' ')).toContain('jQuery 1.11.1');
    expect(finding('necheles-law', 'outdated-libraries')).toBeUndefined();
  });

  it('finds no doctype on nong-thon-restaurant only, and no missing character set where the server names it', () => {
    expect(finding('nong-thon-restaurant', 'no-doctype')).toBeDefined();
    for (const site of server.sites) {
      expect([site.name, finding(site.name, 'no-charset')]).toEqual([site.name, undefined]);
      if (site.name !== 'nong-thon-restaurant') expect([site.name, finding(site.name, 'no-doctype')]).toEqual([site.name, undefined]);
    }
  });

  it('does not tell nong-thon-restaurant no script holds its first paint: its script in <head> sends phones away', () => {
    expect(finding('nong-thon-restaurant', 'phone-redirect')!.evidence[0]).toContain('http://nongthonrestaurant.com/test.html');
    expect(review('nong-thon-restaurant').report.working.join(' ')).not.toMatch(/No script/);
  });

  it('estimates speed close to Lighthouse: within 15 points and 50% of the largest paint on every page it can load', () => {
    // Lighthouse 13.5 mobile (simulated throttling) on these pages, this machine, 2026-11-26 (npm run measure:review-lab).
    const lighthouse: Record<string, [score: number, lcpMs: number]> = {
      'antioch-christian-church': [100, 1510],
      'homedale-chiropractic': [99, 1850],
      'j-knisely-landscaping': [65, 10440],
      'julia-simmons-photography': [89, 3010],
      'necheles-law': [57, 10680],
      'park-ridge-law': [100, 1710],
      'sisters-cafe': [95, 2780],
      'spehar-mandel-consulting': [100, 960],
    };
    for (const [name, [score, lcpMs]] of Object.entries(lighthouse)) {
      const m = review(name).report.measurements;
      expect([name, Math.abs(m.estimatedPerformance! - score) <= 15]).toEqual([name, true]);
      expect([name, Math.abs(m.estimatedLargestPaintMs - lcpMs) / lcpMs <= 0.5]).toEqual([name, true]);
    }
    expect(review('nong-thon-restaurant').text).toContain('Estimated from the files we fetched');
  });

  it('quotes every page word for word', () => {
    const misquoted = server.sites.flatMap((site) => quotesNotInPage(review(site.name).report, site.html).missing.map((q) => `${site.name}: ${q}`));
    expect(misquoted).toEqual([]);
  });

  it('never writes an empty example or a broken plural, and every report fits the report schema', () => {
    for (const { text, report } of reviews.values()) {
      expect(reviewReport.safeParse(report).success).toBe(true);
      expect(text).not.toMatch(/e\.g\.\s*[,.]|mores\b|(?<![\w$)\]])\(\s*\)|undefined|NaN/);
    }
  });
});
