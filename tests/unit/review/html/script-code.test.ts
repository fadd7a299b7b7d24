/**
 * A script read as code (@babel/parser): what it defines for the page's other code, what it uses
 * that it does not define, and when each use runs: while the page loads, or later (an event, the
 * page's DOMContentLoaded or load).
 */
import { functionsRun, readScriptCode, runsWith } from '@/lib/review/html/script-code';

const read = (code: string) => readScriptCode(code)!;
const atLoad = (code: string) => {
  const script = read(code);
  const run = functionsRun(script, null);
  return script.uses.filter((u) => runsWith(u, run, true)).map((u) => u.name);
};

describe('what a script defines', () => {
  it('is its top-level declarations, what it puts on window, and the jQuery plugins it adds', () => {
    const script = read(`var a = 1; let b; const { c } = {}; function d() { var inner = 1; } class E {}
      f = 2; window.g = function () {}; self['h'] = 1;
      (function ($) { var local = 1; $.fn.slick = function () {}; })(jQuery);`);
    expect(script.defines.sort()).toEqual(['E', 'a', 'b', 'c', 'd', 'f', 'g', 'h']);
    expect(script.plugins).toEqual(['slick']);
  });

  it('is nothing for code a browser would refuse, or for an on… attribute', () => {
    expect(readScriptCode('var = ;')).toBeNull();
    expect(readScriptCode('var x = 1; return toggleMenu(this);', { handler: true })!.defines).toEqual([]);
  });
});

describe('what a script uses, and when', () => {
  it('runs its top-level code, functions called at once and functions handed to a call while the page loads', () => {
    expect(atLoad(`jQuery(document).ready(function ($) { $('.x').slick(); later(); });
      (function () { nowToo(); })();
      setTimeout(function () { soon(); }, 0);
      init();
      function init() { FLIR.init(); }
      function onClick() { never(); }
      document.addEventListener('DOMContentLoaded', function () { afterLoad(); });
      if (typeof Maybe === 'undefined') {}`).sort()).toEqual(['FLIR', 'Maybe', 'document', 'document', 'jQuery', 'nowToo', 'setTimeout', 'soon'].sort());
  });

  it('reads typeof x and window.x as guarded uses, which throw nothing, and a name the script gives itself as none', () => {
    const script = read('var api = window.SITE_CONFIG?.apiBase; if (typeof jQuery !== "undefined") {} window.dataLayer = window.dataLayer || []; window.ready = true;');
    expect(script.uses.filter((u) => u.name !== 'window').map((u) => [u.name, u.guarded === true, u.code])).toEqual([
      ['SITE_CONFIG', true, 'window.SITE_CONFIG'],
      ['jQuery', true, 'jQuery'],
    ]);
    expect(script.defines.sort()).toEqual(['api', 'dataLayer', 'ready']);
  });

  it('leaves out what the script declares itself, in any scope, and the handler’s own event', () => {
    expect(read('var $ = 1; $(".a"); function f(x) { var y; x(); y(); z(); }').uses.map((u) => u.name)).toEqual(['z']);
    expect(readScriptCode('toggleMenu(event); return false;', { handler: true })!.uses.map((u) => u.name)).toEqual(['toggleMenu']);
  });

  it('quotes the code around each use as written, whitespace made one space, cut before a double quote', () => {
    const script = read(`jQuery('.menu-toggle').on('click', function () {\n  $('#nav').toggle();\n});\nnew FlashObject("a.swf", "x");`);
    expect(script.uses.map((u) => u.code)).toEqual(["jQuery('.menu-toggle').on('click', func…", "$('#nav').toggle()", 'new FlashObject(…']);
    expect(script.selectors.map((s) => [s.name, s.statement])).toEqual([['.menu-toggle', 0], ['#nav', 0]]);
  });

  it('follows the page’s calls into the functions of the script: what a called function uses runs when it does', () => {
    const script = read('function open() { helper(); setTimeout(soon, 0); x.onclick = named; } function helper() { $("#booking").show(); } function soon() {} function named() {} function unused() { other(); }');
    const run = functionsRun(script, new Set(['open']));
    // A function handed to a call may run then; one only named (x.onclick = named) does not.
    expect([...run].sort()).toEqual(['helper', 'open', 'soon']);
    expect(script.uses.filter((u) => runsWith(u, run, false)).map((u) => u.name)).toEqual(['setTimeout', 'x', '$']);
  });
});
