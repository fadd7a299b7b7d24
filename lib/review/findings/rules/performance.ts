import { formatBytes } from '@/lib/review/format-bytes';
import type { ReviewFacts } from '../../facts';
import type { FileFact } from '../../facts/files';
import { lazyPictures, plural, seconds } from '../wording';
import type { Rule } from './types';

export const performanceLimits = {
  heavyPageBytes: 2_000_000,
  heavyScriptBytes: 300_000,
  blockingCssBytes: 75_000,
  manyRequests: 60,
  slowServerMs: 800,
  verySlowServerMs: 1500,
  thirdPartyScriptHosts: 3,
  redirects: 2,
} as const;
const l = performanceLimits;

/** "/css/site.css (290 KB)"; a file that did not answer says what the fetch saw. */
const fileText = (f: FileFact) => (f.outcome ? `${f.file} (${f.outcome})` : f.bytes > 0 ? `${f.file} (${formatBytes(f.bytes)})` : f.file);
/** Each file as fileText, at most `max`, then how many more of the `total` (the list itself may be capped). */
/** Names in a sentence: "a", "a and b", "a, b and c". */
const listed = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Whether the code after a render-blocking script needs it as the page loads (facts/script-needs.ts); unknown when the facts do not say. */
const needOf = (f: ReviewFacts, file: FileFact) => f.scriptNeeds.blocking.find((b) => b.file === file.file) ?? { file: file.file, need: 'unknown' as const };

/** A render-blocking script, with the code after it that uses it while the page loads. */
function blockingLine(f: ReviewFacts, file: FileFact): string {
  const need = needOf(f, file);
  const by = need.need !== 'needed' || !need.by ? '' : 'code' in need.by ? `; the inline code after it uses it as the page loads ("${need.by.code}")` : `; ${need.by.file}, loaded after it, uses it as it loads`;
  return `Script in <head> without async or defer: ${fileText(file)}${by}`;
}

/** A script in a sentence: its file's name ("jquery.js"), and another site's host ("jquery.min.js from ajax.googleapis.com"). */
function scriptName(file: FileFact): string {
  const name = file.file.split(/[?#]/)[0]!.split('/').at(-1) || file.file;
  if (file.file.startsWith('/')) return name;
  const host = file.file.split('/')[0]!;
  return name.length <= 30 ? `${name} from ${host}` : `the script from ${host}`;
}

/**
 * What to do about the scripts that hold the first paint: defer the ones nothing after them needs as
 * the page loads; a script the code after it needs moves with that code (defer alone would run it
 * after that code); one whose code we could not read is checked first; one that failed to load is
 * restored or removed (deferring it mends nothing). Files by their name, at most
 * two a sentence (the evidence has their addresses); by count where that is still too long.
 */
function blockingAdvice(f: ReviewFacts): string {
  const scripts = f.performance.renderBlocking.scripts;
  const of = (need: string, writes?: boolean) =>
    scripts.filter((s) => needOf(f, s).need === need && (writes === undefined || (needOf(f, s) as { writes?: boolean }).writes === writes)).map(scriptName);
  const groups = { free: of('none'), moves: of('needed', false), stays: of('needed', true), unknown: of('unknown'), broken: of('broken') };
  const write = (named: boolean) => {
    const names = (list: readonly string[]) =>
      !named ? plural(list.length, 'script') : list.length <= 2 ? listed(list) : `${list.slice(0, 2).join(', ')} and ${plural(list.length - 2, 'more script')}`;
    const it = (list: readonly string[], single: string, many: string) => (list.length === 1 ? single : many);
    const { free, moves, stays, unknown, broken } = groups;
    return [
      broken.length ? `Restore or remove ${names(broken)}: the first paint waits for ${it(broken, 'it', 'them')}, though ${it(broken, 'it runs', 'they run')} nothing.` : '',
      free.length ? `Add defer to ${names(free)} so the page can paint before ${it(free, 'it downloads', 'they download')}.` : '',
      moves.length
        ? `The code after ${names(moves)} needs ${it(moves, 'it', 'them')} as the page loads, so defer alone would break that code: move ${it(moves, 'it', 'them')} to the end of the body together with that code, keeping their order.`
        : '',
      stays.length ? `Leave ${names(stays)} in place: the code after ${it(stays, 'it', 'them')} that uses ${it(stays, 'it', 'them')} writes into the page where it stands.` : '',
      unknown.length ? `Before deferring ${names(unknown)}, check that no code after ${it(unknown, 'it', 'them')} needs ${it(unknown, 'it', 'them')} as the page loads.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  };
  const named = write(true);
  return named.length <= 600 ? named : write(false);
}

const files = (list: readonly FileFact[], max = 5, total = list.length) => [
  ...list.slice(0, max).map(fileText),
  ...(total > Math.min(max, list.length) ? [`and ${plural(total - Math.min(max, list.length), 'more file')}`] : []),
];

export const performanceRules: Rule[] = [
  {
    id: 'page-weight',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.totalBytes >= l.heavyPageBytes,
    weight: (f) => (f.performance.totalBytes >= 2 * l.heavyPageBytes ? 25 : 18),
    title: 'Cut the page’s weight',
    evidence: (f) => [
      `The page and the ${plural(f.performance.requests - 1, 'file')} it references weigh ${formatBytes(f.performance.totalBytes)} in all${lazyPictures(f.performance.lazyImages, formatBytes)}`,
      `Heaviest: ${files(f.performance.heaviest, 3).join(', ')}`,
    ],
    advice: 'A phone on a mobile network needs about 10 seconds per megabyte. Compress and resize images, drop unused CSS and fonts, and aim for under 1 MB.',
  },
  {
    id: 'large-images',
    refinedByLab: 'image-saving',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.largeImages.length > 0,
    weight: (f) => Math.min(20, 10 + 4 * f.performance.largeImages.length),
    title: 'Shrink the largest images',
    evidence: (f) => files(f.performance.largeImages, 5, f.performance.counts.largeImages),
    advice: 'Resize each image to the largest size it is shown at and save it as WebP or AVIF; a full-width photo rarely needs more than 200 KB.',
  },
  {
    id: 'render-blocking-scripts',
    refinedByLab: 'render-blocking-saving',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.renderBlocking.scripts.length > 0,
    weight: (f) => Math.min(15, 6 + 3 * f.performance.renderBlocking.scripts.length),
    title: 'Stop scripts from blocking the first paint',
    evidence: (f) => [
      ...f.performance.renderBlocking.scripts.slice(0, 10).map((file) => blockingLine(f, file)),
      ...(f.performance.renderBlocking.scripts.length > 10 ? [`and ${plural(f.performance.renderBlocking.scripts.length - 10, 'more script')}`] : []),
      ...(f.performance.renderBlocking.scripts.some((s) => s.outcome) ? ['A script that fails to load still holds the first paint until the browser gives up on it'] : []),
    ],
    // Never defer alone a script the page's own code needs as it loads (jQuery before inline jQuery(…)): that code would run first and fail.
    advice: blockingAdvice,
  },
  {
    id: 'render-blocking-css',
    refinedByLab: 'render-blocking-saving',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.renderBlocking.stylesheets.reduce((sum, s) => sum + s.bytes, 0) >= l.blockingCssBytes,
    weight: 8,
    title: 'Lighten the CSS the first paint waits for',
    evidence: (f) => {
      const sheets = f.performance.renderBlocking.stylesheets;
      const answered = sheets.filter((s) => !s.outcome);
      const bytes = formatBytes(answered.reduce((sum, s) => sum + s.bytes, 0));
      return [
        `${plural(sheets.length, 'stylesheet')} in <head> ${sheets.length === 1 ? 'holds' : 'hold'} the first paint, ${bytes} in all${answered.length < sheets.length ? ` for the ${answered.length} that answered` : ''}: ${files(sheets, 3).join(', ')}`,
      ];
    },
    advice: 'Remove the rules the site does not use and load what is left compressed; most small-business pages need under 50 KB of CSS.',
  },
  {
    id: 'heavy-scripts',
    refinedByLab: 'unused-script-saving',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.byType.script >= l.heavyScriptBytes,
    weight: 8,
    title: 'Send less JavaScript',
    evidence: (f) => [`${formatBytes(f.performance.byType.script)} of JavaScript`],
    advice: 'Every kilobyte of script is downloaded, parsed and run on a phone’s slower processor. Remove plugins and libraries the page does not need.',
  },
  {
    id: 'old-image-formats',
    refinedByLab: 'image-saving',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.oldFormatImages.length > 0,
    weight: 6,
    title: 'Serve images in modern formats',
    evidence: (f) => [
      ...f.performance.oldFormatImages.slice(0, 5).map((i) => `${i.file}: ${i.format}, ${formatBytes(i.bytes)}`),
      ...(f.performance.counts.oldFormatImages > 5 ? [`and ${plural(f.performance.counts.oldFormatImages - 5, 'more image')}`] : []),
    ],
    advice: 'WebP or AVIF versions are typically 25–50% smaller at the same quality; every current browser shows them.',
  },
  {
    id: 'oversized-images',
    refinedByLab: 'image-saving',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.oversizedImages.length > 0,
    weight: 6,
    title: 'Send phones smaller images',
    evidence: (f) =>
      [
        ...f.performance.oversizedImages.slice(0, 5).map((i) => `${i.file} is ${i.width} px wide (${formatBytes(i.bytes)}) for a slot of at most ${i.shownWidth} CSS px on a phone`),
        ...(f.performance.counts.oversizedImages > 5 ? [`and ${plural(f.performance.counts.oversizedImages - 5, 'more image')}`] : []),
      ],
    advice: 'Offer sizes with srcset and sizes so phones download an image near the width they show.',
  },
  {
    id: 'stylesheet-wrong-type',
    area: 'performance',
    cost: 'shows-broken',
    applies: (f) => f.performance.wrongTypeStylesheets.length > 0,
    weight: 10,
    title: 'Serve stylesheets as text/css',
    evidence: (f) => f.performance.wrongTypeStylesheets.map((s) => `${s.file} answers with Content-Type ${s.contentType}`),
    advice: 'Browsers refuse a stylesheet sent with another content type, so its styles (often the web fonts) never apply. Give the file a .css name or fix the server’s type.',
  },
  {
    id: 'uncompressed-text',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.uncompressed.length > 0,
    weight: 5,
    title: 'Compress text files',
    evidence: (f) => files(f.performance.uncompressed, 5, f.performance.counts.uncompressed).map((file) => (file.startsWith('and ') ? file : `Sent without gzip or Brotli: ${file}`)),
    advice: 'Turn on gzip or Brotli at the server or CDN: CSS and JavaScript typically shrink by 70–80%.',
  },
  {
    id: 'no-caching',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.uncached.length > 0,
    weight: 4,
    title: 'Let browsers cache your files',
    evidence: (f) => [`${plural(f.performance.counts.uncached, 'file')} of this site answered without Cache-Control max-age or Expires, e.g. ${files(f.performance.uncached, 3, f.performance.counts.uncached).join(', ')}`],
    advice: 'Send Cache-Control: max-age (a year for versioned files) so returning visitors do not download them again.',
  },
  {
    id: 'many-requests',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.performance.requests >= l.manyRequests,
    weight: 4,
    title: 'Make fewer requests',
    evidence: (f) => [`${plural(f.performance.requests, 'request')} for one page`],
    advice: 'Combine small files, drop unused fonts and icons, and inline tiny images as SVG.',
  },
  {
    id: 'slow-server',
    siteScoped: true,
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.responseMs !== null && f.responseMs > l.slowServerMs,
    weight: (f) => (f.responseMs! > l.verySlowServerMs ? 15 : 8),
    title: 'Speed up the server response',
    evidence: (f) => [`The server took ${seconds(f.responseMs!)} to deliver the page`],
    advice: 'Cache the page or move to faster hosting; a static page can answer in well under half a second.',
  },
  {
    id: 'third-party-scripts',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.resources.thirdPartyScriptOriginCount >= l.thirdPartyScriptHosts,
    weight: 6,
    title: 'Cut third-party scripts',
    evidence: (f) => [
      `${plural(f.resources.thirdPartyScripts, 'script')} from ${plural(f.resources.thirdPartyScriptOriginCount, 'other site')}: ${f.resources.thirdPartyScriptOrigins.slice(0, 5).join(', ')}`,
    ],
    advice: 'Remove the ones nobody uses and load the rest after the page.',
  },
  {
    id: 'redirect-chain',
    area: 'performance',
    cost: 'hinders',
    applies: (f) => f.redirects.count >= l.redirects,
    weight: 4,
    title: 'Shorten the redirect chain',
    evidence: (f) => [`The address went through ${plural(f.redirects.count, 'redirect')} before the page`],
    advice: 'Link and redirect straight to the final address.',
  },
];
