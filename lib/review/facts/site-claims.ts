/**
 * What a site says of itself that its own pages contradict: the year the business started against
 * the years in business it counts (as of the day the review read it, a rounded or "over" figure
 * allowed), and the address a form sends its messages to against the addresses the pages show.
 * Only the business's own words count: a founding said with "we" or "our", or without a subject
 * (a tagline, "Founded in 1994 by …"), and years counted the same way; a person's, a team's or a
 * combined figure is never the business's age. Pure: no I/O.
 */
import type { Element } from 'domhandler';
import type { FetchedSite } from '../fetch/site';
import { attr, clip, hiddenFromVisitor, textBlocks } from './document';
import { emailPlaceholder } from './placeholders';

/** A sentence of a page that counts the business's years, and what it says. */
export interface YearsClaim {
  page: string;
  /** The page's own words, as quotes: a counter's figure and its label are two ("25", "Years of service"). */
  quotes: string[];
  figure: number;
  bound: 'exact' | 'over' | 'nearly' | 'about';
}

export interface StartYear {
  page: string;
  quote: string;
  year: number;
}

/** Years counted that no start year on the site bears out, with the start years they contradict. */
export interface YearsMismatch {
  claim: YearsClaim;
  starts: StartYear[];
  /** The year the review read the site in. */
  asOf: number;
  /** Whose career it counts, as the pages name the person (career-years.ts); absent for the business's own age. */
  whose?: string;
}

export interface FormRecipientMismatch {
  /** The page whose form sends there, and the address as its form writes it. */
  page: string;
  recipient: string;
  via: 'mailto' | 'form service' | 'recipient field';
  /** Addresses the pages show, each with a page it is on. */
  shown: { text: string; page: string }[];
}

export const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
export const YEAR = String.raw`((?:18|19|20)\d{2})`;
/** Where a sentence starts: the block's start or after a full stop. */
const SENTENCE = String.raw`(?:^|[.!?]\s+)`;
/** A person, a team or a sum: whose years are not the business's age. */
const NOT_THE_BUSINESS = /\b(?:he|she|his|her|him|i|i['’]ve|my|me|dr|mr|mrs|ms|team|staff|employees|members?|combined|collective(?:ly)?|together|total|cumulative|between|each|family favou?rite)\b/i;
export const QUALIFIER = String.raw`(over|more than|nearly|almost|about|around|approximately|some|close to|upwards of|at least)\s+`;

/** "We", or the business by what it is: not an office, a location or a family's ownership, which start later than the business. */
const BUSINESS = String.raw`(?:company|firm|business|practice|agency|studio|shop|store|restaurant|bakery|clinic|church|salon|family business)`;
const OWN_BUSINESS = new RegExp(String.raw`\b(?:we|we['’]ve|we['’]re)\b|\bour ${BUSINESS}\b`, 'i');
/** "Founded in 1994 by …", "Originally founded in 1972", "Our firm was established in 1985", "Est. 1972", "Since 1994, we …", "Serving Duluth since 1972". */
const STARTS = [
  new RegExp(String.raw`${SENTENCE}(?:originally\s+|proudly\s+)?(?:founded|established|est\.?)\s+(?:in\s+)?(?:${MONTH}\s+)?(?:\d{1,2},?\s+)?${YEAR}\b`, 'i'),
  new RegExp(String.raw`\b(?:we|our ${BUSINESS})\s+(?:were|was|have been|has been)\s+(?:founded|established|in business)\s+(?:in|since)\s+(?:${MONTH}\s+)?${YEAR}\b`, 'i'),
  new RegExp(String.raw`${SENTENCE}since\s+${YEAR},?\s+(?:we|our)\b`, 'i'),
  new RegExp(String.raw`\b(?:serving|in business)\b(?![^.!?]{0,12}\b(?:us|me|my)\b)[^.!?]{0,60}?\bsince\s+(?:${MONTH}\s+)?${YEAR}\b`, 'i'),
];
/** "We have been serving Duluth for over 40 years", "Serving Duluth for 40 years", "25+ years in business". */
const COUNTS = [
  new RegExp(String.raw`${SENTENCE}for\s+(?:${QUALIFIER})?(\d{1,3})(\+)?\s+years,?\s+we\b`, 'i'),
  new RegExp(String.raw`\b(?:serving|in business|providing|helping|operating)\b[^.!?]{0,60}?\bfor\s+(?:${QUALIFIER})?(\d{1,3})(\+)?\s+years\b`, 'i'),
  new RegExp(String.raw`(?:^|\s)(?:${QUALIFIER})?(\d{1,3})(\+)?\s+years?\s+(?:in business|of (?:continuous |dedicated |proud )?service)\b`, 'i'),
];
/** A counter's label under its figure: "Years of international accounting and taxation services provided", "Years in business". */
const COUNTER_LABEL = /^years?\s+(?:in business|of\b.*\b(?:service|services|serving|business)\b)/i;
const COUNTER_FIGURE = /^(\d{1,3})(\+)?$/;

export const boundOf = (qualifier: string | undefined, plus: string | undefined): YearsClaim['bound'] => {
  const q = (qualifier ?? '').toLowerCase();
  if (plus || ['over', 'more than', 'upwards of', 'at least'].includes(q)) return 'over';
  if (['nearly', 'almost', 'close to'].includes(q)) return 'nearly';
  return q ? 'about' : 'exact';
};

/** The sentence of `block` that holds `index`. */
export function sentenceOf(block: string, index: number): { text: string; start: number } {
  // A full stop after an initial or a title ("Jane A. Park", "Dr. Lee") ends no sentence.
  const stops = [...block.matchAll(/(?<!\b(?:\p{Lu}|Dr|Mr|Mrs|Ms|St|Jr|Sr))[.!?](?:\s|$)/gu)].map((m) => m.index);
  const start = Math.max(0, ...stops.filter((i) => i + 1 < index).map((i) => i + 2));
  const stop = stops.find((i) => i >= index);
  return { text: block.slice(start, stop === undefined ? block.length : stop + 1), start };
}

/** The page's words to quote for a match at `index`: its sentence, or, in a long one, from the match on. */
export function quoteAt(block: string, index: number): string {
  const sentence = sentenceOf(block, index);
  if (sentence.text.length <= 110 || index - sentence.start < 50) return clip(sentence.text, 110);
  return `…${clip(block.slice(index), 90)}`;
}

/** Is the business the subject: no subject at all (a tagline, a sentence that starts with the verb) or "we"/"our", and no person or team? */
const businessVoice = (sentence: string, verbFirst: boolean) => !NOT_THE_BUSINESS.test(sentence) && (verbFirst || OWN_BUSINESS.test(sentence));

/** The start years and counted years a page's blocks give in the business's own voice; testimonials (a block in quotation marks) are a client's words. */
export function yearClaims(page: string, blocks: readonly string[]): { starts: StartYear[]; counts: YearsClaim[] } {
  const starts: StartYear[] = [];
  const counts: YearsClaim[] = [];
  blocks.forEach((block, i) => {
    // A testimonial is a client's words; a block with a straight quotation mark in it cannot be quoted whole.
    if (/^["“‘']/.test(block) || block.includes('"')) return;
    for (const pattern of STARTS) {
      const m = pattern.exec(block);
      if (!m) continue;
      const at = m.index + m[0].search(/[a-z]/i);
      const sentence = sentenceOf(block, at);
      if (NOT_THE_BUSINESS.test(sentence.text.replace(/\bby\b.*$/i, ''))) continue;
      // Its subject is the business: "we", "our firm", or none ("Founded in 1994 by …"); "Established in 2010, our Denver office …" is an office's.
      const subjectLater = /^\s*,/.test(block.slice(m.index + m[0].length));
      if (!OWN_BUSINESS.test(sentence.text) && (sentence.start !== at || subjectLater)) continue;
      starts.push({ page, quote: quoteAt(block, at), year: Number(m[m.length - 1]) });
      break;
    }
    for (const pattern of COUNTS) {
      const m = pattern.exec(block);
      if (!m) continue;
      const at = m.index + m[0].search(/\S/);
      const sentence = sentenceOf(block, at);
      if (!businessVoice(sentence.text, sentence.start === at)) continue;
      counts.push({ page, quotes: [quoteAt(block, at)], figure: Number(m[2]), bound: boundOf(m[1], m[3]) });
      break;
    }
    const figure = COUNTER_FIGURE.exec(block);
    const label = blocks[i + 1];
    if (figure && label && COUNTER_LABEL.test(label) && !NOT_THE_BUSINESS.test(label)) counts.push({ page, quotes: [block, clip(label, 90)], figure: Number(figure[1]), bound: boundOf(undefined, figure[2]) });
  });
  return { starts, counts };
}

/** How far a figure may stand from the count and still be a round one: 30 for 32, 25 for 27, never 25 for 32. */
const tolerance = (n: number) => (n % 10 === 0 ? 5 : n % 5 === 0 ? 2 : 1);

/**
 * Does a claim of `figure` years hold for a business `age` years old (the year's count; its anniversary
 * may be still to come)? "Over 25" is a floor; "over 27", a figure no one rounds to, was counted, and
 * holds only for the two years after it was.
 */
export function yearsHold(claim: Pick<YearsClaim, 'figure' | 'bound'>, age: number): boolean {
  const { figure, bound } = claim;
  if (bound === 'over') return figure <= age && (figure % 5 === 0 || age <= figure + 2);
  if (bound === 'nearly') return age >= figure - 3 && age <= figure + 1;
  return Math.abs(age - figure) <= tolerance(figure);
}

/** Years counted on the site that none of the start years it gives bears out, as of `fetchedAt`. */
export function yearsMismatches(pages: readonly { page: string; blocks: readonly string[] }[], fetchedAt: string): YearsMismatch[] {
  const asOf = new Date(fetchedAt).getUTCFullYear();
  if (!Number.isFinite(asOf)) return [];
  const read = pages.map((p) => yearClaims(p.page, p.blocks));
  const starts = read.flatMap((r) => r.starts).filter((s) => s.year <= asOf && s.year > asOf - 200);
  if (starts.length === 0) return [];
  const found: YearsMismatch[] = [];
  for (const claim of read.flatMap((r) => r.counts)) {
    if (claim.figure < 1 || starts.some((s) => yearsHold(claim, asOf - s.year))) continue;
    if (found.some((f) => f.claim.quotes.join() === claim.quotes.join())) continue;
    found.push({ claim, starts: starts.filter((s, i) => starts.findIndex((o) => o.year === s.year) === i), asOf });
  }
  return found;
}

const EMAIL = /^[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const RECIPIENT_FIELD = /^(?:_?recipients?|_?to|mailto|send_?to|email_?to|recipient_?email)$/i;
/** Form services whose address carries the recipient: FormSubmit, and Formspree's older form. */
const SERVICE_RECIPIENT = /^https?:\/\/(?:www\.)?(?:formsubmit\.co|formspree\.io)\/(?:ajax\/)?([^/?#]+@[^/?#]+)$/i;

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The addresses a form sends to, where its HTML says so: a mailto: action, a service's address, a hidden recipient field. */
function recipientsOf(form: Element, fields: Element[]): { address: string; via: FormRecipientMismatch['via'] }[] {
  const action = (attr(form, 'action') ?? '').trim();
  if (/^mailto:/i.test(action)) return decode(action.slice(7).split('?')[0] ?? '').split(/[,;]/).map((a) => a.trim()).filter((a) => EMAIL.test(a)).map((address) => ({ address, via: 'mailto' as const }));
  const service = SERVICE_RECIPIENT.exec(action)?.[1];
  if (service && EMAIL.test(decode(service))) return [{ address: decode(service), via: 'form service' }];
  return fields
    .filter((f) => f.name === 'input' && (attr(f, 'type') ?? '').toLowerCase() === 'hidden' && RECIPIENT_FIELD.test(attr(f, 'name') ?? ''))
    .map((f) => (attr(f, 'value') ?? '').trim())
    .filter((a) => EMAIL.test(a))
    .map((address) => ({ address, via: 'recipient field' as const }));
}

const inside = (el: Element, ancestor: Element) => {
  for (let node = el.parent; node; node = node.parent) if (node === ancestor) return true;
  return false;
};

/**
 * Forms that send to an address none of the pages read shows anywhere, hidden text included, while
 * the pages do show one (as text or a mailto: link). An address a page only hides from view
 * (Cloudflare's protection, "[at]") is one the review cannot compare: then nothing is said.
 */
export function formRecipientMismatches(site: FetchedSite, pathOf: (url: string) => string, shownEmails: readonly { page: string; emails: readonly string[] }[]): FormRecipientMismatch[] {
  const documents = site.pages.filter((p) => p.document).map((p) => ({ path: pathOf(p.finalUrl), document: p.document! }));
  if (shownEmails.some((s) => s.emails.some((e) => !EMAIL.test(e)))) return [];
  const shown = new Map<string, { text: string; page: string }>();
  for (const { page, emails } of shownEmails) for (const e of emails) if (!shown.has(e.toLowerCase())) shown.set(e.toLowerCase(), { text: e, page });
  for (const { path, document } of documents) {
    for (const a of document.tags('a')) {
      const href = (attr(a, 'href') ?? '').trim();
      if (!/^mailto:/i.test(href)) continue;
      for (const address of decode(href.slice(7).split('?')[0] ?? '').split(/[,;]/).map((s) => s.trim()).filter((s) => EMAIL.test(s))) if (!shown.has(address.toLowerCase())) shown.set(address.toLowerCase(), { text: address, page: path });
    }
  }
  if (shown.size === 0) return [];
  const everywhere = documents.map((d) => textBlocks(d.document.doc.children, { whole: true }).join(' \n ').toLowerCase()).join(' \n ');
  const found: FormRecipientMismatch[] = [];
  for (const { path, document } of documents) {
    for (const form of document.tags('form')) {
      if (hiddenFromVisitor(form)) continue;
      const fields = document.all.filter((el) => inside(el, form));
      for (const { address, via } of recipientsOf(form, fields)) {
        const key = address.toLowerCase();
        if (shown.has(key) || everywhere.includes(key) || emailPlaceholder(address) || found.some((f) => f.recipient.toLowerCase() === key)) continue;
        found.push({ page: path, recipient: address, via, shown: [...shown.values()].slice(0, 2) });
      }
    }
  }
  return found;
}
