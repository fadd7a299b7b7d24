/**
 * The framework's scripts are fetched after the page's first contentful paint. Next writes every
 * chunk a page needs into its <head> as `<script async>` (and preloads the bootstrap chunk), so
 * about 147 KB of script is requested with the stylesheet and the font and runs as soon as it
 * arrives, often before the first frame. Lighthouse's simulation then puts all of it on the path to
 * the largest paint: on this machine that was 1.7–2.4 s of simulated LCP against 1.2–1.5 s without it.
 * The pages are complete HTML without script (links are anchors, forms post to the server), so after
 * `next build` the post-build step (scripts/build/post-build.mjs) moves the chunks of every
 * prerendered page into one small inline loader at the end of <body> that adds them once the first
 * contentful paint has been presented. The cost is later hydration: on an emulated slow phone (150 ms, 1.6 Mbps, 4x CPU) the
 * buttons answer about 0.45 s later, with the first paint unchanged. Preloading the chunks and only
 * running them after the paint keeps hydration early but does not change the simulated LCP.
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
 * Runs in the browser, in every supported one (no syntax past ES5). It adds the chunks as async
 * scripts, in the order the page listed them, exactly once:
 * - after the browser reports the first contentful paint (a paint-timing entry is delivered after
 *   the frame is presented, and `buffered` delivers one that came before the observer);
 * - at once in a tab that is hidden (or prerendering), which paints nothing until it is shown;
 * - one frame later where paint timing is not supported;
 * - after 4 s whatever happens, so a browser that never reports a paint still hydrates the page.
 */
const LOADER = `(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = true;
      document.head.appendChild(script);
    }
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

/** The loader's source, on one line, with its list of chunks: what goes inside the inline <script>. */
export function scriptLoader(sources: readonly string[]): string {
  return `${LOADER.replace(/\n\s*/g, '')}(${JSON.stringify(sources)});`;
}

/**
 * A prerendered page's HTML with its chunk scripts and script preloads taken out and the loader
 * added before </body>. A page that has the loader already is returned as it is. Throws where Next's
 * markup is not what this expects (a chunk tag it does not recognise, no </body>), so the build
 * stops rather than serving a page with half its scripts moved.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  if (hasScriptLoader(html)) return html;
  const sources: string[] = [];
  const take = (_tag: string, source: string) => {
    if (!sources.includes(source)) sources.push(source);
    return '';
  };
  const moved = html.replace(CHUNK_SCRIPT, take).replace(CHUNK_PRELOAD, take);
  const leftover = chunkTagsBeforePaint(moved)[0];
  if (leftover) throw new Error(`a chunk tag in markup this transform does not know: ${leftover}`);
  if (sources.length === 0) throw new Error('the page loads no chunk the way Next writes them, and has no loader');
  const end = moved.lastIndexOf('</body>');
  if (end < 0) throw new Error('the page has no </body> to put the loader before');
  const loader = `<script id="${LOADER_ID}">${scriptLoader(sources)}</script>`;
  return `${moved.slice(0, end)}${loader}${moved.slice(end)}`;
}

/** The chunk URLs a transformed page's loader adds, in order; null for a page without the loader. */
export function loaderSources(html: string): string[] | null {
  const start = html.indexOf(`<script id="${LOADER_ID}">`);
  if (start < 0) return null;
  const body = html.slice(start, html.indexOf('</script>', start));
  const list = /\((\[[^\]]*\])\);$/.exec(body)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** What is wrong with a page the transform should have run on: the post-build check. */
export function scriptsAfterPaintProblems(html: string): string[] {
  const problems: string[] = [];
  const loaders = html.split(`<script id="${LOADER_ID}">`).length - 1;
  if (loaders !== 1) problems.push(loaders === 0 ? 'no loader: the page was not transformed' : `${loaders} loaders`);
  const sources = loaderSources(html);
  if (sources && sources.length === 0) problems.push('the loader lists no chunk');
  if (loaders === 1 && html.indexOf(`<script id="${LOADER_ID}">`) > html.lastIndexOf('</body>')) problems.push('the loader is not inside <body>');
  for (const tag of chunkTagsBeforePaint(html)) problems.push(`a chunk is still fetched before the first paint by markup the transform did not recognise: ${tag}`);
  return problems;
}
