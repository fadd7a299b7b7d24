import { industryActions } from '@/content/review-advice';
import type { ReviewFacts } from '../../facts';
import { plain, plural, quote, quoteList, withArticle } from '../wording';
import type { AtCustomers } from '../../facts/contacts';
import { countryName } from '../../facts/country';
import type { WrongCountryTel } from '../../facts/phones';
import type { Rule } from './types';
import { livesOnCalls } from './trade';

/** Real phone numbers and e-mail addresses shown as text (fax numbers and stand-ins left out). */
const shownContacts = (f: ReviewFacts) => [...f.contact.phones, ...f.contact.emails];
/** Stand-in numbers and addresses, as text or as tel:/mailto: links. */
const placeholderContacts = (f: ReviewFacts) => [...f.contact.placeholders.filter((p) => p.kind !== 'address').map((p) => p.text), ...f.links.placeholderContacts];
/** Trades whose visitors come to the door: an address and opening hours belong on the home page. */
const visitedTrades = new Set(['local-businesses']);

/** Google's old tags by their file: ga.js is Classic Analytics, urchin.js older still, analytics.js Universal Analytics. */
const analyticsTag = (loader: string | null) =>
  loader === 'ga.js' ? 'Classic Google Analytics (ga.js)' : loader === 'urchin.js' ? 'Urchin, Google’s first analytics tag (urchin.js)' : loader === 'analytics.js' ? 'Universal Analytics (analytics.js)' : 'a Google Analytics tag';

/** A tel: link without its country code, in words: what it dials, and how a link writes its digits read where the page is. */
const wrongCountry = (t: WrongCountryTel) =>
  `${t.href} dials +${t.dials.code}${t.dials.country ? `, the country code of ${countryName(t.dials.country)}` : ''}: read in ${countryName(t.meant.country)}, its digits are ${t.meant.national}, which a link writes as tel:${t.meant.e164}`;

/** How the page shows its business goes to its customers, in words. */
const atCustomersSign = (sign: AtCustomers) =>
  sign.by === 'type' ? `its structured data names it ${withArticle(sign.text)}` : sign.by === 'trade' ? `it names itself by its trade, ${quote(sign.text)}` : `it says ${quote(sign.text)}`;

/**
 * The page links to no page of the site with a form to write in: it links to none, or the site
 * review read every one it links to and none has one. A page it links to that was not read may
 * have one, so nothing is said then.
 */
const noLinkedForm = (f: ReviewFacts) => f.links.sitePages === 0 || (f.linkedForms !== null && f.linkedForms.unread === 0 && f.linkedForms.pages.length === 0);

export const conversionRules: Rule[] = [
  {
    id: 'phone-redirect',
    area: 'conversion',
    cost: 'turns-away',
    applies: (f) => f.phoneRedirect !== null,
    weight: 15,
    title: 'Stop sending phones to another page',
    evidence: (f) => [`A script in the page sends visitors on small screens to ${plain(f.phoneRedirect!)}, away from the page they asked for`],
    advice: 'Remove the redirect and make this page responsive instead: one page that fits every screen is what search engines rank and visitors expect.',
  },
  {
    id: 'no-call-to-action',
    claimsAbsent: ['tel-link', 'mailto-link', 'message-form'],
    area: 'conversion',
    cost: 'turns-away',
    // Only when the page offers no way at all to act: a tel: or mailto: link, a form or a hosted form is one, whatever its wording.
    applies: (f) => f.ctas.count === 0 && f.links.tel === 0 && f.links.mailto === 0 && f.forms.actionForms === 0 && !f.links.formService,
    weight: 20,
    title: 'Add a clear call to action',
    evidence: (f) => [
      f.ctas.dead > 0
        ? `The only calls to action, ${quoteList(f.ctas.deadExamples, 2)}, are links that go nowhere ("#", javascript: or an address on no real host); there is no phone link, e-mail link or form`
        : 'No button or link asks visitors to book, call, get a quote or get in touch, and there is no phone link, e-mail link or form',
    ],
    advice: (_f, c) => `Put one primary action at the top and at the end of the page: a button that says ${industryActions[c.industry].primary}, for example.`,
  },
  {
    id: 'dead-links',
    area: 'conversion',
    cost: 'turns-away',
    applies: (f) => f.deadLinks.count > 0,
    weight: (f) => Math.min(12, 4 + 2 * f.deadLinks.count),
    title: 'Point the links that go nowhere at real pages',
    evidence: (f) => [
      `${plural(f.deadLinks.count, 'link')} with text ${f.deadLinks.count === 1 ? 'is' : 'are'} written as href="#" (or javascript:) and ${f.deadLinks.count === 1 ? 'goes' : 'go'} nowhere: ${quoteList(f.deadLinks.examples, 4)}`,
    ],
    advice: 'Point each at its page, or remove it; a visitor who taps one stays where they were and concludes the site is broken.',
  },
  {
    id: 'broken-links',
    area: 'conversion',
    cost: 'turns-away',
    applies: (f) => f.siteLinks.broken.length > 0,
    weight: (f) => Math.min(20, 8 + 2 * f.siteLinks.broken.length),
    title: (f) => (f.siteLinks.broken.every((l) => l.status === 404 || l.status === 410) ? 'Fix the links to pages that do not exist' : 'Fix the broken links to your own pages'),
    evidence: (f) => {
      const broken = f.siteLinks.broken;
      const line = (l: (typeof broken)[number]) => `${l.text ? `${quote(l.text)} → ` : ''}${plain(l.url)} answers ${l.status}`;
      return [
        `${f.siteLinks.brokenCount} of the ${plural(f.siteLinks.checked, 'page')} of this site we asked for ${f.siteLinks.brokenCount === 1 ? 'answers' : 'answer'} with an error${f.siteLinks.unchecked > 0 ? ` (the page links to ${plural(f.siteLinks.checked + f.siteLinks.unchecked, 'page')} of this site; ${f.siteLinks.unchecked} were not asked for)` : ''}, e.g. ${line(broken[0]!)}`,
        ...broken.slice(1, 8).map(line),
        ...(f.siteLinks.brokenCount > 8 ? [`and ${f.siteLinks.brokenCount - 8} more`] : []),
      ];
    },
    advice: 'Restore each page or point the link at the right address, and redirect old addresses to their new pages.',
  },
  {
    id: 'no-phone-or-email-link',
    claimsAbsent: (f) => (shownContacts(f).length > 0 || placeholderContacts(f).length > 0 ? ['tel-link', 'mailto-link'] : ['phone-number', 'email-address', 'tel-link', 'mailto-link']),
    area: 'conversion',
    cost: 'hinders',
    applies: (f) => f.links.tel === 0 && f.links.mailto === 0,
    // A trade that lives on calls (a plumber, a locksmith) loses the call itself: high.
    weight: (f) => Math.max(livesOnCalls(f) ? 16 : 0, shownContacts(f).length > 0 ? 12 : placeholderContacts(f).length === 0 && (f.forms.messageForms > 0 || f.links.formService) ? 8 : 14),
    title: (f) =>
      shownContacts(f).length > 0
        ? `Make your ${f.contact.phones.length > 0 ? 'phone number' : 'e-mail address'} tappable`
        : placeholderContacts(f).length > 0
          ? 'Show a real phone number or e-mail address'
          : 'Show a phone number or e-mail address',
    evidence: (f) => {
      const noLink = `the page has no tel: or mailto: link${f.links.placeholderContacts.length > 0 ? ' to a real number or address' : ''}`;
      if (shownContacts(f).length > 0) return [`${quoteList(shownContacts(f), 2)} ${shownContacts(f).length === 1 ? 'is' : 'are'} written as plain text: ${noLink}`];
      const only =
        f.forms.messageForms > 0 ? '; its form is the only way to get in touch' : f.links.formService ? `; a form on ${plain(f.links.formService)} is the only way to get in touch` : '';
      if (placeholderContacts(f).length > 0) {
        return [`The only phone numbers and e-mail addresses on the page are placeholders (${quoteList(placeholderContacts(f), 3)})${only || ': a visitor has no way to reach the business by phone or e-mail'}`];
      }
      return [`No phone number, e-mail address, tel: link or mailto: link anywhere on the page${only}`];
    },
    advice: (f) =>
      shownContacts(f).length > 0
        ? 'Write the number as <a href="tel:…"> and the address as <a href="mailto:…">: on a phone one tap starts the call or the e-mail.'
        : 'Put your phone number and e-mail address in the header or footer, as tel: and mailto: links, so a visitor can reach you in one tap.',
  },
  {
    id: 'dead-end',
    area: 'conversion',
    cost: 'hinders',
    // A one-page site's home page links nowhere else by design; an inner page without a way on is a dead end.
    applies: (f) => f.links.internalPages === 0 && f.status < 400 && !/^\/(?:index\.[a-z]+)?$/i.test(URL.parse(f.finalUrl)?.pathname ?? '/'),
    weight: 10,
    title: 'Give the page a way into the rest of the site',
    evidence: () => ['No link on the page leads to another page of this site: a visitor who lands here has only the back button'],
    advice: 'Add the site’s menu, or at least links to the home page and the contact page, so a visitor from a search or an ad can go on.',
  },
  {
    id: 'mistyped-email-links',
    area: 'conversion',
    cost: 'turns-away',
    applies: (f) => f.mistypedEmailLinks.count > 0,
    weight: 10,
    title: 'Fix the e-mail links',
    evidence: (f) => [
      `${plural(f.mistypedEmailLinks.count, 'link')} to an e-mail address ${f.mistypedEmailLinks.count === 1 ? 'is' : 'are'} written without mailto:, so a tap opens a web address instead of an e-mail: ${f.mistypedEmailLinks.examples.slice(0, 3).join('; ')}`,
    ],
    advice: 'Write each as <a href="mailto:name@example.com">: only a mailto: link opens the visitor’s e-mail app.',
  },
  {
    id: 'tel-wrong-country',
    area: 'conversion',
    cost: 'turns-away',
    applies: (f) => f.links.wrongCountryTel.length > 0,
    weight: 10,
    title: 'Put the country code in your phone links',
    evidence: (f) => f.links.wrongCountryTel.slice(0, 3).map(wrongCountry),
    advice: 'Write the country code after the + in every tel: link: after a +, a phone reads the first digits as the country to call, so a visitor who taps the link reaches someone else or no one.',
  },
  {
    id: 'mailto-form',
    area: 'conversion',
    cost: 'turns-away',
    applies: (f) => f.forms.mailtoActions.length > 0,
    weight: 10,
    title: 'Let the form send its message itself',
    evidence: (f) => [
      `The form hands its message to the visitor’s own e-mail program (action=${f.forms.mailtoActions.map((a) => `"${plain(a)}"`).join(', ')}): with none set up, as on most phones and shared computers, nothing is sent`,
    ],
    advice: 'Send the form to your server or a form service that e-mails you, and show a thank-you page when it arrives.',
  },
  {
    id: 'hidden-until-script',
    refinedByLab: 'stayed-blank',
    area: 'conversion',
    cost: 'turns-away',
    applies: (f) => f.hiddenUntilScript !== null,
    weight: 20,
    title: 'Show the page without waiting for a script',
    evidence: (f) => [`The page’s own style hides it (${f.hiddenUntilScript}) until a script shows it: when that script is slow, blocked or fails, visitors see a blank page`],
    advice: 'Remove the rule that hides the page, or make any fade-in pure CSS; the content should be visible from the first paint.',
  },
  {
    id: 'no-phone-link',
    claimsAbsent: (f) => (f.contact.phones.length > 0 ? ['tel-link'] : ['tel-link', 'phone-number']),
    area: 'conversion',
    cost: 'hinders',
    // A stand-in number is the placeholder finding's: replacing it is the advice, not linking it.
    // A trade that lives on calls is told to put the number at the top (rules/trade.ts), not only to link it.
    applies: (f) => f.links.tel === 0 && f.links.mailto > 0 && !livesOnCalls(f) && !f.contact.placeholders.some((p) => p.kind === 'phone') && !f.links.placeholderContacts.some((l) => /^tel:/i.test(l)),
    weight: 5,
    title: 'Add a tap-to-call link',
    evidence: (f) => [
      f.contact.phones.length > 0
        ? `${quoteList(f.contact.phones, 1)} is plain text; only the e-mail address is a link (${plural(f.links.mailto, 'mailto: link')})`
        : `${plural(f.links.mailto, 'mailto: link')}, but no phone number on the page`,
    ],
    advice: (f) =>
      f.contact.phones.length > 0 ? 'Make the number a tel: link: most first calls start on a phone.' : 'If you take calls, show the number as a tel: link: most first calls start on a phone.',
  },
  {
    id: 'no-form',
    claimsAbsent: ['message-form', 'contact-link', 'form-link'],
    area: 'conversion',
    cost: 'hinders',
    // A link to a contact page or a hosted form is a way to write to you, and so is a link to any page of
    // the site with a form to write in, whatever the link says ("Request a quote"): this is for pages with none.
    applies: (f) => f.forms.messageForms === 0 && !f.links.formService && !f.links.contactPage && noLinkedForm(f),
    weight: 4,
    title: 'Offer a short contact form',
    evidence: (f) => [
      `No form on the page to write to you${f.forms.searchForms > 0 ? ' (a search box is not one)' : ''}, no link to a contact page${f.links.sitePages > 0 ? ` or to any of the site’s pages with a form (we read all ${plural(f.links.sitePages, 'page')} of the site it links to)` : ''} and no hosted form`,
    ],
    advice: 'A short form (name, e-mail, message) catches the visitors who will not call.',
  },
  {
    id: 'no-address',
    claimsAbsent: ['address'],
    answeredBySite: true,
    area: 'conversion',
    cost: 'hinders',
    // A trade that goes to its customers (a plumber, a mobile groomer) has no door to find: not asked.
    applies: (f, c) => visitedTrades.has(c.industry) && !f.contact.address && !f.contact.atCustomers,
    weight: 8,
    title: 'Show your address',
    evidence: () => ['No street address, postcode, <address> element, map link or schema.org address anywhere on the page'],
    advice: 'Put the street address and town in the footer, with a link to directions: local customers look for it before they come.',
  },
  {
    id: 'no-opening-hours',
    claimsAbsent: ['opening-hours'],
    area: 'conversion',
    cost: 'hinders',
    applies: (f, c) => visitedTrades.has(c.industry) && !f.contact.hours,
    weight: 6,
    title: (f) => (f.contact.atCustomers ? 'Say when you take calls' : 'Show your opening hours'),
    evidence: (f) => [`No opening hours (days with times) in the page’s text or structured data${f.contact.atCustomers ? `; the business comes to its customers (${atCustomersSign(f.contact.atCustomers)})` : ''}`],
    advice: (f) =>
      f.contact.atCustomers
        ? 'Say on the home page when you answer the phone and whether you take emergency call-outs: a customer with a problem at home wants to know that ringing now reaches someone.'
        : 'List your hours on the home page and in your Google Business Profile; whether you are open right now is the first question a local customer asks.',
  },
  {
    id: 'old-analytics',
    area: 'conversion',
    cost: 'unseen',
    applies: (f) => f.analytics.universal && !f.analytics.ga4,
    weight: 5,
    title: 'Replace the retired Google Analytics tag',
    evidence: (f) => [
      `The page loads ${analyticsTag(f.analytics.legacyLoader)}${f.analytics.universalIds.length ? ` for ${f.analytics.universalIds.join(', ')}` : ''}${f.analytics.legacyLoader === 'analytics.js' ? '' : ', which reports to Universal Analytics'}: Google stopped processing Universal Analytics in July 2023, so it no longer counts your visitors`,
    ],
    advice: 'Set up Google Analytics 4 (or a lighter, privacy-friendly counter) and remove the old tag, so you can see which pages bring enquiries.',
  },
];
