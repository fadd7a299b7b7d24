/**
 * The order to start in, on small pages made for it: what a flaw costs the business's customers
 * first (a hidden page, a dead menu, a broken way to get in touch, leftovers), the browser's "not
 * secure" only where nothing a customer sees is broken, and security headers never among the five.
 */
import { assess, rules } from '@/lib/review/findings';
import { firstToFix } from '@/lib/review/findings/order';
import { costOf } from '@/lib/review/findings/costs';
import { labRules } from '@/lib/review/findings/rules/lab';
import { siteRules } from '@/lib/review/findings/rules/site';
import { mergeModelWording } from '@/lib/review/writers/model-wording';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { factsOf } from '../../support/review-facts';

/** A sound page of a plumber around the body: viewport, title and description in place. */
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Harbor Plumbing, plumbers in Portland</title><meta name="description" content="Harbor Plumbing mends leaks, drains and boilers across Portland.">${head}</head><body>${body}</body></html>`;
const startIds = (facts: Parameters<typeof assess>[0]) => assess(facts, { industry: 'local-businesses' }).startWith.map((f) => f.id);

describe('the five to start with', () => {
  // Hidden until a script runs, a menu of links that go nowhere, a form that sends nothing, a stale
  // year, a missing photo; and no security header at all (the fixture's server sends none).
  const broken = factsOf(
    page(
      `<nav><a href="#">Call us</a><a href="#">Services</a><a href="#">Prices</a></nav>
       <h1>Harbor Plumbing</h1><p>Plumbers in Portland since 1998.</p><img src="/img/van.jpg" alt="Our van">
       <form action="mailto:office@harborplumbing.com"><label>Name <input name="n"></label><button>Send</button></form>
       <footer>© 2016 Harbor Plumbing</footer><script>document.body.classList.add('loaded')</script>`,
      '<style>body:not(.loaded) { visibility: hidden !important }</style>',
    ),
    { raw: true, resources: [{ url: 'https://www.example.com/img/van.jpg', type: 'image', status: 404, wireBytes: 0, bytes: 0, contentType: 'text/html' }] },
  );

  it('names first what loses customers, and never the security headers', () => {
    const found = assess(broken, { industry: 'local-businesses' });
    expect(found.findings.map((f) => f.id)).toEqual(expect.arrayContaining(['security-headers', 'hidden-until-script', 'dead-links', 'mailto-form']));
    const first = startIds(broken);
    expect(first).toHaveLength(5);
    expect(first.slice(0, 3).sort()).toEqual(['dead-links', 'hidden-until-script', 'mailto-form']);
    expect(first).not.toContain('security-headers');
    expect(first).not.toContain('no-hsts');
    // What a customer sees broken or out of date comes next, before what only slows or hinders a visit.
    expect(first.slice(3).every((id) => costOf(id) === 'shows-broken')).toBe(true);
  });

  it('puts the browser’s "not secure" first only where nothing a customer sees is broken', () => {
    const plain = factsOf(page('<h1>Harbor Plumbing</h1><p>Plumbers in Portland. Call <a href="tel:+15035552368">(503) 555-2368</a>.</p>'), { url: 'http://www.example.com/', raw: true });
    expect(startIds(plain)[0]).toBe('no-https');
    const stale = factsOf(page('<h1>Harbor Plumbing</h1><p>Plumbers in Portland. Call <a href="tel:+15035552368">(503) 555-2368</a>.</p><footer>© 2016 Harbor Plumbing</footer>'), { url: 'http://www.example.com/', raw: true });
    expect(startIds(stale).slice(0, 2)).toEqual(['stale-copyright', 'no-https']);
  });

  it('leaves hardening out even when it is all there is to fix', () => {
    const hardening = [
      { id: 'security-headers', cost: 'hardening', severity: 'medium', weight: 11 },
      { id: 'no-hsts', cost: 'hardening', severity: 'low', weight: 6 },
      { id: 'canonical-missing', cost: 'unseen', severity: 'low', weight: 3 },
    ] as const;
    expect(firstToFix(hardening).map((f) => f.id)).toEqual(['canonical-missing']);
  });

  it('keeps the order when a model picks the five: it orders within a cost, never across it, and never starts with hardening', () => {
    const report = writeBuiltinReport(broken, assess(broken, { industry: 'local-businesses' }), { industry: 'local-businesses' });
    const merged = mergeModelWording(report, { summary: 'S', findings: [], startWith: ['security-headers', 'stale-copyright', 'mailto-form', 'dead-links'] }, 'model');
    expect(merged.startWith).toEqual(['mailto-form', 'dead-links', 'stale-copyright']);
  });
});

describe('every rule says what its flaw costs a customer', () => {
  it('gives the same cost to rules that report the same flaw', () => {
    const all = [...rules, ...siteRules, ...labRules];
    const disagree = all.filter((rule) => all.some((other) => other.id === rule.id && typeof other.cost === 'string' && typeof rule.cost === 'string' && other.cost !== rule.cost)).map((rule) => rule.id);
    expect(disagree).toEqual([]);
    expect(all.every((rule) => typeof rule.cost === 'string' || typeof rule.cost === 'function')).toBe(true);
  });

  it('files a missing image as seen and a missing manifest as unseen, and a lab report keeps the recorded cost (older records: the lab rule’s)', () => {
    const missing = (file: string, type: 'image' | 'other') =>
      assess(factsOf(page('<h1>Harbor Plumbing</h1>'), { raw: true, resources: [{ url: `https://www.example.com${file}`, type, status: 404, wireBytes: 0, bytes: 0, contentType: 'text/html' }] })).findings.find((f) => f.id === 'broken-files')!.cost;
    expect([missing('/img/van.jpg', 'image'), missing('/site.webmanifest', 'other')]).toEqual(['shows-broken', 'unseen']);
    expect([costOf('broken-files', { 'broken-files': 'unseen' }), costOf('broken-files')]).toEqual(['unseen', 'shows-broken']);
  });

  it('files a hidden page, a dead menu and a broken contact path as turning customers away, and security headers as hardening', () => {
    for (const id of ['noindex', 'hidden-until-script', 'dead-links', 'broken-links', 'dead-form', 'mailto-form', 'mistyped-email-links', 'tel-wrong-country']) expect([id, costOf(id)]).toEqual([id, 'turns-away']);
    for (const id of ['placeholder-contact', 'filler-text', 'template-code', 'build-leftover-links', 'stale-copyright', 'contact-mismatch', 'proofreading']) expect([id, costOf(id)]).toEqual([id, 'shows-broken']);
    expect([costOf('no-https'), costOf('security-headers'), costOf('no-hsts')]).toEqual(['warns', 'hardening', 'hardening']);
  });
});
