/**
 * What a script file defines for the page's other code when the review cannot read it (a file that
 * failed to load, another site's file): known only for libraries named by their address, each with
 * the globals (and jQuery plugins) it is documented to define and what it needs itself. And the
 * names every browser defines, which no file of the page has to. Pure.
 */

export interface KnownLibrary {
  name: string;
  defines: string[];
  /** jQuery plugins it adds: $(…).name(…). */
  plugins: string[];
  /** Globals its own code uses as it loads (a jQuery plugin needs jQuery). */
  needs: string[];
}

const JQUERY_PLUGIN = { defines: [], needs: ['jQuery'] };

/** Libraries by their file name (the last segment of the path, any version or .min in it) or, for a few, their address. */
const LIBRARIES: { file: RegExp; library: KnownLibrary }[] = [
  { file: /^jquery(?:[-.](?:\d+(?:\.\d+)*|latest))?(?:\.slim)?(?:\.min)?\.js$/i, library: { name: 'jQuery', defines: ['jQuery', '$'], plugins: [], needs: [] } },
  { file: /^slick(?:\.min)?\.js$/i, library: { name: 'Slick', plugins: ['slick'], ...JQUERY_PLUGIN } },
  { file: /^(?:jquery\.)?flexslider(?:-min|\.min)?\.js$/i, library: { name: 'FlexSlider', plugins: ['flexslider'], ...JQUERY_PLUGIN } },
  { file: /^owl\.carousel(?:\.min)?\.js$/i, library: { name: 'Owl Carousel', plugins: ['owlCarousel'], ...JQUERY_PLUGIN } },
  { file: /^jquery\.magnific-popup(?:\.min)?\.js$/i, library: { name: 'Magnific Popup', plugins: ['magnificPopup'], ...JQUERY_PLUGIN } },
  { file: /^jquery\.fancybox(?:-\d+(?:\.\d+)*)?(?:\.pack|\.min)?\.js$/i, library: { name: 'fancyBox', plugins: ['fancybox'], ...JQUERY_PLUGIN } },
  { file: /^jquery\.colorbox(?:-min|\.min)?\.js$/i, library: { name: 'Colorbox', plugins: ['colorbox'], ...JQUERY_PLUGIN } },
  { file: /^jquery\.fitvids(?:\.min)?\.js$/i, library: { name: 'FitVids', plugins: ['fitVids'], ...JQUERY_PLUGIN } },
  { file: /^jquery\.bxslider(?:\.min)?\.js$/i, library: { name: 'bxSlider', plugins: ['bxSlider'], ...JQUERY_PLUGIN } },
  { file: /^swiper(?:-bundle)?(?:\.min)?\.js$/i, library: { name: 'Swiper', defines: ['Swiper'], plugins: [], needs: [] } },
  { file: /^angular(?:\.min)?\.js$/i, library: { name: 'AngularJS', defines: ['angular'], plugins: [], needs: [] } },
  { file: /^mootools(?:-core|-more)?(?:-[\d.]+)?(?:-yc|-nc)?(?:\.min)?\.js$/i, library: { name: 'MooTools', defines: ['MooTools', '$', '$$'], plugins: [], needs: [] } },
  { file: /^prototype(?:[-.]\d+(?:\.\d+)*)?(?:\.min)?\.js$/i, library: { name: 'Prototype', defines: ['Prototype', '$', '$$'], plugins: [], needs: [] } },
  { file: /^(?:lodash|underscore)(?:[-.]\d+(?:\.\d+)*)?(?:\.min)?\.js$/i, library: { name: 'Lodash', defines: ['_'], plugins: [], needs: [] } },
  { file: /^modernizr(?:[-.][\w.-]+)?\.js$/i, library: { name: 'Modernizr', defines: ['Modernizr'], plugins: [], needs: [] } },
  { file: /^swfobject(?:\.min)?\.js$/i, library: { name: 'SWFObject', defines: ['swfobject'], plugins: [], needs: [] } },
];
/** Google's own addresses: the Maps JavaScript API and its old analytics tags. */
const ADDRESSES: { url: RegExp; library: KnownLibrary }[] = [
  { url: /^maps\.googleapis\.com\/maps\/api\/js$/i, library: { name: 'Google Maps', defines: ['google'], plugins: [], needs: [] } },
  { url: /^(?:(?:ssl|www)\.)?google-analytics\.com\/ga\.js$/i, library: { name: 'Google Analytics (ga.js)', defines: ['_gat'], plugins: [], needs: [] } },
  { url: /^(?:(?:ssl|www)\.)?google-analytics\.com\/urchin\.js$/i, library: { name: 'Urchin (urchin.js)', defines: ['urchinTracker'], plugins: [], needs: [] } },
];

/** The library a script address names, or null when its name says nothing certain. */
export function knownLibrary(url: URL): KnownLibrary | null {
  const file = url.pathname.split('/').at(-1) ?? '';
  return LIBRARIES.find((l) => l.file.test(file))?.library ?? ADDRESSES.find((a) => a.url.test(`${url.hostname}${url.pathname}`))?.library ?? null;
}

/** Script addresses written in a piece of code as text (a loader's document.write): the known libraries among them. */
export function librariesNamedIn(code: string): KnownLibrary[] {
  const found: KnownLibrary[] = [];
  for (const { url, library } of ADDRESSES) if (new RegExp(url.source.replace(/^\^/, '').replace(/\$$/, ''), 'i').test(code)) found.push(library);
  for (const match of code.matchAll(/[\w./-]+\.js\b/gi)) {
    const library = LIBRARIES.find((l) => l.file.test(match[0].split('/').at(-1) ?? ''))?.library;
    if (library) found.push(library);
  }
  return found;
}

/** Globals every browser defines: the language's own and the page's (window, document…); a use of one needs no file. */
export const BROWSER_GLOBALS = new Set(
  `undefined NaN Infinity globalThis eval isFinite isNaN parseFloat parseInt decodeURI decodeURIComponent encodeURI encodeURIComponent escape unescape
  Object Function Array Number Boolean String Symbol BigInt Date RegExp Error EvalError RangeError ReferenceError SyntaxError TypeError URIError
  AggregateError Promise Proxy Reflect Map Set WeakMap WeakSet WeakRef JSON Math Intl ArrayBuffer SharedArrayBuffer DataView Atomics
  Int8Array Uint8Array Uint8ClampedArray Int16Array Uint16Array Int32Array Uint32Array Float32Array Float64Array BigInt64Array BigUint64Array
  window self top parent frames opener document navigator location history screen console performance crypto localStorage sessionStorage
  indexedDB caches name status closed length innerWidth innerHeight outerWidth outerHeight scrollX scrollY pageXOffset pageYOffset
  devicePixelRatio alert confirm prompt print open close focus blur stop scroll scrollTo scrollBy postMessage getComputedStyle getSelection
  matchMedia setTimeout clearTimeout setInterval clearInterval requestAnimationFrame cancelAnimationFrame requestIdleCallback cancelIdleCallback
  queueMicrotask structuredClone atob btoa fetch addEventListener removeEventListener dispatchEvent event external onload onerror onresize onscroll
  XMLHttpRequest FormData URL URLSearchParams Headers Request Response AbortController Blob File FileReader Image Audio Option Worker WebSocket
  EventSource MutationObserver IntersectionObserver ResizeObserver PerformanceObserver CustomEvent Event KeyboardEvent MouseEvent TouchEvent
  Node Element HTMLElement HTMLDocument Document DocumentFragment Text Comment NodeList HTMLCollection DOMParser XMLSerializer Range Selection
  CSS CSSStyleSheet TextEncoder TextDecoder ActiveXObject ScriptEngine arguments`.split(/\s+/),
);
