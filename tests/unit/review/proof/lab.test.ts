/**
 * The proof of the lab's statements (lib/review/proof/lab.ts): what the lab rules say of real
 * Lighthouse runs holds against those runs; a statement the run does not bear out is dropped, with
 * its rule and reason, and a finding no failing audit backs is dropped whole.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readLabFacts } from '@/lib/review/facts/lab';
import { findLabIssues, type LabFinding } from '@/lib/review/findings/lab';
import { labCorpus, proveLabFindings } from '@/lib/review/proof/lab';

const lhr = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'lighthouse', `${name}-mobile.lhr.json`), 'utf8'));
const run = (name: string) => {
  const facts = readLabFacts(lhr(name));
  return { facts, corpus: labCorpus(facts), found: findLabIssues(facts) };
};
const lab = (f: Partial<LabFinding> & Pick<LabFinding, 'id' | 'audits' | 'evidence'>): LabFinding => ({ area: 'accessibility', severity: 'medium', weight: 8, cost: 'hinders', title: 'A title', advice: 'Do it.', ...f });

describe('the lab’s statements against the run', () => {
  it('keeps every statement the lab rules make of five real runs', () => {
    for (const name of ['landscaping', 'chiropractic', 'script-errors', 'law-office', 'church']) {
      const { corpus, found } = run(name);
      const { findings, proof } = proveLabFindings(found, corpus);
      expect([name, proof.dropped]).toEqual([name, []]);
      expect(findings).toEqual(found);
      expect(proof.statements).toBe(found.reduce((n, f) => n + 2 + f.evidence.length, 0));
    }
  });

  it('drops a colour pair, a ratio, a size or a count the run did not measure, and a quotation it does not name', () => {
    const { corpus } = run('chiropractic');
    const lines = [
      '"Home" is #999999 on #ffffff, a contrast of 2.84:1 where WCAG AA asks for 4.5:1',
      '"Home" is #999999 on #ffffff, a contrast of 2.1:1 where WCAG AA asks for 4.5:1',
      '"Home" is #777777 on #ffffff, a contrast of 2.84:1 where WCAG AA asks for 4.5:1',
      '"Book a visit" is #999999 on #ffffff, a contrast of 2.84:1 where WCAG AA asks for 4.5:1',
      'Lighthouse’s phone run found 12 text elements too close in colour to their background for WCAG AA',
    ];
    const { findings, proof } = proveLabFindings([lab({ id: 'low-contrast-text', audits: ['color-contrast'], evidence: lines })], corpus);
    expect(findings[0]!.evidence).toEqual([lines[0]]);
    expect(proof.dropped.map((d) => d.reason)).toEqual([
      'no text the run measured is #999999 on #ffffff at 2.1:1',
      'no text the run measured is #777777 on #ffffff at 2.84:1',
      'a quotation the run does not name: "Book a visit"',
      "says 12, but the run's audits count 10",
    ]);
    const targets = run('landscaping');
    const sized = proveLabFindings([lab({ id: 'small-tap-targets', audits: ['target-size'], evidence: ['"1" is 7 by 7 px, where WCAG 2.2 asks for at least 24 by 24 px', '"1" is 20 by 20 px, where WCAG 2.2 asks for at least 24 by 24 px'] })], targets.corpus);
    expect(sized.findings[0]!.evidence).toHaveLength(1);
    expect(sized.proof.dropped[0]!.reason).toBe('no target the run measured is 20 by 20 px');
  });

  it('holds the images it says have no width and height to the ones the run found so', () => {
    const { corpus } = run('law-office');
    const line = (files: string) => `Lighthouse’s phone run found 3 images without an explicit width and height, in their attributes or the page’s styles: until each arrives the browser cannot keep the space, so what is below can move down as they load, e.g. ${files}`;
    const lines = [line('/Media/Bikes1.png, /Media/logo.png'), line('/Media/Bikes1.png, /Media/team.png')];
    const { findings, proof } = proveLabFindings([lab({ id: 'unsized-images', area: 'performance', audits: ['unsized-images'], evidence: lines })], corpus);
    expect(findings[0]!.evidence).toEqual([lines[0]]);
    expect(proof.dropped.map((d) => d.reason)).toEqual(['an image the run did not find unsized: /Media/team.png']);
  });

  it('holds a layout shift’s size, the element it moved and its causes to the run’s', () => {
    const { corpus } = run('church');
    const font = '/assets/fonts/nwpStKy2OAdR1K-IwhWudF-R3w8aZQ.woff2';
    const lines = [
      'Lighthouse’s phone run measured a cumulative layout shift of 0.112 as the page loaded, where 0.1 or less is good',
      `The element "section.hero" moved (a shift of 0.112), when the web font ${font} arrived`,
      'Lighthouse’s phone run measured a cumulative layout shift of 0.25 as the page loaded, where 0.1 or less is good',
      'The element "section.hero" moved (a shift of 0.2)',
      'The element "footer.site" moved (a shift of 0.112)',
      `The element "section.hero" moved (a shift of 0.112), when the web font /assets/fonts/other.woff2 arrived`,
      `The element "section.hero" moved (a shift of 0.112), when "img.logo", without an explicit size, arrived`,
    ];
    const { findings, proof } = proveLabFindings([lab({ id: 'layout-shifts', area: 'performance', audits: ['layout-shifts'], evidence: lines })], corpus);
    expect(findings[0]!.evidence).toEqual(lines.slice(0, 2));
    expect(proof.dropped.map((d) => d.reason)).toEqual([
      'says a layout shift of 0.25, but the run measured 0.112',
      'no shift of 0.2 moved that element in the run',
      'a quotation the run does not name: "footer.site"',
      "the run does not give the web font /assets/fonts/other.woff2 as that shift's cause",
      'a quotation the run does not name: "img.logo"',
    ]);
  });

  it('drops a finding whose audit did not fail in the run, however it is worded', () => {
    const { corpus } = run('chiropractic');
    const { findings, proof } = proveLabFindings([lab({ id: 'small-tap-targets', audits: ['target-size'], evidence: ['Lighthouse’s phone run found 0 links or buttons too small'] })], corpus);
    expect(findings).toEqual([]);
    expect(proof.dropped).toEqual([{ rule: 'small-tap-targets', page: 'http://127.0.0.2:4000/', reason: "no audit behind it failed in Lighthouse's run (target-size)" }]);
  });

  it('holds files, answers and weights to the requests the run measured', () => {
    const { corpus } = run('chiropractic');
    const lines = [
      '/files/4013/9069/1563/Bobs_Sunset.jpg answers 404',
      '/files/4013/9069/1563/Bobs_Sunset.jpg answers 500',
      '/images/logo.png answers 404',
      'Lighthouse’s phone run measured what each file the page requested answered; 2 files failed',
    ];
    const broken = proveLabFindings([lab({ id: 'broken-files', area: 'trust', audits: ['network-requests'], evidence: lines })], corpus);
    expect(broken.findings[0]!.evidence).toEqual([lines[0]]);
    expect(broken.proof.dropped.map((d) => d.reason)).toEqual([
      '/files/4013/9069/1563/Bobs_Sunset.jpg did not answer 500 in the run',
      'a file the run did not request: /images/logo.png',
      'says 2 files failed, but the run measured 1',
    ]);
    const weight = proveLabFindings(
      [lab({ id: 'page-weight', area: 'performance', audits: ['network-requests'], evidence: ['Lighthouse’s phone run measured the page and the 10 files it loaded at 111 KB transferred', 'Lighthouse’s phone run measured the page and the 10 files it loaded at 2.4 MB transferred', 'Lighthouse’s phone run counted 11 requests for one page', 'Lighthouse’s phone run counted 40 requests for one page'] })],
      corpus,
    );
    expect(weight.findings[0]!.evidence).toEqual(['Lighthouse’s phone run measured the page and the 10 files it loaded at 111 KB transferred', 'Lighthouse’s phone run counted 11 requests for one page']);
  });

  it('holds an error to the script that logged it, own or another site’s', () => {
    const { corpus } = run('script-errors');
    const lines = [
      'Its own script /js/menu.js logged an error as the page loaded in Lighthouse’s phone run: "TypeError: Cannot read properties of null (reading \'addEventListener\')"',
      'Its own script /js/widget.js logged an error as the page loaded in Lighthouse’s phone run: "Uncaught TypeError: Cannot read properties of undefined (reading \'load\')"',
      'A script from 127.0.0.3:4001, another site’s, logged an error as the page loaded in Lighthouse’s phone run: "Booking widget failed to start: no calendar id"',
    ];
    const { findings, proof } = proveLabFindings([lab({ id: 'script-errors', area: 'trust', audits: ['errors-in-console'], evidence: lines })], corpus);
    expect(findings[0]!.evidence).toEqual([lines[0]]);
    expect(proof.dropped.map((d) => d.reason)).toEqual(['no error of the run was logged so, by that script', 'no error of the run was logged so, by that script']);
  });
});
