import { industryActions } from '@/content/review-advice';
import { plain, plural, quote, quoteList } from '../format';
import type { Rule } from './types';

export const accessibilityRules: Rule[] = [
  {
    id: 'images-without-alt',
    area: 'accessibility',
    applies: (f) => f.images.missingAlt > 0,
    weight: (f) => Math.min(20, 6 + 2 * f.images.missingAlt),
    title: 'Describe your images',
    evidence: (f) => [
      `${f.images.missingAlt} of ${plural(f.images.total, 'image')} have no alt attribute`,
      ...(f.images.missingAltExamples.map(plain).filter(Boolean).length ? [`e.g. ${f.images.missingAltExamples.map(plain).filter(Boolean).slice(0, 3).join(', ')}`] : []),
    ],
    advice: 'Give each meaningful image a short alt text saying what it shows, and decorative ones alt="" so screen readers skip them.',
  },
  {
    id: 'unlabelled-fields',
    area: 'accessibility',
    applies: (f) => f.forms.unlabelled > 0,
    weight: (f) => Math.min(20, 8 + 4 * f.forms.unlabelled),
    title: 'Label your form fields',
    evidence: (f) => [
      `${f.forms.unlabelled} of ${plural(f.forms.fields, 'form field')} have no label${f.forms.unlabelledFields.length ? `: ${f.forms.unlabelledFields.slice(0, 5).map(plain).join(', ')}` : ''}`,
    ],
    advice: 'Give every field a visible <label> tied to it; a placeholder vanishes while typing and screen readers may not read it.',
  },
  {
    id: 'empty-links',
    area: 'accessibility',
    applies: (f) => f.links.empty > 0,
    weight: (f) => Math.min(15, 4 + 2 * f.links.empty),
    title: 'Name your icon links',
    evidence: (f) => [
      `${plural(f.links.empty, 'link')} with no text or label${f.links.emptyExamples.length ? `, e.g. ${f.links.emptyExamples.slice(0, 3).map(plain).join(', ')}` : ''}`,
    ],
    advice: 'Add visible text or an aria-label saying where each link goes.',
  },
  {
    id: 'generic-link-text',
    area: 'accessibility',
    applies: (f) => f.links.generic > 0,
    weight: (f) => Math.min(10, 2 + 2 * f.links.generic),
    title: 'Say where links go',
    evidence: (f) => [`${plural(f.links.generic, 'link')} ${f.links.generic === 1 ? 'says' : 'say'} only ${quoteList(f.links.genericExamples)}`],
    advice: (_f, c) => `Use link text that names the destination, such as “${industryActions[c.industry].linkText}” instead of “Click here”.`,
  },
  {
    id: 'shared-alt-text',
    area: 'accessibility',
    applies: (f) => (f.images.sharedAlt?.count ?? 0) >= 5,
    weight: 4,
    title: 'Describe each image on its own',
    evidence: (f) => [`${f.images.sharedAlt!.count} images share the same alt text, ${quote(f.images.sharedAlt!.text)}`],
    advice: 'Say what each picture shows (“Bride and groom on the Scioto Mile at sunset”), or mark purely decorative ones alt="".',
  },
  {
    id: 'lang-missing',
    area: 'accessibility',
    applies: (f) => !f.lang,
    weight: 8,
    title: 'Declare the page language',
    evidence: () => ['The <html> element has no lang attribute'],
    advice: 'Add lang="en" (or your language) so screen readers pronounce the page correctly and browsers offer the right translation.',
  },
  {
    id: 'zoom-blocked',
    area: 'accessibility',
    applies: (f) => Boolean(f.viewport?.blocksZoom),
    weight: 6,
    title: 'Allow zooming',
    evidence: (f) => [`The viewport blocks zooming: ${quote(f.viewport!.content)}`],
    advice: 'Remove user-scalable=no and maximum-scale=1 so visitors can zoom in.',
  },
];
