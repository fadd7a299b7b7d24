/**
 * Lab facts (lib/review/facts/lab.ts), read from real Lighthouse 13 results captured here
 * (tests/fixtures/lighthouse): a practice landscaping page and a chiropractor's page (local runs of
 * ../shared/review-practice), and a small page whose scripts throw.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { labFactsInPageWords, readLabFacts, type LabFacts } from '@/lib/review/facts/lab';
import { readLighthouseResult } from '@/lib/review/lab/lhr';

const lhr = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'lighthouse', `${name}-mobile.lhr.json`), 'utf8'));

describe('the lab’s facts of a real run', () => {
  it('reads low-contrast text with its colours, its ratio and what WCAG AA asks for', () => {
    const facts = readLabFacts(lhr('chiropractic'));
    expect(facts.failed['color-contrast']!.count).toBe(10);
    expect(facts.lowContrast).toHaveLength(10);
    expect(facts.lowContrast[0]).toMatchObject({ label: 'Home', fg: '#999999', bg: '#ffffff', ratio: 2.84, required: 4.5 });
    // Large text asks for 3:1.
    expect(facts.lowContrast.find((t) => t.selector.endsWith('h1#logo > a'))).toMatchObject({ label: 'Homedale Chiropractic', ratio: 2.84, required: 3 });
    expect(facts.scores).toEqual({ accessibility: 84, bestPractices: 52, seo: 90 });
  });

  it('counts a contrast failure against a text shadow, whose colours it does not take for a background', () => {
    const facts = readLabFacts(lhr('landscaping'));
    expect(facts.failed['color-contrast']!.count).toBe(2);
    expect(facts.lowContrast).toEqual([expect.objectContaining({ label: 'Designed by Ibis.is', fg: '#666666', bg: '#171717', ratio: 3.12, required: 4.5 })]);
  });

  it('reads tap targets too small, names without a name, no main landmark and a viewport that blocks zoom', () => {
    const facts = readLabFacts(lhr('landscaping'));
    expect(facts.smallTargets).toHaveLength(3);
    expect(facts.smallTargets[0]).toMatchObject({ label: '1', problem: 'size', width: 7, height: 7, minSize: 24 });
    expect(Object.keys(facts.failed).sort()).toEqual(['color-contrast', 'landmark-one-main', 'link-name', 'meta-viewport', 'target-size']);
    expect(facts.failed['link-name']!.count).toBe(5);
    expect(facts.failed['link-name']!.nodes[0]!.selector).toMatch(/a\.mobile_nav$/);
    expect(facts.aria).toEqual([]);
  });

  it('reads the images without an explicit width and height, with their files, where a style sizes only one side (logo_light.png: width 300px)', () => {
    const facts = readLabFacts(lhr('law-office'));
    expect(facts.failed['unsized-images']!.count).toBe(3);
    expect(facts.unsizedImages.map((i) => i.file)).toEqual(['/Media/Bikes1.png', '/Media/logo.png', '/Media/logo_light.png']);
    expect(facts.unsizedImages[2]!.snippet).toContain('style="width: 300px;"');
    // The other runs' images were sized, or their audit not kept.
    expect(readLabFacts(lhr('chiropractic')).unsizedImages).toEqual([]);
  });

  it('reads the layout’s shifts over 0.1 with what moved and why: the church’s hero, when its two web fonts arrived', () => {
    const facts = readLabFacts(lhr('church'));
    expect(facts.failed['layout-shifts']!.count).toBe(1);
    expect(facts.layoutShift).toEqual({
      cls: 0.112,
      shifts: [
        {
          node: expect.objectContaining({ selector: 'body.page-index > section.hero', snippet: '<section class="hero">' }),
          score: 0.112,
          fonts: ['/assets/fonts/nwpStKy2OAdR1K-IwhWudF-R3w8aZQ.woff2', '/assets/fonts/6NU78FyLNQOQZAnv9bYEvDiIdE9Ea92uemAk_WBq8U_9v0c2Wa0KxC9TeA.woff2'],
          media: [],
          frames: [],
        },
      ],
    });
    // A run whose shifts add up to 0.1 or less (the audit passes, or none were kept) has none to say.
    expect(readLabFacts(lhr('law-office')).layoutShift).toBeNull();
    expect(readLabFacts(lhr('landscaping')).layoutShift).toBeNull();
  });

  it('tells the page’s own scripts’ errors from another site’s, and keeps an exception’s first line', () => {
    const facts = readLabFacts(lhr('script-errors'));
    expect(facts.consoleErrors).toEqual([
      { source: 'console.error', text: 'Booking widget failed to start: no calendar id', url: 'http://127.0.0.2:4000/', own: true },
      { source: 'exception', text: "TypeError: Cannot read properties of null (reading 'addEventListener')", url: 'http://127.0.0.2:4000/js/menu.js', own: true },
      { source: 'exception', text: "Uncaught TypeError: Cannot read properties of undefined (reading 'load')", url: 'http://127.0.0.3:4001/widget.js', own: false },
    ]);
  });
});

describe('the elements the run names, in the page’s words', () => {
  // Lighthouse labels an element by its innerText, which a style's text-transform has set in capitals:
  // the chiropractor's run as a page styled `text-transform: uppercase` would give it.
  const capitals = (facts: LabFacts): LabFacts => {
    const upper = <T extends { label: string }>(n: T): T => ({ ...n, label: n.label.toUpperCase() });
    return {
      ...facts,
      failed: Object.fromEntries(Object.entries(facts.failed).map(([id, a]) => [id, { ...a, nodes: a.nodes.map(upper) }])),
      lowContrast: facts.lowContrast.map(upper),
      smallTargets: facts.smallTargets.map(upper),
    };
  };
  const run = capitals(readLabFacts(lhr('chiropractic')));

  it('quotes the page’s own spelling of a label its style set in capitals', () => {
    expect(run.lowContrast[0]!.label).toBe('HOME');
    const words = labFactsInPageWords(run, ['Welcome home to better health', 'Home', 'Homedale  Chiropractic', 'Services']);
    // The link's own block, not the first place the letters occur ("welcome home").
    expect(words.lowContrast[0]!.label).toBe('Home');
    expect(words.lowContrast.find((t) => t.selector.endsWith('h1#logo > a'))!.label).toBe('Homedale Chiropractic');
    expect(words.failed['color-contrast']!.nodes[0]!.label).toBe('Home');
    // Colours, ratios and selectors are the run's.
    expect(words.lowContrast.map(({ label: _label, ...rest }) => rest)).toEqual(run.lowContrast.map(({ label: _label, ...rest }) => rest));
  });

  it('takes the first place the text reads the same where no block is the label, and keeps a clipped label clipped', () => {
    const clipped: LabFacts = { ...run, lowContrast: [{ ...run.lowContrast[0]!, label: 'CALL US TODAY FOR AN APPOINTMENT WITH DR. SMITH, WHO HAS SERVED HOMEDALE FOR 20 YEA…' }, { ...run.lowContrast[1]!, label: 'OPEN MONDAY' }] };
    const words = labFactsInPageWords(clipped, ['Call us today for an appointment with Dr. Smith, who has served Homedale for 20 years.', 'We are open Monday to Friday']);
    expect(words.lowContrast.map((t) => t.label)).toEqual(['Call us today for an appointment with Dr. Smith, who has served Homedale for 20 yea…', 'open Monday']);
  });

  it('maps a label that runs over several blocks of the page, and a shifted element’s', () => {
    const church = readLabFacts(lhr('church'));
    expect(church.layoutShift!.shifts[0]!.node!.label).toBe('FIRST LUTHERAN CHURCH A warm, welcoming community in International Falls Plan …');
    const words = labFactsInPageWords(church, ['First Lutheran Church', 'A warm, welcoming community in International Falls', 'Plan Your Visit']);
    expect(words.layoutShift!.shifts[0]!.node!.label).toBe('First Lutheran Church A warm, welcoming community in International Falls Plan…');
    expect(words.layoutShift!.cls).toBe(0.112);
  });

  it('leaves a label the page holds as it is, one it does not hold, and every label of a review without the page’s text', () => {
    const plain = readLabFacts(lhr('chiropractic'));
    expect(labFactsInPageWords(plain, ['HOME', 'Home'])).toEqual(plain);
    expect(labFactsInPageWords(run, ['Nothing of the sort']).lowContrast[0]!.label).toBe('HOME');
    expect(labFactsInPageWords(run, undefined)).toBe(run);
    expect(labFactsInPageWords(run, [])).toBe(run);
    // A block whose lower case is longer than itself (a dotted capital I) cannot place a match.
    expect(labFactsInPageWords(run, ['İstanbul Home']).lowContrast[0]!.label).toBe('HOME');
  });
});

describe('the page’s requests in the lab', () => {
  it('adds up the files, bytes and types the browser fetched, and the broken ones', () => {
    const { weight, requests } = readLabFacts(lhr('chiropractic'));
    expect(requests[0]).toMatchObject({ url: 'http://127.0.0.2:4000/', status: 200, resourceType: 'Document' });
    expect(weight.requests).toBe(11);
    expect(weight.totalBytes).toBe(Object.values(weight.byType).reduce((a, b) => a + b, 0));
    expect(weight.heaviest[0]).toMatchObject({ file: expect.stringMatching(/^\/updates\/.*jquery\.js/), type: 'script' });
    // A slideshow picture a script asks for: the fetch never saw it. The browser's own /favicon.ico request is not the page's file.
    expect(weight.broken).toEqual([{ file: '/files/4013/9069/1563/Bobs_Sunset.jpg', status: 404, type: 'image' }]);
  });

  it('counts what the lab’s network guard answered itself as unanswered, not as the site’s status', () => {
    const result = lhr('landscaping');
    const fonts = (facts: ReturnType<typeof readLabFacts>) => facts.requests.filter((r) => r.url.startsWith('http://fonts.googleapis.com/'));
    expect(fonts(readLabFacts(result)).map((r) => r.status)).toEqual([null]);
    expect(readLabFacts(result).weight.broken).toEqual([]);
    const { guardAnswered: _guard, ...withoutGuard } = result;
    expect(fonts(readLabFacts(withoutGuard)).map((r) => r.status)).toEqual([403]);
    expect(readLabFacts(withoutGuard).weight.broken).toEqual([expect.objectContaining({ status: 403, file: expect.stringMatching(/^fonts\.googleapis\.com\/css/) })]);
  });

  it('comes with the lab’s metrics from one reader, local or PageSpeed Insights', () => {
    const measured = readLighthouseResult(lhr('landscaping'));
    expect(measured.performance).toBe(65);
    expect(measured.facts.weight.totalBytes).toBe(3_218_840);
    // A performance-only result has no other categories and no failing accessibility audit to read.
    const heavy = readLighthouseResult(lhr('heavy'));
    expect(heavy.facts.scores).toEqual({ accessibility: null, bestPractices: null, seo: null });
    expect(heavy.facts.failed).toEqual({});
    expect(heavy.facts.weight.requests).toBe(6);
  });
});
