import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { Parser } from 'htmlparser2';
import { inlineScriptHashes } from '@/scripts/build/csp-manifest';
import {
  LOADER_ID,
  chunkTagsBeforePaint,
  loaderArguments,
  payloadScriptsLeft,
  scriptsAfterPaintProblems,
  withScriptsAfterFirstPaint,
} from '@/scripts/build/scripts-after-paint';
import { browser } from '../../../support/script-loader-browser';

// Pages exactly as `next build` of this site prerendered them, before the post-build step
// (tests/fixtures/next-build/README.md). What the page should look like after the transform is
// read with an HTML parser and a stand-in browser here, not with the transform's own patterns.
const fixture = (name: string) => readFileSync(`tests/fixtures/next-build/server/app/${name}`, 'utf8');
const pages = [
  ['the home page', fixture('index.html')],
  ['the contact page', fixture('contact.html')],
] as const;

type Element = { name: string; attribs: Record<string, string>; text: string };
type Event = { open: string; attribs: Record<string, string> } | { close: string } | { text: string };

/** The page as a parser reads it: its elements (with a script's text) and the stream of events. */
function parse(html: string): { elements: Element[]; events: (skip: (element: Element) => boolean) => Event[] } {
  const raw: ({ element: Element } | { close: string } | { text: string })[] = [];
  const elements: Element[] = [];
  let script: Element | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const element = { name, attribs, text: '' };
        elements.push(element);
        raw.push({ element });
        if (name === 'script') script = element;
      },
      ontext(text) {
        if (script) script.text += text;
        else raw.push({ text });
      },
      onclosetag(name) {
        if (name === 'script') script = null;
        raw.push({ close: name });
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  /** Every event but those of skipped elements, with neighbouring text joined. */
  const events = (skip: (element: Element) => boolean) => {
    const out: Event[] = [];
    let skipping: string | null = null;
    for (const event of raw) {
      if (skipping) {
        if ('close' in event && event.close === skipping) skipping = null;
        continue;
      }
      if ('element' in event) {
        if (skip(event.element)) {
          skipping = event.element.name;
          continue;
        }
        out.push({ open: event.element.name, attribs: event.element.attribs });
        if (event.element.name === 'script') out.push({ text: event.element.text });
      } else if ('text' in event && out.at(-1) && 'text' in out.at(-1)!) {
        (out.at(-1) as { text: string }).text += event.text;
      } else {
        out.push(event);
      }
    }
    return out;
  };
  return { elements, events };
}

const isChunk = (url: string | undefined) => url?.startsWith('/_next/static/') ?? false;
/** A <script src> of the build's that modern browsers run (the polyfills' noModule one they skip). */
const isChunkScript = (e: Element) => e.name === 'script' && isChunk(e.attribs.src) && !('nomodule' in e.attribs);
const isScriptPreload = (e: Element) => e.name === 'link' && e.attribs.rel === 'preload' && e.attribs.as === 'script';
const isLoader = (e: Element) => e.name === 'script' && e.attribs.id === LOADER_ID;
/** An inline script that queues RSC payload for Next's runtime. */
const isPayload = (e: Element) => e.name === 'script' && !e.attribs.src && !isLoader(e) && e.text.includes('self.__next_f');
/** What a payload script queues: its call's argument, read by a stand-in browser rather than a pattern. */
const queuedBy = (scripts: Element[]) => {
  const context = vm.createContext({ self: {} as { __next_f?: unknown[] } });
  for (const script of scripts) vm.runInContext(script.text, context);
  return (context.self as { __next_f?: unknown[] }).__next_f ?? [];
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe.each(pages)('withScriptsAfterFirstPaint on %s as next build wrote it', (_name, raw) => {
  const before = parse(raw);
  const { html: moved, payload } = withScriptsAfterFirstPaint(raw);
  const after = parse(moved);
  const rawChunks = before.elements.filter(isChunkScript).map((e) => e.attribs.src!);
  const rawPreloads = before.elements.filter(isScriptPreload).map((e) => e.attribs.href!);
  const rawPayload = before.elements.filter(isPayload);

  it('starts from what the transform is for: chunk scripts and the RSC payload Next put in the page, and no loader', () => {
    expect(rawChunks.length).toBeGreaterThan(3);
    expect(rawPayload.length).toBeGreaterThan(1);
    expect(before.elements.some(isLoader)).toBe(false);
  });

  it('takes the RSC payload out of the page into its file: the same segments, in order, at a URL named by their hash', () => {
    expect(after.elements.filter(isPayload)).toEqual([]);
    expect(payloadScriptsLeft(moved)).toEqual([]);
    expect(JSON.parse(payload!.body)).toEqual(queuedBy(rawPayload));
    const hash = createHash('sha256').update(payload!.body, 'utf8').digest('hex').slice(0, 20);
    expect(payload!.url).toBe(`/_next/static/rsc/${hash}.json`);
    expect(loaderArguments(moved)!.payload).toBe(payload!.url);
    expect(moved.length).toBeLessThan(raw.length - payload!.body.length * 0.9);
  });

  it('leaves no chunk script and no script preload outside the loader (the noModule polyfills stay)', () => {
    expect(after.elements.filter(isChunkScript)).toEqual([]);
    expect(after.elements.filter(isScriptPreload)).toEqual([]);
    expect(after.elements.filter((e) => e.name === 'script' && 'nomodule' in e.attribs)).toEqual(
      before.elements.filter((e) => e.name === 'script' && 'nomodule' in e.attribs),
    );
    expect(chunkTagsBeforePaint(moved)).toEqual([]);
  });

  it('adds one loader, the last element of <body>', () => {
    const loaders = after.elements.filter(isLoader);
    expect(loaders).toHaveLength(1);
    const bodyElements = after.elements.slice(after.elements.findIndex((e) => e.name === 'body'));
    expect(bodyElements.at(-1)).toBe(loaders[0]);
  });

  it('loads, once the page has painted, the payload and then exactly the chunks the page had, each once, in the order it had them', async () => {
    const loader = after.elements.find(isLoader)!.text;
    const page = browser(loader, { hidden: true });
    const chunks = [...new Set([...rawChunks, ...rawPreloads])];
    expect(page.fetched).toEqual([payload!.url]);
    expect(page.preloaded).toEqual(chunks);
    expect(page.added).toEqual([]);
    await page.answer(200, payload!.body);
    expect(page.queue()).toEqual(queuedBy(rawPayload));
    expect(page.added).toEqual(chunks.map((src) => `${src} async`));
    expect(page.added.slice(0, new Set(rawChunks).size)).toEqual([...new Set(rawChunks)].map((src) => `${src} async`));
  });

  it('leaves everything else as it was: stylesheet, font preload, metadata, markup, data, polyfills', () => {
    const moveable = (e: Element) => isChunkScript(e) || isScriptPreload(e) || isLoader(e) || isPayload(e);
    expect(after.events(moveable)).toEqual(before.events(moveable));
  });

  it('gives the CSP manifest the loader to hash in place of the payload scripts', () => {
    const loader = after.elements.find(isLoader)!.text;
    const payloadHashes = rawPayload.map((e) => sha256(e.text));
    const kept = inlineScriptHashes(raw).filter((hash) => !payloadHashes.includes(hash));
    expect(new Set(inlineScriptHashes(moved))).toEqual(new Set([...kept, sha256(loader)]));
  });

  it('changes nothing on a second run over the same build', () => {
    expect(withScriptsAfterFirstPaint(moved)).toEqual({ html: moved, payload: null });
  });

  it('passes its post-build check, which the page as Next wrote it fails', () => {
    expect(scriptsAfterPaintProblems(moved)).toEqual([]);
    const problems = scriptsAfterPaintProblems(raw);
    expect(problems[0]).toMatch(/no loader/);
    expect(problems).toHaveLength(1 + rawChunks.length + rawPreloads.length + rawPayload.length);
  });

  it('moves only the build\'s own files: another site\'s script stays where it is', () => {
    const other = '<script src="https://example.com/widget.js" async=""></script>';
    expect(withScriptsAfterFirstPaint(raw.replace('</head>', `${other}</head>`)).html).toContain(other);
  });
});

describe('when Next writes its chunk tags another way', () => {
  const [, raw] = pages[0];
  const preload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/.exec(raw);
  const script = /<script src="(\/_next\/static\/chunks\/[^"]+)" async=""><\/script>/.exec(raw);

  it('has a script preload and chunk scripts in the form this build writes them', () => {
    expect(preload).not.toBeNull();
    expect(script).not.toBeNull();
  });

  it.each([
    ['a preload with its attributes in another order', () => raw.replace(preload![0], `<link rel="preload" href="${preload![1]}" as="script" fetchPriority="low"/>`)],
    ['a preload without fetchPriority', () => raw.replace(preload![0], `<link rel="preload" as="script" href="${preload![1]}"/>`)],
    ['a modulepreload', () => raw.replace(preload![0], `<link rel="modulepreload" href="${preload![1]}"/>`)],
    ['a chunk script with a nonce', () => raw.replace(script![0], `<script src="${script![1]}" async="" nonce="abc"></script>`)],
    ['a chunk script without async', () => raw.replace(script![0], `<script src="${script![1]}"></script>`)],
  ])('stops the build on %s rather than leave it fetched before the paint', (_case, variant) => {
    expect(() => withScriptsAfterFirstPaint(variant())).toThrow(/does not know/);
  });

  it('stops the build on RSC payload written another way rather than leave it in the page or cut it wrong', () => {
    const semicolon = raw.replace(/(<script>self\.__next_f\.push\([\s\S]*?\))(<\/script>)/, '$1;$2');
    expect(semicolon).not.toBe(raw);
    expect(() => withScriptsAfterFirstPaint(semicolon)).toThrow(/not JSON|does not know/);
    const attributed = raw.replace('<script>self.__next_f.push(', '<script nonce="abc">self.__next_f.push(');
    expect(() => withScriptsAfterFirstPaint(attributed)).toThrow(/payload script in a form this transform does not know/);
  });

  it('fails the post-build check of a page where such a tag is left next to the loader', () => {
    const { html: moved } = withScriptsAfterFirstPaint(raw);
    const left = `<link rel="preload" href="${preload![1]}" as="script"/>`;
    const problems = scriptsAfterPaintProblems(moved.replace('</head>', `${left}</head>`));
    expect(problems).toEqual([expect.stringContaining(left)]);
  });

  it('stops on a page without </body> to put the loader before', () => {
    expect(() => withScriptsAfterFirstPaint(raw.replace('</body>', ''))).toThrow(/no <\/body>/);
  });
});
