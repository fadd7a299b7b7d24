/**
 * A stylesheet as a phone's browser reads it for one page (lib/review/html/stylesheet.ts): css-tree
 * parses it, css-select matches its selectors against the page, @media is read at 412 px, and the
 * page's fonts are chosen once all its stylesheets are read.
 */
import { parsePage } from '@/lib/review/html/document';
import { pageFonts, stylesheetUse } from '@/lib/review/html/stylesheet';

const page = (body: string) => parsePage({ url: 'https://site.example/', status: 200, headers: {}, body: `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`, bytes: 0, elapsedMs: 0, redirects: [] });

describe('what a stylesheet makes a page fetch', () => {
  const css = `
    @import url("print.css") print;
    @import "phone.css" screen and (max-width: 600px);
    .hero { background: url(hero.jpg) center / cover }
    .banner-2019 { background-image: url("banner.jpg") }
    nav a:hover { background: url(hover.png) }
    li.star::before { content: url(star.svg) }
    @media (min-width: 1024px) { .hero { background-image: url(hero-wide.jpg) } }
    @media (max-width: 600px) { .hero { background-image: url(hero-phone.jpg) } }
    @keyframes pulse { from { background: url(frame.png) } }
    body { font-family: "Open Sans", sans-serif }
    .fancy { font: italic 700 1.2rem/1.4 Lobster, cursive }`;

  it('fetches the pictures of rules an element matches on the phone, and names the rest as latent', () => {
    const use = stylesheetUse(css, page('<div class="hero">Welcome</div><nav><a href="/">Home</a></nav><ul><li class="star">One</li></ul>'));
    expect(use.imports).toEqual(['phone.css']);
    expect(use.images).toEqual(['hero.jpg', 'star.svg', 'hero-phone.jpg']);
    expect(use.latent.sort()).toEqual(['banner.jpg', 'hover.png', 'hero-wide.jpg'].sort());
    expect(use.families).toEqual(['open sans', 'sans-serif']);
  });

  it('says which latent pictures a visitor brings about by a state of an element the page has (:hover, :focus), and which none can', () => {
    const withNav = stylesheetUse(css, page('<nav><a href="/">Home</a></nav>'));
    expect(withNav.onState).toEqual([{ url: 'hover.png', selector: 'nav a:hover' }]);
    expect(stylesheetUse(css, page('<p>No menu here</p>')).onState).toEqual([]);
    const focus = stylesheetUse('.faq summary:focus-visible, .gone:hover { background: url(ring.png) }', page('<details class="faq"><summary>Q</summary></details>'));
    expect(focus).toMatchObject({ images: [], latent: ['ring.png'], onState: [{ url: 'ring.png', selector: '.faq summary:focus-visible' }] });
  });

  it('counts a selector css-select cannot read as matching: nothing is called unused that was not checked', () => {
    expect(stylesheetUse('.a:has-unknown-pseudo(x) { background: url(a.png) }', page('<p>x</p>')).images).toEqual(['a.png']);
  });
});

describe('the fonts a page fetches', () => {
  const base = new URL('https://site.example/css/');
  const faces = stylesheetUse(
    `@font-face { font-family: "Open Sans"; src: url(os.eot); src: url(os.eot?#iefix) format("embedded-opentype"), local("Open Sans"), url(os.woff2) format("woff2"), url(os.woff) format("woff") }
     @font-face { font-family: "Open Sans"; src: url(os-cyrillic.woff2) format("woff2"); unicode-range: U+0400-045F }
     @font-face { font-family: Lobster; src: url(lobster.woff2) format("woff2") }
     @font-face { font-family: Icons; src: url(icons.svg#icons) format("svg"), url(icons.ttf) format("truetype") }`,
    page('<p>x</p>'),
  ).faces.map((face) => ({ face, base }));

  it('takes one file per face a rule uses, in the first format a phone reads, for the characters on the page', () => {
    const chosen = pageFonts(faces, new Set(['open sans', 'icons']), page('<p>Plain English text.</p>'));
    expect(chosen.fetched.map((f) => f.file)).toEqual(['os.woff2', 'icons.ttf']);
    expect(chosen.latent.map((f) => f.file).sort()).toEqual(['icons.svg#icons', 'lobster.woff2', 'os-cyrillic.woff2', 'os.eot?#iefix', 'os.woff'].sort());
  });

  it('fetches a subset when the page has its characters, and a family an element’s own style names', () => {
    const chosen = pageFonts(faces, new Set(['open sans']), page('<p>Привет</p><span style="font-family: Lobster">Hi</span>'));
    expect(chosen.fetched.map((f) => f.file)).toEqual(['os.woff2', 'os-cyrillic.woff2', 'lobster.woff2']);
  });
});
