import { industryActions } from '@/content/review-advice';
import { plain, plural, quote, quoteList } from '../wording';
import type { Rule } from './types';

export const accessibilityRules: Rule[] = [
  {
    id: 'images-without-alt',
    area: 'accessibility',
    applies: (f) => f.images.missingAlt > 0,
    weight: (f) => Math.min(20, 6 + 2 * f.images.missingAlt),
    title: 'Describe your images',
    evidence: (f) => [
      `${f.images.missingAlt} of ${plural(f.images.total, 'image')} ${f.images.missingAlt === 1 ? 'has' : 'have'} no alt attribute`,
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
      `${f.forms.unlabelled} of ${plural(f.forms.fields, 'form field')} ${f.forms.unlabelled === 1 ? 'has' : 'have'} no label${f.forms.unlabelledFields.length ? `: ${f.forms.unlabelledFields.slice(0, 5).map(plain).join(', ')}` : ''}`,
    ],
    advice: 'Give every field a visible <label> tied to it; a placeholder vanishes while typing and screen readers may not read it.',
  },
  {
    id: 'required-only-starred',
    area: 'accessibility',
    applies: (f) => f.forms.starredNotRequired > 0,
    weight: 4,
    title: 'Mark required fields in the code, not only with an asterisk',
    evidence: (f) => [
      `${plural(f.forms.starredNotRequired, 'field')} ${f.forms.starredNotRequired === 1 ? 'is' : 'are'} marked required only by the label’s asterisk, so screen readers never say so: ${quoteList(f.forms.starredExamples, 3)}`,
    ],
    advice: 'Add the required attribute (or aria-required="true") to each field you need, and keep the asterisk for sighted visitors.',
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
    advice: (_f, c) => `Let the link text name the destination (${industryActions[c.industry].linkText}, for example), never a bare click here or read more.`,
  },
  {
    id: 'shared-alt-text',
    area: 'accessibility',
    applies: (f) => (f.images.sharedAlt?.count ?? 0) >= 5,
    weight: 4,
    title: 'Describe each image on its own',
    evidence: (f) => [`${f.images.sharedAlt!.count} images share the same alt text, ${quote(f.images.sharedAlt!.text)}`],
    advice: 'Say in a few words what each picture shows (who, what and where), or mark purely decorative ones alt="".',
  },
  {
    id: 'vague-alt-text',
    area: 'accessibility',
    applies: (f) => f.images.vagueAlt > 0 || f.images.decorativeLogo !== null || f.images.sameAltLinks !== null || f.images.brandOnlyInLogo !== null,
    weight: (f) => Math.min(12, 4 + 2 * (f.images.vagueAlt + (f.images.decorativeLogo ? 1 : 0) + (f.images.sameAltLinks ? 1 : 0))),
    title: 'Write alt text that says what each picture shows',
    evidence: (f) => [
      ...(f.images.vagueAlt > 0
        ? [`${plural(f.images.vagueAlt, 'image')} ${f.images.vagueAlt === 1 ? 'has' : 'have'} alt text taken from a file name or a size, or made of words that fit any picture, not a description: ${f.images.vagueAltExamples.slice(0, 3).join('; ')}`]
        : []),
      ...(f.images.decorativeLogo
        ? [
            `The logo, ${f.images.decorativeLogo}, is marked decorative (alt="") with no name beside it, so screen readers skip it${f.images.total >= 5 && f.images.decorative >= 0.8 * f.images.total ? `; ${f.images.decorative} of the page's ${f.images.total} images are marked decorative` : ''}`,
          ]
        : []),
      ...(f.images.sameAltLinks ? [`${f.images.sameAltLinks.targets} image links to different pages are all named ${quote(f.images.sameAltLinks.text)}`] : []),
      ...(f.images.brandOnlyInLogo ? [`The name ${quote(f.images.brandOnlyInLogo)} appears nowhere in the page’s text: only the logo shows it, and the logo has no alt text`] : []),
    ],
    advice: 'Say in a few words what each picture shows, give the logo your business’s name, and give each image link the name of the page it opens: alt text is what a screen reader says in the picture’s place.',
  },
  {
    id: 'no-headings',
    claimsAbsent: ['headings'],
    area: 'accessibility',
    applies: (f) => f.structure.headings === 0 && f.words > 0,
    weight: 10,
    title: 'Mark up the page’s headings',
    evidence: () => ['The page has no heading elements (h1–h6), so screen-reader users cannot jump from section to section'],
    advice: 'Write each section’s title as a heading (h1 for the page, h2 for its sections) and style it as you like.',
  },
  {
    id: 'empty-headings',
    area: 'accessibility',
    applies: (f) => f.structure.empty > 0,
    weight: 4,
    title: 'Fill in or remove the empty headings',
    evidence: (f) => [`${plural(f.structure.empty, 'heading')} with no text (${f.structure.emptyExamples.join(', ')}): screen readers announce a heading and then say nothing`],
    advice: 'Delete the empty heading tags, or put the section’s title in them.',
  },
  {
    id: 'heading-levels',
    area: 'accessibility',
    applies: (f) => f.structure.skipped !== null,
    weight: 3,
    title: 'Keep the heading levels in order',
    evidence: (f) => [`The outline jumps from an h${f.structure.skipped!.from} to an h${f.structure.skipped!.to}${f.structure.skipped!.text ? `, ${quote(f.structure.skipped!.text)}` : ''}, skipping a level`],
    advice: 'Use the next level down for a section inside another (h2 under the h1, h3 under an h2): screen-reader users move through the page by these levels.',
  },
  {
    id: 'untitled-frames',
    area: 'accessibility',
    applies: (f) => f.structure.untitledFrames > 0,
    weight: (f) => Math.min(8, 3 + 2 * f.structure.untitledFrames),
    title: 'Name your embedded frames',
    evidence: (f) => [`${plural(f.structure.untitledFrames, 'frame')} without a title, so screen readers cannot say what ${f.structure.untitledFrames === 1 ? 'it holds' : 'they hold'}: ${f.structure.untitledFrameExamples.join(', ')}`],
    advice: 'Give each iframe a short title attribute that says what it shows: a map to your office, a booking form.',
  },
  {
    id: 'unreachable-controls',
    area: 'accessibility',
    applies: (f) => f.structure.unfocusable > 0,
    weight: (f) => Math.min(12, 6 + 2 * f.structure.unfocusable),
    title: 'Let the keyboard reach every control',
    evidence: (f) => [
      `${plural(f.structure.unfocusable, 'element')} ${f.structure.unfocusable === 1 ? 'acts' : 'act'} as a button or link but ${f.structure.unfocusable === 1 ? 'has' : 'have'} no href or tabindex, so the Tab key never reaches ${f.structure.unfocusable === 1 ? 'it' : 'them'}: ${f.structure.unfocusableExamples.join(', ')}`,
    ],
    advice: 'Use a real <button> (or a link with an href) for anything a visitor clicks; role="button" alone does not make an element reachable or usable from the keyboard.',
  },
  {
    id: 'lang-missing',
    claimsAbsent: ['lang'],
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
