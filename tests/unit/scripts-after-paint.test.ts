import vm from 'node:vm';
import { inlineScriptHashes } from '@/lib/security/inline-scripts';
import { LOADER_ID, scriptLoader, withScriptsAfterFirstPaint } from '@/lib/performance/scripts-after-paint';

// The shape of a page `next build` prerenders (Next 16, Turbopack), cut down: the bootstrap chunk's
// preload and the page's chunks in <head>, the RSC payload, the polyfills and the bootstrap at the end.
const prerendered = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/45909lvnoajua.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0u1-lc7r-u-c7.js"/>',
  '<script src="/_next/static/chunks/262uxxszab7p8.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '<title>Contact</title><script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><main><h1>Start a conversation</h1><a href="/book">Book a call</a></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/421c_el12128q.js\\""])</script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<script src="/_next/static/chunks/0u1-lc7r-u-c7.js" async=""></script></body></html>',
].join('');

const chunks = ['/_next/static/chunks/262uxxszab7p8.js', '/_next/static/chunks/turbopack-077hmtqrhcoji.js', '/_next/static/chunks/0u1-lc7r-u-c7.js'];

describe('withScriptsAfterFirstPaint', () => {
  const moved = withScriptsAfterFirstPaint(prerendered);

  it('takes every chunk script and script preload out of the markup', () => {
    expect(moved).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(moved).not.toContain('rel="preload" as="script"');
  });

  it('lists each chunk once, in the order the page had them, in one loader just before </body>', () => {
    const loader = `<script id="${LOADER_ID}">${scriptLoader(chunks)}</script>`;
    expect(moved.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(moved.split(LOADER_ID)).toHaveLength(2);
  });

  it('leaves the rest of the page as it was: stylesheet, font preload, data, payload, polyfills', () => {
    const untouched = prerendered
      .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0u1-lc7r-u-c7.js"/>', '')
      .replace(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/g, '');
    const loaderStart = moved.indexOf(`<script id="${LOADER_ID}">`);
    expect(moved.slice(0, loaderStart) + moved.slice(moved.indexOf('</body>'))).toBe(untouched);
    expect(moved).toContain('noModule=""');
  });

  it('gives the CSP manifest one more inline script to hash, the loader', () => {
    expect(inlineScriptHashes(moved)).toHaveLength(inlineScriptHashes(prerendered).length + 1);
  });

  it('changes nothing on a second run over the same build', () => {
    expect(withScriptsAfterFirstPaint(moved)).toBe(moved);
  });

  it('stops the build on chunk scripts in markup it does not know, rather than moving half of them', () => {
    const nonced = prerendered.replace('<script src="/_next/static/chunks/262uxxszab7p8.js" async="">', '<script src="/_next/static/chunks/262uxxszab7p8.js" async="" nonce="abc">');
    expect(() => withScriptsAfterFirstPaint(nonced)).toThrow(/does not know/);
    expect(() => withScriptsAfterFirstPaint(prerendered.replace('</body>', ''))).toThrow(/no <\/body>/);
  });

  it('moves only the build\'s own files: another site\'s script stays where it is', () => {
    const other = '<script src="https://example.com/widget.js" async=""></script>';
    expect(withScriptsAfterFirstPaint(prerendered.replace('<title>', `${other}<title>`))).toContain(other);
  });
});

/** Runs the loader against a stand-in browser and records what it does. */
function browser({ hidden = false, paintTiming = true } = {}) {
  const added: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean; options: unknown }[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? ' async' : ''}`) },
    createElement: () => ({ src: '', async: false }),
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    private record;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, disconnected: false, options: null as unknown };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const window = { PerformanceObserver };
  const context = vm.createContext({
    window,
    document,
    PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  vm.runInContext(scriptLoader(['/a.js', '/b.js']), context);
  const paint = (name: string) => {
    for (const observer of observers) {
      if (observer.disconnected) continue;
      observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (observer.disconnected = true) });
    }
  };
  return { added, timers, frames, listeners, observers, document, paint };
}

describe('the loader, in the browser', () => {
  it('adds nothing until the first contentful paint, then each chunk once, async', () => {
    const page = browser();
    expect(page.added).toEqual([]);
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(['/a.js async', '/b.js async']);
    expect(page.observers[0]!.disconnected).toBe(true);
    for (const timer of page.timers) timer.fn();
    page.listeners.visibilitychange?.forEach((fn) => fn());
    expect(page.added).toHaveLength(2);
  });

  it('starts after 4 s if no paint is ever reported, and when the tab is hidden before it paints', () => {
    const late = browser();
    expect(late.timers.map((timer) => timer.ms)).toEqual([4000]);
    late.timers[0]!.fn();
    expect(late.added).toHaveLength(2);

    const leaving = browser();
    leaving.document.visibilityState = 'hidden';
    leaving.listeners.visibilitychange!.forEach((fn) => fn());
    expect(leaving.added).toHaveLength(2);
  });

  it('starts at once in a hidden tab, which paints nothing until it is shown', () => {
    expect(browser({ hidden: true }).added).toHaveLength(2);
  });

  it('waits one frame where the browser has no paint timing', () => {
    const page = browser({ paintTiming: false });
    expect(page.observers).toHaveLength(0);
    expect(page.added).toEqual([]);
    page.frames.forEach((fn) => fn());
    expect(page.added).toEqual([]);
    page.timers.forEach((timer) => timer.fn());
    expect(page.added).toEqual(['/a.js async', '/b.js async']);
  });
});
