/**
 * The framework's scripts are fetched after the page's first contentful paint. Next writes every
 * chunk a page needs into its <head> as `<script async>` (and preloads the bootstrap chunk), so
 * about 147 KB of script is requested with the stylesheet and the font and runs as soon as it
 * arrives, often before the first frame. Lighthouse's simulation then puts all of it on the path to
 * the largest paint: on this machine that was 1.7–2.4 s of simulated LCP against 1.2–1.5 s without it.
 * The pages are complete HTML without script (links are anchors, forms post to the server), so after
 * `next build` scripts/scripts-after-paint.mjs moves the chunks of every prerendered page into one
 * small inline loader at the end of <body> that adds them once the first contentful paint has been
 * presented. The cost is later hydration: on an emulated slow phone (150 ms, 1.6 Mbps, 4x CPU) the
 * buttons answer about 0.45 s later, with the first paint unchanged. Preloading the chunks and only
 * running them after the paint keeps hydration early but does not change the simulated LCP.
 * Kept free of Next and path aliases: the build script runs it with plain Node.
 */

/** The id of the loader's <script> element: a page that has it has been transformed already. */
export const LOADER_ID = '__scripts_after_paint';

/** Whether a page's HTML has the loader, i.e. the transform below has run on it. */
export function hasScriptLoader(html: string): boolean {
  return html.includes(`<script id="${LOADER_ID}">`);
}

/** Only the build's own hashed files, so a source can go into the loader's JSON without escaping. */
const CHUNK_PATH = String.raw`/_next/static/[\w\-.~/]+\.js`;
const CHUNK_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK_PATH})" async=""></script>`, 'g');
const CHUNK_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK_PATH})"/>`, 'g');
/** Any other script element that loads a chunk: markup this transform does not know. */
const OTHER_CHUNK_SCRIPT = /<script\b(?![^>]*\snoModule)[^>]*\ssrc="\/_next\/static\/[^"]*"[^>]*>/i;

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
 * added before </body>. A page without chunk scripts (one transformed already) is returned as it
 * is. Throws where Next's markup is not what this expects, so the build stops rather than serving
 * a page with half its scripts moved.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  if (hasScriptLoader(html)) return html;
  const sources: string[] = [];
  const take = (_tag: string, source: string) => {
    if (!sources.includes(source)) sources.push(source);
    return '';
  };
  const moved = html.replace(CHUNK_SCRIPT, take).replace(CHUNK_PRELOAD, take);
  if (sources.length === 0) return html;
  const leftover = OTHER_CHUNK_SCRIPT.exec(moved);
  if (leftover) throw new Error(`A chunk script in markup this transform does not know: ${leftover[0]}`);
  const end = moved.lastIndexOf('</body>');
  if (end < 0) throw new Error('The page has no </body> to put the loader before');
  const loader = `<script id="${LOADER_ID}">${scriptLoader(sources)}</script>`;
  return `${moved.slice(0, end)}${loader}${moved.slice(end)}`;
}
