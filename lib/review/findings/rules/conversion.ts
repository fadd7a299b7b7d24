import { plural } from '../format';
import type { Rule } from './types';

export const conversionRules: Rule[] = [
  {
    id: 'no-call-to-action',
    area: 'conversion',
    // Only when the page offers no way at all to act: a tel: or mailto: link or a form is one, whatever its wording.
    applies: (f) => f.ctas.count === 0 && f.links.tel === 0 && f.links.mailto === 0 && f.forms.fields === 0,
    weight: 20,
    title: 'Add a clear call to action',
    evidence: () => ['No button or link asks visitors to book, call, get a quote or get in touch, and there is no phone link, e-mail link or form'],
    advice: 'Put one primary action, such as “Book a consultation”, at the top and at the end of the page.',
  },
  {
    id: 'no-phone-or-email-link',
    area: 'conversion',
    applies: (f) => f.links.tel === 0 && f.links.mailto === 0,
    weight: 14,
    title: 'Make your phone number and e-mail tappable',
    evidence: () => ['No tel: or mailto: link on the page'],
    advice: 'Write the number as <a href="tel:…"> and the address as <a href="mailto:…"> in the header and footer: on a phone one tap starts the call.',
  },
  {
    id: 'no-phone-link',
    area: 'conversion',
    applies: (f) => f.links.tel === 0 && f.links.mailto > 0,
    weight: 5,
    title: 'Add a tap-to-call link',
    evidence: (f) => [`${plural(f.links.mailto, 'mailto: link')} but no tel: link`],
    advice: 'Most first calls to a local business start on a phone: make the number a tel: link.',
  },
  {
    id: 'no-form',
    area: 'conversion',
    applies: (f) => f.forms.fields === 0,
    weight: 4,
    title: 'Offer a short contact form',
    evidence: () => ['This page has no form fields'],
    advice: 'A short form (name, e-mail, message) catches the visitors who will not call.',
  },
];
