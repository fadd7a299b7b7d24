/**
 * Style facts as a browser reads the page's own stylesheet (css-tree parses it, css-select matches
 * its selectors, @media is read at the 412 px phone the review claims to be): what keeps a page
 * invisible until a script shows it.
 */
import { mediaAppliesOnPhone } from '@/lib/review/facts/styles';
import { factsOf } from '../../support/review-facts';

const text = `<main class="content">${'<p>We repair roofs across Marlton and the county, every season of the year.</p>'.repeat(4)}</main>`;
const page = (style: string, extra = '') => factsOf(`<style${extra}>${style}</style><div class="wrapper">${text}</div><script>document.body.classList.add('loaded')</script>`);

describe('a page hidden until a script shows it', () => {
  it('is read from any selector the page’s elements match, a transition included: a transition needs its trigger', () => {
    expect(page('.wrapper > main.content { opacity: 0; transition: opacity .4s }').hiddenUntilScript).toBe('.wrapper > main.content { opacity: 0; transition: opacity .4s }');
    expect(page('body:not(.loaded) { visibility: hidden !important }').hiddenUntilScript).toBe('body:not(.loaded) { visibility: hidden !important }');
    expect(page('html.wf-loading body { display: none }').hiddenUntilScript).toBe('html.wf-loading body { display: none }');
  });

  it('is not read from a CSS animation, which runs by itself, nor from rules a phone does not apply', () => {
    expect(page('body { opacity: 0; animation: fade-in 1s forwards } @keyframes fade-in { from { opacity: 0 } to { opacity: 1 } }').hiddenUntilScript).toBeNull();
    expect(page('@media (min-width: 1024px) { body { display: none } }').hiddenUntilScript).toBeNull();
    expect(page('@media print { body { display: none } }').hiddenUntilScript).toBeNull();
    expect(page('body { display: none }', ' media="print"').hiddenUntilScript).toBeNull();
    expect(page('.modal, .cookie-banner { display: none }').hiddenUntilScript).toBeNull();
    expect(page('@media (max-width: 600px) { .wrapper { opacity: 0 } }').hiddenUntilScript).toBe('.wrapper { opacity: 0 }');
  });

  it('needs a script on the page to be waiting for', () => {
    expect(factsOf(`<style>body { opacity: 0 }</style>${text}`).hiddenUntilScript).toBeNull();
  });
});

describe('media queries at the phone’s width', () => {
  it.each([
    ['', true],
    ['screen', true],
    ['all and (max-width: 600px)', true],
    ['screen and (min-width: 413px)', false],
    ['(min-width: 25em)', true],
    ['(min-width: 26em)', false],
    ['print', false],
    ['print, (max-width: 480px)', true],
    ['not print', true],
    ['(orientation: landscape)', false],
  ])('%j applies: %s', (query, applies) => {
    expect(mediaAppliesOnPhone(query)).toBe(applies);
  });
});
