/**
 * What a page's own stylesheets hide on a phone's first load (lib/review/html/visibility.ts): the
 * cascade as a browser applies it (specificity from css-what, matching by css-select, source order,
 * !important, the element's own style), @media read at 412 px, and nothing claimed hidden where a rule
 * the reading cannot evaluate might show it.
 */
import { parsePage, textBlocks } from '@/lib/review/html/document';
import { hiddenOnPhone } from '@/lib/review/html/visibility';

const page = (body: string) => parsePage({ url: 'https://site.example/', status: 200, headers: {}, body: `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`, bytes: 0, elapsedMs: 0, redirects: [] });

/** The text blocks a phone shows of `body` under `sheets`. */
function shown(body: string, ...sheets: string[]): string[] {
  const d = page(body);
  const hidden = hiddenOnPhone(d, sheets);
  return textBlocks([d.tags('body')[0]!], { hiddenBy: hidden });
}

describe('what a stylesheet hides on the phone', () => {
  it('a message a script shows later (display:none until a class arrives) is not shown', () => {
    expect(shown('<form><p>Write to us</p><p class="success">Thank you, we will call you back</p></form>', '.success { display: none } .sent .success { display: block }')).toEqual(['Write to us']);
  });

  it('media queries are read at 412 px: a desktop-only number is hidden, a rule for wide screens hides nothing', () => {
    const body = '<p class="top-phone">Call 503-555-2368</p><p class="wide">Wide screens only</p><p>Welcome</p>';
    const css = '.top-phone { display: none } @media (min-width: 768px) { .top-phone { display: block } } @media screen and (min-width: 1024px) { .wide { display: none } }';
    expect(shown(body, css)).toEqual(['Wide screens only', 'Welcome']);
    expect(shown('<p class="desk">Desk</p><p>Welcome</p>', '@media (max-width: 600px) { .desk { display: none } }')).toEqual(['Welcome']);
  });

  it('the cascade decides: specificity, then order; !important; the element’s own style', () => {
    expect(shown('<div id="contact"><p class="number">503-555-2368</p></div>', '#contact .number { display: block } .number { display: none }')).toEqual(['503-555-2368']);
    expect(shown('<p class="a">A</p>', '.a { display: none } .a { display: block }')).toEqual(['A']);
    expect(shown('<p class="a">A</p>', '.a { display: block } .a { display: none }')).toEqual([]);
    expect(shown('<p class="a" style="display: block">A</p>', '.a { display: none }')).toEqual(['A']);
    expect(shown('<p class="a" style="display: block">A</p>', '.a { display: none !important }')).toEqual([]);
    expect(shown('<p class="a">A</p>', ':where(p).a { display: block } p.a { display: none }')).toEqual([]);
    expect(shown('<p class="a">A</p>', 'p.a { display: none }', 'p:is(.a, #b) { display: block }')).toEqual(['A']);
  });

  it('visibility is inherited, and a child may be made visible again', () => {
    expect(shown('<div class="v"><p>Gone</p><p class="keep">Kept</p></div>', '.v { visibility: hidden } .v .keep { visibility: visible }')).toEqual(['Kept']);
  });

  it('a rule that needs a state does not apply on the first load', () => {
    expect(shown('<nav class="menu"><a href="/">Home</a><ul class="sub"><li>Team</li></ul></nav>', '.sub { display: none } .menu:hover .sub { display: block }')).toEqual(['Home']);
  });

  it('claims nothing a rule it cannot evaluate might undo, nor what such a rule hides', () => {
    expect(shown('<p class="y">Y</p>', '@supports (display: grid) { .y { display: none } }')).toEqual(['Y']);
    expect(shown('<p class="z">Z</p>', '.z { display: none } @media (hover: hover) { .z { display: block } }')).toEqual(['Z']);
    expect(shown('<p class="p">P</p>', '@media print { .p { display: none } }')).toEqual(['P']);
  });
});
