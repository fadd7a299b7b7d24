/**
 * Contact facts: the phone numbers, e-mail addresses, street address and opening hours a visitor can
 * read, each found inside one block of text (a number never runs on into the next element), fax
 * numbers told apart by their label, and template stand-ins named as placeholders rather than
 * counted. Read from the visible text, <address>, maps links and structured data, so an absence is
 * only claimed after every place it could be was looked at. Pure: no I/O.
 */
import { attr, clip, hiddenFromVisitor, pushDistinct, rawText, textBlocks, type PageDocument } from './document';
import { isLogo } from './logo';
import { addressPlaceholder, emailPlaceholder, phonePlaceholder, SAMPLE_EMAIL_TEXT } from './placeholders';

const SEPARATOR = String.raw`(?:\s?[.\-–]\s?|\s)`;
/** A phone number as people write it: +country, a leading 0 or an (area code), then groups of digits; 9 to 13 digits in all. */
const PHONE = new RegExp(String.raw`(?:\+\d{1,3}${SEPARATOR}?|\b0|\(\d{2,5}\)\s?|\b\d{3}${SEPARATOR})(?:\(?\d{1,5}\)?${SEPARATOR}?){1,5}\d{2,5}\b`, 'g');
const YEAR_RANGE = /^\s*(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}\s*$/;
/** "Fax:", "F.", "Facsimile" just before a number, or a block that is only that label. */
const FAX_BEFORE = /(?:\bfax|\bfacsimile|(?:^|[\s|•·/,])f)\s*(?:number|no\.?|#)?\s*[:.]?\s*$/i;
const FAX_LABEL = /^(?:fax|fax number|fax no\.?|facsimile|f)\s*:?$/i;
/** A block about fax ("Fax", "Fax availability is 24 hours a day.") heading the number that follows it. */
const FAX_HEADING = /^(?:fax|facsimile)\b/i;
const OBFUSCATED_EMAIL = /\b[\w.%+-]+\s*(?:\[at\]|\(at\)|\{at\})\s*[a-z0-9-]+(?:\s*(?:\[dot\]|\(dot\)|\{dot\}|\.)\s*[a-z0-9-]+)*\s*(?:\[dot\]|\(dot\)|\{dot\}|\.)\s*[a-z]{2,}\b|\b[\w.%+-]+\s+at\s+[a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)*\s+dot\s+[a-z]{2,}\b/gi;
const EMAIL = /\b[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;
const STREET = /\b\d{1,6}\s+(?:[\p{L}\d.'-]+\s+){0,4}(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|highway|hwy|parkway|pkwy|square|sq|terrace|circle|pike|route|rte)\b\.?/iu;
const POSTAL = /\b(?:P\.?\s?O\.?\s+Box\s+\d+|[A-Z]{2},?\s+\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z][a-z]+,\s*(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\b)|[\p{L}-]+(?:straße|strasse|str\.|weg|gasse|platz)\s+\d+|\b\d{1,4},?\s+(?:rue|avenue|boulevard|via|calle|avenida|place)\s/u;
/** Hours themselves (days with times, a time range, round the clock, by appointment), not a heading that announces them. */
const HOURS = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b[^.]{0,60}?\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?\s*(?:-|–|—|to)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\s*(?:-|–|—|to)\s*\d{1,2}:\d{2}\b|\bopen 24 hours\b|\b24\/7\b|\bby appointment\b/i;
const MAP_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|bing\.com\/maps)/i;

/** schema.org's types for trades that work at the customer's place (HomeAndConstructionBusiness and its kinds). */
const HOME_SERVICE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*?)?"(HomeAndConstructionBusiness|Electrician|GeneralContractor|HVACBusiness|HousePainter|Locksmith|MovingCompany|Plumber|RoofingContractor)"/;
/** The same trades as a business names itself (its title, main heading, site name or logo). */
const HOME_SERVICE_TRADE =
  /\b(?:plumb(?:er|ers|ing)|electricians?|electrical contractors?|roof(?:er|ers|ing)|hvac|heating (?:and|&) (?:air|cooling)|landscap(?:er|ers|ing)|lawn (?:care|mowing)|pest control|exterminators?|locksmiths?|handym[ae]n|removals|movers|moving company|carpet cleaning|window cleaning|gutter (?:cleaning|repairs?)|tree (?:services?|surgeons?|removal)|pool (?:service|cleaning)|junk removal|house cleaning|cleaning services?|painters? (?:and|&) decorators?|house painters?)\b/i;
/** A business that says it comes to its customers, or offers a cleaning that is done at theirs (residential, commercial, end-of-tenancy…). */
const AT_CUSTOMERS =
  /\b(?:we(?:['’]ll| will)? come to you|at your (?:premises|property|location)|mobile (?:service|mechanic|detailing|grooming|repairs?|dog grooming|car wash)|emergency call[- ]?outs?|house calls|on[- ]site (?:service|visits?|repairs?)|(?:residential|commercial|office|construction(?: site)?|move[- ](?:in|out)|end[- ]of[- ]tenancy|janitorial) cleaning)\b/i;

/** How a page shows that its business works at its customers' places: the schema.org type, the trade it names itself by, or its words. */
export interface AtCustomers {
  by: 'type' | 'trade' | 'words';
  text: string;
}

/**
 * What shows that the business works at its customers' places (a plumber, a mobile groomer): such a
 * trade has no door for customers to find, so an address is not asked of it. Null when the page
 * gives no such sign.
 */
function worksAtCustomers(d: PageDocument, blocks: string[], structured: string): AtCustomers | null {
  const type = HOME_SERVICE_TYPE.exec(structured)?.[1];
  if (type) return { by: 'type', text: type };
  // Where a business gives its own name: a landscaper's page may have no title or h1, only its logo's alt text.
  const named = [
    ...[...d.tags('title'), ...d.tags('h1')].map((el) => rawText(el)),
    ...d.metas.filter((m) => (attr(m, 'property') ?? '').toLowerCase() === 'og:site_name').map((m) => attr(m, 'content') ?? ''),
    ...d.tags('img').filter((img) => isLogo(img, attr(img, 'src') ?? '', d)).map((img) => attr(img, 'alt') ?? ''),
  ].map((text) => text.replace(/\s+/g, ' ').trim());
  const trade = named.find((text) => HOME_SERVICE_TRADE.test(text));
  if (trade) return { by: 'trade', text: clip(trade, 80) };
  for (const block of blocks) {
    const said = AT_CUSTOMERS.exec(block)?.[0];
    if (said) return { by: 'words', text: said };
  }
  return null;
}

/** A stand-in contact detail as the page writes it, and why it is not real. */
export interface PlaceholderContact {
  kind: 'phone' | 'e-mail' | 'address';
  text: string;
  why: string;
}

/** Schema.org JSON-LD and microdata text, for the details a page gives only as structured data. */
function structuredText(d: PageDocument): string {
  const jsonLd = d.tags('script').filter((s) => (attr(s, 'type') ?? '').trim().toLowerCase() === 'application/ld+json').map(rawText);
  const itemprops = d.all.filter((el) => attr(el, 'itemprop') !== undefined).map((el) => `"${attr(el, 'itemprop')}"`);
  return [...jsonLd, ...itemprops].join(' ');
}

export function contactFacts(d: PageDocument) {
  const { tags } = d;
  const body = tags('body')[0];
  const blocks = textBlocks(body ? [body] : d.doc.children, { skipAriaHidden: true });
  const phones: string[] = [];
  const faxes: string[] = [];
  const emails: string[] = [];
  const placeholders: PlaceholderContact[] = [];
  const notePlaceholder = (item: PlaceholderContact) => {
    if (placeholders.length < 5 && !placeholders.some((p) => p.text === item.text)) placeholders.push(item);
  };

  /** The number starts its block, and the block before it (or the one before that, with no number between) is about fax. */
  const labelledFax = (i: number) => {
    for (const k of [i - 1, i - 2]) {
      const previous = blocks[k];
      if (previous === undefined || new RegExp(PHONE.source).test(previous)) return false;
      if (FAX_LABEL.test(previous) || FAX_HEADING.test(previous)) return true;
    }
    return false;
  };
  blocks.forEach((block, i) => {
    for (const match of block.matchAll(PHONE)) {
      const written = match[0].trim();
      const digits = written.replace(/\D/g, '').length;
      // Years and ranges of years ("2013-2026") are not phone numbers.
      if (digits < 9 || digits > 13 || YEAR_RANGE.test(written)) continue;
      const why = phonePlaceholder(written);
      if (why) notePlaceholder({ kind: 'phone', text: clip(written, 30), why });
      else if (FAX_BEFORE.test(block.slice(Math.max(0, match.index - 24), match.index)) || (match.index < 3 && labelledFax(i))) pushDistinct(faxes, clip(written, 30), 3);
      else pushDistinct(phones, clip(written, 30), 3);
    }
    for (const match of [...block.matchAll(EMAIL), ...block.matchAll(OBFUSCATED_EMAIL)]) {
      const why = emailPlaceholder(match[0]);
      if (why) notePlaceholder({ kind: 'e-mail', text: clip(match[0], 60), why });
      else pushDistinct(emails, clip(match[0], 60), 3);
    }
    for (const match of block.matchAll(SAMPLE_EMAIL_TEXT)) notePlaceholder({ kind: 'e-mail', text: clip(match[0], 60), why: 'a template’s sample address' });
    const sampleAddress = addressPlaceholder(block);
    if (sampleAddress) notePlaceholder({ kind: 'address', text: clip(block, 80), why: `"${sampleAddress}" is a template’s sample address` });
  });
  // Cloudflare's e-mail protection hides the address until its script runs.
  if (d.all.some((el) => attr(el, 'data-cfemail') !== undefined && !hiddenFromVisitor(el))) pushDistinct(emails, '[e-mail address protected by Cloudflare]', 3);

  const realBlocks = blocks.filter((b) => !addressPlaceholder(b));
  const structured = structuredText(d);
  const mapLink = tags('a').some((a) => MAP_LINK.test((attr(a, 'href') ?? '').trim())) || tags('iframe').some((f) => MAP_LINK.test((attr(f, 'src') ?? '').trim()));
  return {
    contact: {
      phones,
      /** Numbers labelled as fax: not a way to call. */
      faxes,
      emails,
      placeholders,
      address:
        realBlocks.some((b) => STREET.test(b) || POSTAL.test(b)) ||
        tags('address').some((a) => !hiddenFromVisitor(a) && textBlocks(a.children).some((b) => !addressPlaceholder(b))) ||
        mapLink ||
        /"(?:address|streetAddress|postalCode)"/.test(structured),
      hours: blocks.some((b) => HOURS.test(b)) || /"(?:openingHours|openingHoursSpecification)"/.test(structured),
      /** What shows that the business goes to its customers, or null. */
      atCustomers: worksAtCustomers(d, blocks, structured),
    },
  };
}

export type ContactFacts = ReturnType<typeof contactFacts>;
