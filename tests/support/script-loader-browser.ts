import vm from 'node:vm';

/*
 * A stand-in browser for the script loader the post-build step writes into each prerendered page
 * (scripts/build/scripts-after-paint.ts): it records what the loader adds, preloads and fetches, and
 * lets a test paint, answer the payload's fetch, hide the tab and run timers and frames.
 */

/** Runs the loader against a stand-in browser and records what it does. */
export function browser(source: string, { hidden = false, paintTiming = true } = {}) {
  const added: string[] = [];
  const preloaded: string[] = [];
  const fetched: string[] = [];
  const answers: ((response: { ok: boolean; json: () => Promise<unknown> }) => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean; options: unknown }[] = [];
  type Made = { src: string; async: boolean; rel: string; as: string; href: string };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: {
      appendChild: (element: Made & { tag: string }) => {
        if (element.tag === 'script') added.push(`${element.src}${element.async ? ' async' : ''}`);
        else if (element.rel === 'preload' && element.as === 'script') preloaded.push(element.href);
      },
    },
    createElement: (tag: string) => ({ tag, src: '', async: false, rel: '', as: '', href: '' }),
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
  const self: { __next_f?: unknown[] } = {};
  const fetch = (url: string) => {
    fetched.push(url);
    return new Promise((resolve) => answers.push(resolve));
  };
  const context = vm.createContext({
    window,
    self,
    document,
    fetch,
    PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  vm.runInContext(source, context);
  const paint = (name: string) => {
    for (const observer of observers) {
      if (observer.disconnected) continue;
      observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (observer.disconnected = true) });
    }
  };
  /** Answers the oldest fetch not answered yet, then lets its promise chain run. */
  const answer = async (status: number, body: string) => {
    answers.shift()!({ ok: status >= 200 && status < 300, json: async () => JSON.parse(body) });
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { added, preloaded, fetched, timers, frames, listeners, observers, document, paint, answer, queue: () => self.__next_f };
}
