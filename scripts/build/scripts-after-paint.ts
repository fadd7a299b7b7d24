import { createHash } from 'node:crypto';

/**
 * What hydration needs arrives after the page's first contentful paint: the framework's scripts and
 * the page's RSC payload. Next writes every chunk a page needs into its <head> as `<script async>`
 * (and preloads the bootstrap chunk), so about 147 KB of script is requested with the stylesheet and
 * the font and runs as soon as it arrives, often before the first frame. Lighthouse's simulation
 * then puts all of it on the path to the largest paint: on this machine that was 1.7–2.4 s of
 * simulated LCP against 1.2–1.5 s without it. And Next inlines the page's RSC payload (the React
 * tree the scripts hydrate, as `self.__next_f.push(…)` scripts) into the document itself: 60% of
 * the HTML, 111 of 185 KB on the longest industry page, which the phone downloads before it can
 * paint the text it already has as markup.
 * The pages are complete HTML without script (links are anchors, forms post to the server), so after
 * `next build` the post-build step (scripts/build/post-build.mjs) takes the chunks and the payload
 * out of every prerendered page. The payload goes into a file of its own under /_next/static (named
 * by its hash, so it is cached for good and always matches its page), and one small inline loader at
 * the end of <body> fetches it and the chunks together once the first contentful paint has been
 * presented, queues the payload where Next's runtime reads it, and then adds the chunks. The cost is
 * later hydration: on an emulated slow phone (150 ms, 1.6 Mbps, 4x CPU) the buttons answer about
 * 0.45 s later, with the first paint unchanged. A page whose payload cannot be fetched stays the
 * script-free page it already is.
 * Build tooling, not runtime: only the post-build step and the tests import it. Kept free of Next,
 * path aliases and local imports: post-build.mjs runs it with plain Node (type stripping).
 */

/** The id of the loader's <script> element: a page that has it has been transformed already. */
export const LOADER_ID = '__scripts_after_paint';

/** Whether a page's HTML has the loader, i.e. the transform below has run on it. */
export function hasScriptLoader(html: string): boolean {
  return html.includes(`<script id="${LOADER_ID}">`);
}

/** Only the build's own hashed files, so a source can go into the loader's JSON without escaping. */
const CHUNK_PATH = String.raw`/_next/static/[\w\-.~/]+\.js`;
/** The two forms Next 16 (Turbopack) writes, exactly: what the transform moves. */
const CHUNK_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK_PATH})" async=""></script>`, 'g');
const CHUNK_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK_PATH})"/>`, 'g');
/**
 * The RSC payload's inline scripts, as Next 16 writes them: the first queues `[0]` on a
 * `self.__next_f` it creates, the others push `[1, "…"]` segments. Their argument is JSON (Next
 * escapes `<` in it, so no `</script>` can occur inside).
 */
const PAYLOAD_SCRIPT = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*?)\)<\/script>/g;
/** Where a page's payload is served from: its own file under the build's static folder. */
const PAYLOAD_FOLDER = '/_next/static/rsc/';
const PAYLOAD_URL = new RegExp(String.raw`^/_next/static/rsc/[0-9a-f]{20}\.json$`);

/** A start tag's attributes by lower-cased name (values unquoted; a bare attribute is ''). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * Every tag in a page that still has the browser fetch one of the build's chunks before the first
 * paint, in whatever attribute order or spelling: a `<script src>` of /_next/static (except the
 * polyfills' `noModule` one, which modern browsers skip) and a `<link>` that preloads or
 * modulepreloads a script from there. After the transform there must be none; one that is left is
 * markup the transform did not recognise (Next changed how it writes them).
 */
export function chunkTagsBeforePaint(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const isScript = /^<script/i.test(tag);
    const url = (isScript ? attributes.get('src') : attributes.get('href')) ?? '';
    if (!/^(?:https?:\/\/[^/]+)?\/_next\/static\//.test(url)) continue;
    if (isScript ? !attributes.has('nomodule') : isScriptPreload(attributes)) found.push(tag);
  }
  return found;
}

function isScriptPreload(attributes: Map<string, string>): boolean {
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && (attributes.get('as') ?? '').toLowerCase() === 'script');
}

/**
 * Runs in the browser, in every supported one (no syntax past ES5). Once it starts, it fetches the
 * page's payload and, at the same time, preloads the chunks (fetched, not run); when the payload has
 * arrived it queues its segments on `self.__next_f`, where Next's runtime reads them when its chunk
 * runs, and adds the chunks as async scripts in the order the page listed them, each once. A payload
 * that does not arrive is asked for once more after a second; if that fails too no chunk is added
 * and the page stays what it is without script. It starts:
 * - after the browser reports the first contentful paint (a paint-timing entry is delivered after
 *   the frame is presented, and `buffered` delivers one that came before the observer);
 * - at once in a tab that is hidden (or prerendering), which paints nothing until it is shown;
 * - one frame later where paint timing is not supported;
 * - after 4 s whatever happens, so a browser that never reports a paint still hydrates the page.
 */
const LOADER = `(function (sources, payload) {
  var started = false;
  function addChunks(segments) {
    var queue = (self.__next_f = self.__next_f || []);
    for (var i = 0; i < segments.length; i++) queue.push(segments[i]);
    for (var j = 0; j < sources.length; j++) {
      var script = document.createElement('script');
      script.src = sources[j];
      script.async = true;
      document.head.appendChild(script);
    }
  }
  function fetchPayload(retries) {
    fetch(payload, { credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      })
      .then(addChunks, function () {
        if (retries > 0) setTimeout(function () { fetchPayload(retries - 1); }, 1000);
      });
  }
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = sources[i];
      document.head.appendChild(link);
    }
    fetchPayload(1);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') {
    start();
  } else if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') start();
    });
    setTimeout(start, 4000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})`;

/** The loader's source, on one line, with its chunks and its payload's URL: what goes inside the inline <script>. */
export function scriptLoader(sources: readonly string[], payloadUrl: string): string {
  return `${LOADER.replace(/\n\s*/g, '')}(${JSON.stringify(sources)},${JSON.stringify(payloadUrl)});`;
}

/** A page's RSC payload as the file the loader fetches: its URL and its body (the segments, as JSON). */
export type PayloadFile = { url: string; body: string };

/** Where a payload body is served: named by its hash, so the name changes whenever the body does. */
export function payloadUrl(body: string): string {
  return `${PAYLOAD_FOLDER}${createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 20)}.json`;
}

/**
 * A prerendered page's HTML with its chunk scripts, script preloads and RSC payload taken out and
 * the loader added before </body>, and the payload's file. A page that has the loader already is
 * returned as it is (and no file). Throws where Next's markup is not what this expects (a chunk tag
 * it does not recognise, a payload script that is not JSON or is left over, no </body>), so the
 * build stops rather than serving a page with half its scripts moved.
 */
export function withScriptsAfterFirstPaint(html: string): { html: string; payload: PayloadFile | null } {
  if (hasScriptLoader(html)) return { html, payload: null };
  const sources: string[] = [];
  const take = (_tag: string, source: string) => {
    if (!sources.includes(source)) sources.push(source);
    return '';
  };
  const segments: unknown[] = [];
  const takePayload = (_tag: string, argument: string) => {
    try {
      segments.push(JSON.parse(argument));
    } catch {
      throw new Error(`an RSC payload script whose argument is not JSON: ${argument.slice(0, 80)}…`);
    }
    return '';
  };
  const moved = html.replace(CHUNK_SCRIPT, take).replace(CHUNK_PRELOAD, take).replace(PAYLOAD_SCRIPT, takePayload);
  const leftover = chunkTagsBeforePaint(moved)[0];
  if (leftover) throw new Error(`a chunk tag in markup this transform does not know: ${leftover}`);
  const payloadLeft = payloadScriptsLeft(moved)[0];
  if (payloadLeft) throw new Error(`an RSC payload script in a form this transform does not know: ${payloadLeft}`);
  if (sources.length === 0) throw new Error('the page loads no chunk the way Next writes them, and has no loader');
  if (segments.length === 0) throw new Error('the page has no RSC payload the way Next writes it, and has no loader');
  const end = moved.lastIndexOf('</body>');
  if (end < 0) throw new Error('the page has no </body> to put the loader before');
  const body = JSON.stringify(segments);
  const payload = { url: payloadUrl(body), body };
  const loader = `<script id="${LOADER_ID}">${scriptLoader(sources, payload.url)}</script>`;
  return { html: `${moved.slice(0, end)}${loader}${moved.slice(end)}`, payload };
}

/**
 * The start of every inline script in a page that still carries RSC payload (mentions Next's
 * `__next_f` queue) outside the loader: after the transform there must be none.
 */
export function payloadScriptsLeft(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (attributes.includes(`id="${LOADER_ID}"`) || !body.includes('__next_f')) continue;
    found.push(`<script${attributes}>${body.slice(0, 60)}…`);
  }
  return found;
}

/** What a transformed page's loader adds: its chunk URLs in order and its payload's URL; null for a page without the loader. */
export function loaderArguments(html: string): { sources: string[]; payload: string } | null {
  const start = html.indexOf(`<script id="${LOADER_ID}">`);
  if (start < 0) return null;
  const body = html.slice(start, html.indexOf('</script>', start));
  const call = /\((\[[^\]]*\]),("[^"]*")\);$/.exec(body);
  if (!call) return { sources: [], payload: '' };
  return { sources: JSON.parse(call[1]!) as string[], payload: JSON.parse(call[2]!) as string };
}

/** What is wrong with a page the transform should have run on (the post-build check), without the files it names. */
export function scriptsAfterPaintProblems(html: string): string[] {
  const problems: string[] = [];
  const loaders = html.split(`<script id="${LOADER_ID}">`).length - 1;
  if (loaders !== 1) problems.push(loaders === 0 ? 'no loader: the page was not transformed' : `${loaders} loaders`);
  const call = loaderArguments(html);
  if (call && call.sources.length === 0) problems.push('the loader lists no chunk');
  if (call && !PAYLOAD_URL.test(call.payload)) problems.push(`the loader fetches no payload file of the build's (${JSON.stringify(call.payload)})`);
  if (loaders === 1 && html.indexOf(`<script id="${LOADER_ID}">`) > html.lastIndexOf('</body>')) problems.push('the loader is not inside <body>');
  for (const tag of chunkTagsBeforePaint(html)) problems.push(`a chunk is still fetched before the first paint by markup the transform did not recognise: ${tag}`);
  for (const script of payloadScriptsLeft(html)) problems.push(`RSC payload is still inline in the page: ${script}`);
  return problems;
}
