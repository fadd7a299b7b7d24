/**
 * What the page's own code needs of its script files: a file that failed to load is reported by what
 * breaks without it (the code that calls what it would define, and the control that code runs), and
 * a render-blocking file the code after it needs as the page loads is never advised `defer` alone.
 */
import { factsOf, found, resource } from '../../support/review-facts';
import type { FetchedResource } from '@/lib/review/fetch/resources';
import { findIssues } from '@/lib/review/findings';
import { parsePage } from '@/lib/review/html/document';
import { corpusOf, proofPage, proveFindings } from '@/lib/review/proof';

const html = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbor Cafe</title>${head}</head><body>${body}</body></html>`;
const page = (head: string, body: string, resources: Partial<FetchedResource>[]) => factsOf(html(head, body), { raw: true, resources });

/** What the proof stage drops of the page's findings, checked against the page as fetched. */
function dropped(head: string, body: string, resources: Partial<FetchedResource>[]) {
  const source = html(head, body);
  const url = 'https://www.example.com/';
  const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: source, bytes: source.length, elapsedMs: 10, redirects: [] });
  const proof = proofPage(url, document, source, resources.map(resource));
  const findings = findIssues(page(head, body, resources)).filter((f) => f.id === 'broken-files' || f.id === 'render-blocking-scripts');
  return proveFindings(findings, corpusOf([proof])).proof.dropped;
}
const at = (path: string, r: Partial<FetchedResource> = {}) => resource({ url: `https://www.example.com${path}`, renderBlocking: true, ...r });

const missingHead = '<script src="/js/jquery.min.js"></script>';
const missingBody = `<header><button class="menu-toggle">Menu</button><nav id="nav"><a href="/menu">Our menu</a></nav></header>
   <div class="slider"><img src="/a.jpg" alt="Our terrace"></div>
   <a href="#book" onclick="openBooking(); return false;">Book a table</a>
   <script>
     jQuery(function ($) { $('.menu-toggle').on('click', function () { $('#nav').toggle(); }); $('.slider').fadeIn(); });
     function openBooking() { $('#booking').show(); }
   </script>`;
const missingFiles = [at('/js/jquery.min.js', { status: 404, wireBytes: 0, bytes: 0 })];
const jqueryMissing = page(missingHead, missingBody, missingFiles);

describe('a script file that failed to load', () => {
  it('names the code that uses what it would define, and the controls that code runs', () => {
    expect(jqueryMissing.scriptNeeds.broken).toEqual([
      {
        file: '/js/jquery.min.js',
        library: 'jQuery',
        names: ['jQuery', '$'],
        failures: [
          { where: 'load', code: "jQuery(function ($) { $('.menu-toggle')…", controls: ['".menu-toggle" (the button "Menu")', '"#nav"', '".slider"'] },
          { where: 'event', code: 'openBooking()', controls: ['the link "Book a table"'] },
        ],
      },
    ]);
  });

  it('says what breaks in the broken-files finding, on the file’s own line, and asks to restore it rather than remove it', () => {
    const finding = found(jqueryMissing, 'broken-files')!;
    expect(finding.evidence).toHaveLength(1);
    expect(finding.evidence[0]).toMatch(/^\/js\/jquery\.min\.js answers 404, so jQuery is missing and the page’s own code that uses it fails: an inline script stops at "jQuery\(function/);
    expect(finding.evidence[0]).toContain('".menu-toggle" (the button "Menu")');
    expect(finding.evidence[0]).toContain('the link "Book a table" runs "openBooking()", which fails');
    expect(finding.advice).toMatch(/^Restore \/js\/jquery\.min\.js first/);
    // Every quotation stands in the page's code, text or attributes, and the file answered so: the proof keeps it all.
    expect(dropped(missingHead, missingBody, missingFiles)).toEqual([]);
  });

  it('says nothing of what breaks when another copy of the library loads, or the file is not a known library', () => {
    const twice = page('<script src="/js/jquery.min.js"></script><script src="https://code.jquery.com/jquery-3.7.1.min.js"></script>', '<script>jQuery(function () {});</script>', [
      at('/js/jquery.min.js', { status: 404 }),
      at('/jquery-3.7.1.min.js', { url: 'https://code.jquery.com/jquery-3.7.1.min.js', thirdParty: true }),
    ]);
    expect(twice.scriptNeeds.broken).toEqual([]);
    expect(found(twice, 'broken-files')!.evidence).toEqual(['/js/jquery.min.js answers 404']);
    const unknown = page('<script src="/js/site.js"></script>', '<button onclick="toggleMenu()">Menu</button>', [at('/js/site.js', { status: 404 })]);
    expect(unknown.scriptNeeds.broken).toEqual([]);
    expect(found(unknown, 'broken-files')!.evidence).toEqual(['/js/site.js answers 404']);
  });

  it('says nothing fails where the code only asks whether the library is there (typeof jQuery, window.jQuery)', () => {
    const guarded = page('<script src="/js/jquery.js"></script>', '<script>if (typeof jQuery !== "undefined") { jQuery(".x").hide(); } if (window.jQuery) {}</script>', [at('/js/jquery.js', { status: 404 })]);
    expect(guarded.scriptNeeds.broken).toEqual([]);
  });

  it('names the site’s own file that uses the library as it loads', () => {
    const facts = page('<script src="/js/jquery.js"></script><script src="/js/custom.js"></script>', '', [
      at('/js/jquery.js', { status: 404 }),
      at('/js/custom.js', { code: 'jQuery(function ($) { $(".x").hide(); });' }),
    ]);
    expect(facts.scriptNeeds.broken[0]!.failures).toEqual([{ where: 'file', code: '/js/custom.js', controls: [] }]);
  });
});

describe('defer advice for a script that holds the first paint', () => {
  it('never advises defer alone for jQuery when inline code after it calls jQuery(…) as the page loads', () => {
    const facts = page('<script src="/js/jquery.min.js"></script><script src="/js/analytics.js"></script>', '<script>jQuery(document).ready(function ($) { $(".x").hide(); });</script>', [
      at('/js/jquery.min.js'),
      at('/js/analytics.js', { code: 'function track() {}' }),
    ]);
    expect(facts.scriptNeeds.blocking).toEqual([
      { file: '/js/jquery.min.js', need: 'needed', by: { code: 'jQuery(document).ready(function ($) { $(…' }, writes: false },
      { file: '/js/analytics.js', need: 'none' },
    ]);
    const finding = found(facts, 'render-blocking-scripts')!;
    expect(finding.evidence[0]).toBe('Script in <head> without async or defer: /js/jquery.min.js (1 KB); the inline code after it uses it as the page loads ("jQuery(document).ready(function ($) { $(…")');
    expect(finding.advice).toMatch(/^Add defer to analytics\.js so the page can paint/);
    expect(finding.advice).toContain('The code after jquery.min.js needs it as the page loads, so defer alone would break that code: move it to the end of the body together with that code');
    expect(finding.advice).not.toMatch(/Add defer to[^.]*jquery/);
    expect(dropped('<script src="/js/jquery.min.js"></script><script src="/js/analytics.js"></script>', '<script>jQuery(document).ready(function ($) { $(".x").hide(); });</script>', [at('/js/jquery.min.js'), at('/js/analytics.js', { code: 'function track() {}' })])).toEqual([]);
  });

  it('keeps its advice within the report’s 600 characters however many scripts block, naming two a sentence', () => {
    const long = Array.from({ length: 12 }, (_, i) => `/wp-content/plugins/a-plugin-with-a-long-name-${i}/assets/js/frontend-script-${i}.min.js?ver=${i}.2.3`);
    const facts = page(long.map((src) => `<script src="${src}"></script>`).join(''), '<script>jQuery(function () {});</script>', long.map((src) => at(src, { code: `var plugin${src.length} = 1;` })));
    const advice = found(facts, 'render-blocking-scripts')!.advice;
    expect(advice.length).toBeLessThanOrEqual(600);
    expect(advice).toMatch(/^Add defer to frontend-script-0\.min\.js, frontend-script-1\.min\.js and 10 more scripts/);
  });

  it('reads the site’s own file for the functions the inline code calls as the page loads, and not for what only an event calls', () => {
    const files = [at('/js/menu.js', { code: 'function initMenu() {} function openMenu() {}' })];
    const calledNow = page('<script src="/js/menu.js"></script>', '<script>initMenu();</script>', files);
    expect(calledNow.scriptNeeds.blocking[0]).toMatchObject({ need: 'needed', by: { code: 'initMenu()' } });
    const onClick = page('<script src="/js/menu.js"></script>', '<button onclick="openMenu()">Menu</button><script>document.addEventListener("DOMContentLoaded", function () { initMenu(); });</script>', files);
    expect(onClick.scriptNeeds.blocking[0]).toEqual({ file: '/js/menu.js', need: 'none' });
    expect(found(onClick, 'render-blocking-scripts')!.advice).toMatch(/^Add defer to menu\.js/);
  });

  it('never advises defer for a configuration file the inline code after it reads as window.name while the page loads', () => {
    const head = '<script src="/assets/site-config.js"></script>';
    const body = '<script>(async function () { const apiBase = window.SITE_CONFIG?.apiBase || ""; })();</script>';
    const files = [at('/assets/site-config.js', { bytes: 224, wireBytes: 224, code: 'window.SITE_CONFIG = Object.freeze({ apiBase: "https://api.example.net" });' })];
    expect(page(head, body, files).scriptNeeds.blocking[0]).toMatchObject({ need: 'needed', by: { code: 'window.SITE_CONFIG' } });
    expect(dropped(head, body, files)).toEqual([]);
  });

  it('does not take a file after it that only names a function using the plugin (lw.prototype.open = open) for one that uses it as it loads', () => {
    const facts = page('<script src="/js/jquery.js"></script><script src="/js/jquery.colorbox-min.js"></script><script src="/js/converter.js"></script>', '', [
      at('/js/jquery.js'),
      at('/js/jquery.colorbox-min.js', { code: '(function ($) { $.fn.colorbox = function () {}; })(jQuery);' }),
      at('/js/converter.js', { code: 'function lw() {} function open(o) { $(".group").colorbox(o); } lw.prototype.open = open; var myWindow = new lw();' }),
    ]);
    expect(facts.scriptNeeds.blocking.map((b) => [b.file, b.need])).toEqual([
      ['/js/jquery.js', 'needed'],
      ['/js/jquery.colorbox-min.js', 'none'],
      ['/js/converter.js', 'none'],
    ]);
  });

  it('asks to check first, not to defer, a file of the site’s that extends jQuery when code after it uses jQuery as the page loads', () => {
    const facts = page('<script src="/js/jquery.js"></script><script src="/js/jquery-migrate.js"></script>', '<script>jQuery(".menu").hide();</script>', [
      at('/js/jquery.js'),
      at('/js/jquery-migrate.js', { code: '(function (jQuery) { jQuery.browser = {}; })(jQuery);' }),
    ]);
    expect(facts.scriptNeeds.blocking.map((b) => b.need)).toEqual(['needed', 'unknown']);
  });

  it('reads a packed file (eval of its own text) as one it cannot read', () => {
    const facts = page('<script src="/js/jquery.js"></script><script src="/js/jquery.easing.pack.js"></script>', '<script>jQuery(".x").animate({ top: 0 }, 400, "easeOutBack");</script>', [
      at('/js/jquery.js'),
      at('/js/jquery.easing.pack.js', { code: "eval(function(p,a,c,k,e,d){return p}('0.1.2=3',4,4,'jQuery|easing|x|y'.split('|'),0,{}))" }),
    ]);
    expect(facts.scriptNeeds.blocking.map((b) => b.need)).toEqual(['needed', 'unknown']);
  });

  it('asks to restore or remove, not defer, a render-blocking script that failed to load', () => {
    const facts = page('<script src="/js/randomtext.html"></script><script src="/js/menu.js"></script>', '', [
      at('/js/randomtext.html', { contentType: 'text/html' }),
      at('/js/menu.js', { code: 'function openMenu() {}' }),
    ]);
    expect(facts.scriptNeeds.blocking.map((b) => b.need)).toEqual(['broken', 'none']);
    expect(found(facts, 'render-blocking-scripts')!.advice).toBe('Restore or remove randomtext.html: the first paint waits for it, though it runs nothing. Add defer to menu.js so the page can paint before it downloads.');
  });

  it('asks to check first a library that a file after it, which the review could not read, may use as it loads', () => {
    const facts = page('<script src="/js/jquery.colorbox-min.js"></script><script src="https://cdn.example.net/colorbox-setup.js"></script>', '', [
      at('/js/jquery.colorbox-min.js'),
      at('/setup.js', { url: 'https://cdn.example.net/colorbox-setup.js', thirdParty: true, renderBlocking: true, status: null, problem: 'unreachable' }),
    ]);
    expect(facts.scriptNeeds.blocking[0]).toEqual({ file: '/js/jquery.colorbox-min.js', need: 'unknown' });
  });

  it('leaves in place a script whose dependent code writes into the page where it stands', () => {
    const facts = page('<script src="/js/swfobject.js"></script>', '<script>document.write(swfobject.getFlashPlayerVersion().major);</script>', [at('/js/swfobject.js')]);
    expect(facts.scriptNeeds.blocking[0]).toMatchObject({ need: 'needed', writes: true });
    expect(found(facts, 'render-blocking-scripts')!.advice).toMatch(/^Leave swfobject\.js in place/);
  });

  it('asks to check first, not to defer, a file it cannot read when inline code after it uses a name nothing it knows defines', () => {
    const facts = page('<script src="https://widgets.example.net/chat.js"></script>', '<script>ChatWidget.start({ id: 4 });</script>', [
      at('/chat.js', { url: 'https://widgets.example.net/chat.js', thirdParty: true }),
    ]);
    expect(facts.scriptNeeds.blocking[0]).toEqual({ file: 'widgets.example.net/chat.js', need: 'unknown' });
    expect(found(facts, 'render-blocking-scripts')!.advice).toMatch(/^Before deferring chat\.js from widgets\.example\.net, check/);
    const plain = page('<script src="https://widgets.example.net/chat.js"></script>', '<script>console.log(document.title);</script>', [at('/chat.js', { url: 'https://widgets.example.net/chat.js', thirdParty: true })]);
    expect(plain.scriptNeeds.blocking[0]!.need).toBe('none');
  });
});
