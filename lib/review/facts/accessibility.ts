/** Accessibility facts: images and their alt text (and placeholder images), form fields and their labels. */
import { factLimits } from './limits';
import { attr, clip, hasAncestor, pushDistinct, resolve, squash, type PageDocument } from './document';

const LABEL = new Set(['label']);
const NON_FIELD_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
const PLACEHOLDER_HOSTS = /(^|\.)(placehold\.co|placehold\.it|placeholder\.com|via\.placeholder\.com|dummyimage\.com|picsum\.photos|placekitten\.com|fakeimg\.pl|lorempixel\.com)$/i;

export function accessibilityFacts(d: PageDocument) {
  const { tags, all, base, labelledByText } = d;
  // Images
  const images = { total: 0, missingAlt: 0, decorative: 0, missingAltExamples: [] as string[], placeholders: 0, placeholderExamples: [] as string[] };
  for (const img of tags('img')) {
    images.total += 1;
    const shown = resolve(attr(img, 'src'), base);
    if (shown && PLACEHOLDER_HOSTS.test(shown.hostname)) {
      images.placeholders += 1;
      pushDistinct(images.placeholderExamples, clip(shown.href, factLimits.shortText), factLimits.examples);
    }
    const alt = attr(img, 'alt');
    if (alt === undefined) {
      images.missingAlt += 1;
      const src = attr(img, 'src') ?? attr(img, 'data-src') ?? (attr(img, 'srcset') ?? '').trim().split(/\s+/)[0] ?? '';
      pushDistinct(images.missingAltExamples, clip(src, factLimits.shortText), factLimits.examples);
    } else if (alt.trim() === '') images.decorative += 1;
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
