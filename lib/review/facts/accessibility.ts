/** Accessibility facts: images and their alt text (and placeholder images), form fields and their labels. */
import { factLimits } from './limits';
import { isTag, type Element } from 'domhandler';
import { attr, clip, hasAncestor, pushDistinct, resolve, squash, visibleText, type PageDocument } from './document';

const LABEL = new Set(['label']);
const NON_FIELD_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
const NOSCRIPT = new Set(['noscript']);
/** Attributes lazy-loading scripts read the real picture from. */
const SCRIPT_SOURCES = ['data-src', 'data-srcset', 'data-lazy-src', 'data-original', 'data-full-res', 'data-bg'];
const PLACEHOLDER_HOSTS = /(^|\.)(placehold\.co|placehold\.it|placeholder\.com|via\.placeholder\.com|dummyimage\.com|picsum\.photos|placekitten\.com|fakeimg\.pl|lorempixel\.com)$/i;

export function accessibilityFacts(d: PageDocument) {
  const { tags, all, base, labelledByText } = d;
  // Images
  const images = {
    total: 0,
    missingAlt: 0,
    decorative: 0,
    missingAltExamples: [] as string[],
    placeholders: 0,
    placeholderExamples: [] as string[],
    /** Images with no src of their own that a script fills in, with no <noscript> copy. */
    scriptOnly: 0,
    scriptOnlyExamples: [] as string[],
    /** The alt text most images share, when three or more share one. */
    sharedAlt: null as { text: string; count: number } | null,
    /** Links whose only content is an image marked decorative (alt=""): they have no name at all. */
    decorativeLinks: 0,
  };
  const noscriptCopies = tags('noscript').length > 0;
  const altCounts = new Map<string, number>();
  for (const img of tags('img')) {
    if (hasAncestor(img, NOSCRIPT)) continue;
    images.total += 1;
    const ownSrc = (attr(img, 'src') ?? '').trim();
    const scripted = SCRIPT_SOURCES.map((n) => attr(img, n)).find((v) => v && v.trim());
    if ((!ownSrc || /^data:/i.test(ownSrc)) && !(attr(img, 'srcset') ?? '').trim() && scripted && !noscriptCopies) {
      images.scriptOnly += 1;
      pushDistinct(images.scriptOnlyExamples, clip(scripted, factLimits.shortText), factLimits.examples);
    }
    const altText = squash(attr(img, 'alt') ?? '').toLowerCase();
    if (altText) altCounts.set(altText, (altCounts.get(altText) ?? 0) + 1);
    const shown = resolve(attr(img, 'src'), base);
    if (shown && PLACEHOLDER_HOSTS.test(shown.hostname)) {
      images.placeholders += 1;
      pushDistinct(images.placeholderExamples, clip(shown.href, factLimits.shortText), factLimits.examples);
    }
    const alt = attr(img, 'alt');
    if (alt === undefined) {
      images.missingAlt += 1;
      const src = [attr(img, 'src'), ...SCRIPT_SOURCES.map((n) => attr(img, n)), (attr(img, 'srcset') ?? '').trim().split(/\s+/)[0]].find((v) => v && v.trim()) ?? '';
      pushDistinct(images.missingAltExamples, clip(src, factLimits.shortText), factLimits.examples);
    } else if (alt.trim() === '') images.decorative += 1;
  }
  for (const [text, count] of altCounts) if (count >= 3 && count > (images.sharedAlt?.count ?? 0)) images.sharedAlt = { text: clip(text, factLimits.shortText), count };
  for (const a of tags('a')) {
    if (attr(a, 'href') === undefined || d.accessibleName(a) !== '') continue;
    const pictures = a.children.filter((c): c is Element => isTag(c)).flatMap((c) => (c.name === 'img' ? [c] : c.name === 'picture' ? c.children.filter((p): p is Element => isTag(p) && p.name === 'img') : []));
    if (pictures.length > 0 && pictures.every((img) => attr(img, 'alt') !== undefined && attr(img, 'alt')!.trim() === '') && visibleText(a.children) === '') images.decorativeLinks += 1;
  }

  // Forms
  const labelFor = new Set(tags('label').map((l) => attr(l, 'for') ?? '').filter(Boolean));
  const forms = { count: tags('form').length, fields: 0, unlabelled: 0, unlabelledFields: [] as string[] };
  for (const field of all) {
    if (field.name !== 'input' && field.name !== 'select' && field.name !== 'textarea') continue;
    const type = (attr(field, 'type') ?? 'text').toLowerCase();
    if (field.name === 'input' && NON_FIELD_INPUTS.has(type)) continue;
    forms.fields += 1;
    const id = attr(field, 'id');
    const labelled =
      (id !== undefined && labelFor.has(id)) ||
      hasAncestor(field, LABEL) ||
      squash(attr(field, 'aria-label') ?? '') !== '' ||
      labelledByText(field) !== '';
    if (labelled) continue;
    forms.unlabelled += 1;
    const fieldName = attr(field, 'name') || id || (field.name === 'input' ? type : field.name);
    pushDistinct(forms.unlabelledFields, clip(fieldName, 40), 10);
  }

  return { images, forms };
}
