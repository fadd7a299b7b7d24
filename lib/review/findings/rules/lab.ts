import { formatBytes } from '@/lib/review/format-bytes';
import type { LabFacts, LabNode, LayoutShift } from '../../facts/lab';
import { shortUrl } from '../../facts/files';
import { andList, plural, quote } from '../wording';
import { performanceLimits } from './performance';
import type { LabRule } from './types';

/** How many examples a lab finding names before it counts the rest. */
const EXAMPLES = 6;
const clipped = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * An element as a quotation the proof can find again in the run's facts: its text (Lighthouse's
 * label, which is the selector when the element has no text), else the last step of its selector;
 * null when both hold a double quote, which no quotation can carry.
 */
export function namedNode(node: LabNode): string | null {
  if (node.label && !node.label.includes('"') && node.label !== node.selector) return quote(clipped(node.label));
  return selectorName(node);
}

/** The element by its selector's last step ("a.mobile_nav"; the whole path is the run's to give), or null when that holds a double quote. */
function selectorName(node: LabNode): string | null {
  const last = node.selector.split(' > ').at(-1)?.trim() ?? '';
  return last && !last.includes('"') ? `the element ${quote(clipped(last))}` : null;
}

const more = (total: number, shown: number, what: string) => (total > shown ? [`and ${plural(total - shown, `more ${what}`)}`] : []);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Up to three of the elements by name, each name once (many elements share a selector's last step). */
const examples = (nodes: readonly LabNode[]) => {
  const named = [...new Set(nodes.map(namedNode).filter((n): n is string => n !== null))];
  return named.length ? `, e.g. ${named.slice(0, 3).join(', ')}` : '';
};
/** The first elements of a list that have a name, with it. */
const namedExamples = <T extends LabNode>(nodes: readonly T[]) =>
  nodes
    .map((t) => ({ t, name: namedNode(t) }))
    .filter((x): x is { t: T; name: string } => x.name !== null)
    .slice(0, EXAMPLES);
/** Lines said of elements alike (the same name and the same measure: a slider's four dots) said once, with how many more there are. */
const alike = (lines: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, n]) => (n > 1 ? `${line}; so ${n === 2 ? 'is' : 'are'} ${plural(n - 1, 'more element')} of that name` : line));
};
/** Elements of one or more failed audits together. */
const failedNodes = (lab: LabFacts, ids: readonly string[]) => ids.flatMap((id) => lab.failed[id]?.nodes ?? []);
const failedCount = (lab: LabFacts, ids: readonly string[]) => ids.reduce((sum, id) => sum + (lab.failed[id]?.count ?? 0), 0);
const FIELD_AUDITS = ['label', 'select-name'] as const;
/**
 * The errors the run's scripts logged themselves (a failed request is the broken files' to say). A name a script
 * could not find ("jQuery is not defined") while a script file of the same run got no answer may be that file's
 * absence in the run, not a flaw of the page's code: nothing is said of it.
 */
const NAME_NOT_DEFINED = /\bis not defined\b/;
const scriptErrors = (lab: LabFacts) => {
  const unanswered = lab.requests.some((r) => r.resourceType === 'Script' && r.status === null);
  return lab.consoleErrors.filter((e) => e.source !== 'network' && !(unanswered && NAME_NOT_DEFINED.test(e.text)));
};
const own = (lab: LabFacts) => scriptErrors(lab).filter((e) => e.own);
const others = (lab: LabFacts) => scriptErrors(lab).filter((e) => !e.own);

/** "Its own script /js/app.js", "an inline script of the page", "a script from cdn.example.com, another site’s". */
function scriptOf(error: LabFacts['consoleErrors'][number], pageUrl: string): string {
  if (!error.url) return 'a script';
  if (!error.own) return `a script from ${URL.parse(error.url)?.host ?? 'another site'}, another site’s,`;
  return error.url === pageUrl ? 'an inline script of the page' : `its own script ${shortUrl(error.url, pageUrl)}`;
}

/** A box that holds a part of the page (its text would be a paragraph of it): named by its selector. */
const CONTAINER = /^<(?:body|main|section|article|div|header|footer|nav|aside|ul|ol|form|table)\b/i;
/** The element a shift moved most, by its text or, for a box holding part of the page, its selector. */
function shiftName(shift: LayoutShift): string {
  if (!shift.node) return 'part of the page';
  return (CONTAINER.test(shift.node.snippet) ? selectorName(shift.node) : null) ?? namedNode(shift.node) ?? 'part of the page';
}
/** A picture a shift's cause names: by its alt text ("the picture "Our team""), else by its selector. */
function pictureName(node: LabNode): string {
  if (node.label && !node.label.includes('"') && node.label !== node.selector) return `the picture ${quote(clipped(node.label))}`;
  return selectorName(node) ?? 'a picture';
}
/** ", when the web font /a.woff2 arrived" and the like, from Lighthouse's causes of one shift. */
function shiftCauses(shift: LayoutShift): string {
  const causes = [
    shift.fonts.length ? `the web ${shift.fonts.length === 1 ? 'font' : 'fonts'} ${andList(shift.fonts.slice(0, 3))} arrived` : null,
    shift.media.length ? `${andList(shift.media.slice(0, 3).map(pictureName))}, without an explicit size, arrived` : null,
    shift.frames.length ? `${shift.frames.length === 1 ? 'a frame was' : 'frames were'} added${shift.frames.some(Boolean) ? ` (${andList(shift.frames.filter(Boolean).slice(0, 2))})` : ''}` : null,
  ].filter((c): c is string => c !== null);
  return causes.length ? `, when ${causes.join(' and when ')}` : '';
}

const l = performanceLimits;

export const labRules: LabRule[] = [
  {
    id: 'low-contrast-text',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['color-contrast'],
    applies: (lab) => lab.lowContrast.length > 0,
    weight: (lab) => Math.min(16, 8 + lab.failed['color-contrast']!.count),
    title: 'Make text stand out from its background',
    evidence: (lab) => {
      const count = lab.failed['color-contrast']!.count;
      const shown = namedExamples(lab.lowContrast);
      return [
        `Lighthouse’s phone run found ${plural(count, 'text element')} too close in colour to ${count === 1 ? 'its' : 'their'} background for WCAG AA`,
        ...alike(shown.map(({ t, name }) => `${name} is ${t.fg} on ${t.bg}, a contrast of ${t.ratio}:1 where WCAG AA asks for ${t.required}:1`)),
        ...more(count, shown.length, 'text element'),
      ];
    },
    advice: 'Darken the text or lighten what is behind it (or the other way round) until each pair reaches 4.5:1, or 3:1 for large text; any contrast checker gives the shade.',
  },
  {
    id: 'small-tap-targets',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['target-size'],
    applies: (lab) => lab.smallTargets.length > 0,
    weight: (lab) => Math.min(12, 4 + lab.failed['target-size']!.count),
    title: 'Give links and buttons room for a finger',
    evidence: (lab) => {
      const count = lab.failed['target-size']!.count;
      const shown = namedExamples(lab.smallTargets);
      return [
        `Lighthouse’s phone run found ${plural(count, 'link or button', 'links or buttons')} too small, or too close to the next one, to tap with confidence`,
        ...alike(
          shown.map(({ t, name }) =>
            t.problem === 'size'
              ? `${name} is ${t.width} by ${t.height} px, where WCAG 2.2 asks for at least ${t.minSize} by ${t.minSize} px`
              : `${name} has ${t.offset} px of room around it, where WCAG 2.2 asks for ${t.minOffset} px`,
          ),
        ),
        ...more(count, shown.length, 'target'),
      ];
    },
    advice: 'Make each link and button at least 24 by 24 CSS pixels (48 is comfortable for a thumb), or leave that much space between small ones.',
  },
  {
    id: 'no-main-landmark',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['landmark-one-main'],
    applies: (lab) => Boolean(lab.failed['landmark-one-main']),
    weight: 3,
    title: 'Mark where the main content starts',
    evidence: () => ['Lighthouse’s phone run found no main landmark on the page as it loaded (no <main> element or role=main): screen-reader users have no landmark that takes them past the header and menu to the content'],
    advice: 'Wrap the page’s own content (everything but the header, menu and footer) in one <main> element.',
  },
  {
    id: 'unnamed-buttons',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['button-name'],
    applies: (lab) => Boolean(lab.failed['button-name']),
    weight: (lab) => Math.min(15, 6 + 2 * lab.failed['button-name']!.count),
    title: 'Name your buttons',
    evidence: (lab) => [`Lighthouse’s phone run found ${plural(lab.failed['button-name']!.count, 'button')} with no name a screen reader can say${examples(lab.failed['button-name']!.nodes)}`],
    advice: 'Give each button visible text, or an aria-label saying what it does: an icon alone says nothing to a screen reader.',
  },
  {
    id: 'empty-links',
    sameFlaw: 'adds',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['link-name'],
    applies: (lab) => Boolean(lab.failed['link-name']),
    weight: (lab) => Math.min(15, 4 + 2 * lab.failed['link-name']!.count),
    title: 'Name your icon links',
    evidence: (lab) => [`Lighthouse’s phone run found ${plural(lab.failed['link-name']!.count, 'link')} with no name a screen reader can say${examples(lab.failed['link-name']!.nodes)}`],
    advice: 'Add visible text or an aria-label saying where each link goes.',
  },
  {
    id: 'unlabelled-fields',
    sameFlaw: 'adds',
    area: 'accessibility',
    cost: 'hinders',
    audits: FIELD_AUDITS,
    applies: (lab) => failedCount(lab, FIELD_AUDITS) > 0,
    weight: (lab) => Math.min(20, 8 + 4 * failedCount(lab, FIELD_AUDITS)),
    title: 'Label your form fields',
    evidence: (lab) => [`Lighthouse’s phone run found ${plural(failedCount(lab, FIELD_AUDITS), 'form field')} without a label${examples(failedNodes(lab, FIELD_AUDITS))}`],
    advice: 'Give every field a visible <label> tied to it; a placeholder vanishes while typing and screen readers may not read it.',
  },
  {
    id: 'images-without-alt',
    sameFlaw: 'adds',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['image-alt'],
    applies: (lab) => Boolean(lab.failed['image-alt']),
    weight: (lab) => Math.min(20, 6 + 2 * lab.failed['image-alt']!.count),
    title: 'Describe your images',
    evidence: (lab) => [`Lighthouse’s phone run found ${plural(lab.failed['image-alt']!.count, 'image')} without alt text as the page loaded${examples(lab.failed['image-alt']!.nodes)}`],
    advice: 'Give each meaningful image a short alt text saying what it shows, and decorative ones alt="" so screen readers skip them.',
  },
  {
    id: 'lang-missing',
    sameFlaw: 'adds',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['html-has-lang'],
    applies: (lab) => Boolean(lab.failed['html-has-lang']),
    weight: 8,
    title: 'Declare the page language',
    evidence: () => ['Lighthouse’s phone run found no lang attribute on the page’s <html> element as it loaded'],
    advice: 'Add lang="en" (or your language) so screen readers pronounce the page correctly and browsers offer the right translation.',
  },
  {
    id: 'zoom-blocked',
    sameFlaw: 'adds',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['meta-viewport'],
    applies: (lab) => Boolean(lab.failed['meta-viewport']),
    weight: 6,
    title: 'Allow zooming',
    evidence: () => ['Lighthouse’s phone run found the viewport keeps visitors from zooming in (user-scalable=no, or a maximum-scale under 5)'],
    advice: 'Remove user-scalable=no and maximum-scale=1 so visitors can zoom in.',
  },
  {
    id: 'aria-misuse',
    area: 'accessibility',
    cost: 'hinders',
    audits: ['aria-*'],
    applies: (lab) => lab.aria.length > 0,
    weight: (lab) => Math.min(12, 4 + 2 * lab.aria.length),
    title: 'Fix the ARIA attributes screen readers trip over',
    evidence: (lab) => lab.aria.slice(0, 8).map((a) => `Lighthouse’s check ${a.id} fails on ${plural(a.count, 'element')}${examples(a.nodes)}`),
    advice: 'Use each ARIA role and attribute only as the WAI-ARIA specification allows, or remove it: a native element (a <button>, a <nav>) needs none, and wrong ARIA is worse than none.',
  },
  {
    id: 'unsized-images',
    area: 'performance',
    cost: 'hinders',
    audits: ['unsized-images'],
    applies: (lab) => lab.unsizedImages.length > 0,
    weight: (lab) => Math.min(8, 3 + lab.failed['unsized-images']!.count),
    title: 'Give your images a width and height',
    evidence: (lab) => {
      const count = lab.failed['unsized-images']!.count;
      const files = [...new Set(lab.unsizedImages.map((i) => i.file))].slice(0, 4);
      return [
        `Lighthouse’s phone run found ${plural(count, 'image')} without an explicit width and height, in ${count === 1 ? 'its' : 'their'} attributes or the page’s styles: until ${count === 1 ? 'it arrives' : 'each arrives'} the browser cannot keep ${count === 1 ? 'its' : 'the'} space, so what is below can move down as ${count === 1 ? 'it loads' : 'they load'}, e.g. ${files.join(', ')}`,
      ];
    },
    advice: 'Give each <img> width and height attributes with the picture’s own pixel size (a stylesheet’s max-width: 100% and height: auto still scale it), or an aspect-ratio in the style, so the browser keeps its space from the start.',
  },
  {
    id: 'layout-shifts',
    area: 'performance',
    cost: 'hinders',
    audits: ['layout-shifts'],
    applies: (lab) => lab.layoutShift !== null,
    weight: (lab) => (lab.layoutShift!.cls >= 0.25 ? 10 : 6),
    title: 'Keep the page from jumping as it loads',
    evidence: (lab) => {
      const { cls, shifts } = lab.layoutShift!;
      return [
        `Lighthouse’s phone run measured a cumulative layout shift of ${cls} as the page loaded, where 0.1 or less is good: what a visitor is reading or about to tap moves under them`,
        ...shifts.slice(0, 3).map((shift) => `${capital(shiftName(shift))} moved (a shift of ${shift.score})${shiftCauses(shift)}`),
      ];
    },
    advice: (lab) => {
      const shifts = lab.layoutShift!.shifts;
      const fixes = [
        shifts.some((s) => s.fonts.length) ? 'give the web fonts’ @font-face rules font-display: optional, or preload them (<link rel="preload" as="font" type="font/woff2" crossorigin>) with a fallback font of the same width (size-adjust), so the text is not laid out again when they arrive' : null,
        shifts.some((s) => s.media.length) ? 'give pictures and videos width and height attributes (or an aspect-ratio) so their space is kept' : null,
        shifts.some((s) => s.frames.length) ? 'give each embedded frame its height before it is added' : null,
      ].filter((f): f is string => f !== null);
      return fixes.length
        ? `${capital(fixes.join('; '))}.`
        : 'Keep space for whatever arrives after the first paint (pictures, embeds, banners, web fonts), so what is already on screen stays where it is.';
    },
  },
  {
    id: 'script-errors',
    area: 'trust',
    cost: 'hinders',
    audits: ['errors-in-console'],
    applies: (lab) => own(lab).length + others(lab).length > 0,
    weight: (lab) => (own(lab).length > 0 ? Math.min(12, 6 + 2 * own(lab).length) : 2),
    title: (lab) => (own(lab).length > 0 ? 'Fix the errors the page’s own scripts throw' : 'Scripts from other sites throw errors on the page'),
    evidence: (lab) => [
      ...[...own(lab), ...others(lab)].slice(0, 8).map((e) => `${capital(scriptOf(e, lab.url))} logged an error as the page loaded in Lighthouse’s phone run: ${quote(clipped(e.text, 200))}`),
      ...more(own(lab).length + others(lab).length, 8, 'error'),
    ],
    advice: (lab) =>
      own(lab).length > 0
        ? 'Open the page with the browser’s console showing and fix each error at its line: a script that stops at an error leaves whatever comes after it (a menu, a form, a slideshow) not working.'
        : 'Ask whoever supplies these scripts to fix them, or remove the ones the page does not need.',
  },
  {
    id: 'broken-files',
    sameFlaw: 'measures',
    area: 'trust',
    cost: 'shows-broken',
    audits: ['network-requests'],
    applies: (lab) => lab.weight.broken.length > 0,
    weight: (lab) => Math.min(20, 6 + 2 * lab.weight.broken.length),
    title: 'Fix the broken files',
    evidence: (lab) => [
      `Lighthouse’s phone run measured what each file the page requested answered; ${plural(lab.weight.broken.length, 'file')} failed`,
      ...lab.weight.broken.slice(0, 10).map((b) => (b.servedAs ? `${b.file} answers with a web page (${b.servedAs}), not ${b.kind}` : `${b.file} answers ${b.status}`)),
      ...more(lab.weight.broken.length, 10, 'file'),
    ],
    advice: 'Restore or remove these references: each is a wasted request, and a missing image, font or script shows visitors a broken page.',
  },
  {
    id: 'page-weight',
    sameFlaw: 'measures',
    area: 'performance',
    cost: 'hinders',
    audits: ['network-requests'],
    applies: (lab) => lab.weight.totalBytes >= l.heavyPageBytes,
    weight: (lab) => (lab.weight.totalBytes >= 2 * l.heavyPageBytes ? 25 : 18),
    title: 'Cut the page’s weight',
    evidence: (lab) => [
      `Lighthouse’s phone run measured the page and the ${plural(lab.weight.requests - 1, 'file')} it loaded at ${formatBytes(lab.weight.totalBytes)} transferred`,
      `Heaviest: ${lab.weight.heaviest.slice(0, 3).map((f) => `${f.file} (${formatBytes(f.bytes)})`).join(', ')}`,
    ],
    advice: 'A phone on a mobile network needs about 10 seconds per megabyte. Compress and resize images, drop unused CSS and fonts, and aim for under 1 MB.',
  },
  {
    id: 'heavy-scripts',
    sameFlaw: 'measures',
    area: 'performance',
    cost: 'hinders',
    audits: ['network-requests'],
    applies: (lab) => lab.weight.byType.script >= l.heavyScriptBytes,
    weight: 8,
    title: 'Send less JavaScript',
    evidence: (lab) => [`Lighthouse’s phone run measured ${formatBytes(lab.weight.byType.script)} of JavaScript transferred`],
    advice: 'Every kilobyte of script is downloaded, parsed and run on a phone’s slower processor. Remove plugins and libraries the page does not need.',
  },
  {
    id: 'many-requests',
    sameFlaw: 'measures',
    area: 'performance',
    cost: 'hinders',
    audits: ['network-requests'],
    applies: (lab) => lab.weight.requests >= l.manyRequests,
    weight: 4,
    title: 'Make fewer requests',
    evidence: (lab) => [`Lighthouse’s phone run counted ${plural(lab.weight.requests, 'request')} for one page`],
    advice: 'Combine small files, drop unused fonts and icons, and inline tiny images as SVG.',
  },
];
