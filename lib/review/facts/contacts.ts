/**
 * Contact facts: the phone numbers, e-mail addresses, street address and opening hours a visitor can
 * read, each found inside one block of text (a number never runs on into the next element). Numbers
 * are libphonenumber-js's to find, in the numbering plans of the page's country (country.ts,
 * phones.ts); fax numbers are told apart by their label, tax and registration numbers (ABN, EIN,
 * VAT, licence numbers, schema.org taxID) are never phones, and template stand-ins are named as
 * placeholders rather than counted. Read from the visible text, <address>, maps links and structured
 * data, so an absence is only claimed after every place it could be was looked at. Pure: no I/O.
 */
import { attr, clip, hiddenFromVisitor, pushDistinct, rawText, textBlocks, type PageDocument } from './document';
import { pageCountry, plansOf, structuredValues } from './country';
import { isLogo } from './logo';
import { numbersIn, phoneKey } from './phones';
import { addressPlaceholder, emailPlaceholder, SAMPLE_EMAIL_TEXT } from './placeholders';

/** "Fax:", "F.", "Facsimile" just before a number, or a block that is only that label. */
const FAX_BEFORE = /(?:\bfax|\bfacsimile|(?:^|[\s|•·/,])f)\s*(?:number|no\.?|#)?\s*[:.]?\s*$/i;
const FAX_LABEL = /^(?:fax|fax number|fax no\.?|facsimile|f)\s*:?$/i;
/** A block about fax ("Fax", "Fax availability is 24 hours a day.") heading the number that follows it. */
const FAX_HEADING = /^(?:fax|facsimile)\b/i;
/** Tax, company and licence numbers' names, as written (upper case): a number after one is not a phone. */
const ID_ACRONYMS = 'ABN|ACN|ARBN|AFSL|ACL|TFN|GST|HST|QST|VAT|EIN|FEIN|TIN|ITIN|SSN|UTR|CRN|NZBN|IRD|UEN|NMLS|NPI|DEA|USDOT|CCB|CSLB|ROC|EORI|SIREN|SIRET|KvK|BTW|CIF|NIF|CNPJ|RFC|BSB|IBAN|DUNS';
/** Words that name such a number with "No.", "number", "#" or "ID" after them ("Company No.", "Lic. #", "Licence number"). */
const ID_WORDS = 'licen[cs]e|lic|registration|reg|registered|company|tax|permit|certificate|cert|account|acct|policy|invoice|order|ref|reference|routing|member|membership|bar';
const NUMBER_WORD = String.raw`(?:[Nn][Oo]\b\.?|[Nn]umber\b|[Nn]r\b\.?|[Nn]um\b\.?|ID\b|#)`;
/** What may stand between the name and the digits: a colon or a #, and a VAT number's country ("GB"). */
const ID_END = String.raw`\s*[:#.]?\s*#?\s*(?:[A-Z]{2}\s?)?$`;
/** "ABN 51 824 753 556", "EIN: 12-3456789", "VAT Reg. No. GB 123 4567 89". */
const ACRONYM_BEFORE = new RegExp(String.raw`\b(?:${ID_ACRONYMS})\b\.?(?:\s*[Rr]eg(?:istration)?\b\.?)?(?:\s*${NUMBER_WORD})?${ID_END}`);
/** "Lic. # 1234567", "Company No. 01234567", "Licence number 123456", "License: 1234567", "Tax ID: 12-3456789". */
const WORD_BEFORE = new RegExp(String.raw`(?:\b(?:${ID_WORDS})\b\.?\s*(?:no\b\.?|number\b|nr\b\.?|num\b\.?|id\b|#)|\b(?:licen[cs]e|lic|registration|reg|tax id|permit)\b\.?\s*:)${ID_END}`, 'i');
/** A block that is only such a name (a <dt>ABN</dt> before its number). */
const REGISTRATION_LABEL = [new RegExp(String.raw`^(?:${ID_ACRONYMS})\s*[:#.]?$`), new RegExp(String.raw`^(?:${ID_WORDS})\.?\s*(?:no\.?|number|nr\.?|num\.?|id|#)\s*[:#.]?$`, 'i')];
/** schema.org's properties for such numbers, and for a fax number. */
const REGISTRATION_PROPS = new Set(['taxID', 'vatID', 'duns', 'leiCode', 'naics', 'globalLocationNumber', 'iso6523Code']);
const FAX_PROPS = new Set(['faxNumber']);
const digitsOf = (text: string) => text.replace(/\D/g, '');
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
  const country = pageCountry(d);
  const plans = plansOf(d);
  const phones = new Map<string, string>();
  const faxes = new Map<string, string>();
  const emails: string[] = [];
  const placeholders: PlaceholderContact[] = [];
  const notePlaceholder = (item: PlaceholderContact) => {
    if (placeholders.length < 5 && !placeholders.some((p) => p.text === item.text)) placeholders.push(item);
  };
  const note = (list: Map<string, string>, key: string, written: string) => {
    if (list.size < 3 && !list.has(key)) list.set(key, clip(written, 30));
  };

  const reads = blocks.map((block) => numbersIn(block, plans));
  const registered = structuredValues(d, REGISTRATION_PROPS).map(digitsOf).filter((id) => id.length >= 6);
  const faxKeys = new Set(structuredValues(d, FAX_PROPS).map((fax) => phoneKey(fax, plans)));
  /** The number starts its block, and the block before it (or the one before that, with no number between) is about fax. */
  const labelledFax = (i: number) => {
    for (const k of [i - 1, i - 2]) {
      const previous = blocks[k];
      if (previous === undefined || reads[k]!.length > 0) return false;
      if (FAX_LABEL.test(previous) || FAX_HEADING.test(previous)) return true;
    }
    return false;
  };
  /** A tax, company or licence number: named so just before it, or given as such in structured data. */
  const registration = (block: string, i: number, start: number, digits: string) =>
    [ACRONYM_BEFORE, WORD_BEFORE].some((label) => label.test(block.slice(Math.max(0, start - 40), start))) ||
    (start < 3 && REGISTRATION_LABEL.some((label) => label.test(blocks[i - 1] ?? ''))) ||
    registered.some((id) => id.includes(digits) || digits.includes(id));
  blocks.forEach((block, i) => {
    for (const read of reads[i]!) {
      if (registration(block, i, read.start, digitsOf(read.text))) continue;
      if (read.standIn) notePlaceholder({ kind: 'phone', text: clip(read.text, 30), why: read.standIn });
      else if (FAX_BEFORE.test(block.slice(Math.max(0, read.start - 24), read.start)) || (read.start < 3 && labelledFax(i)) || faxKeys.has(read.e164!)) note(faxes, read.e164!, read.text);
      else note(phones, read.e164!, read.text);
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
      /** The country the page's own signals place it in (country.ts), or null: the plan its national numbers are read in. */
      country,
      /** Numbers a visitor can call, one written form of each (the same number written twice is one). */
      phones: [...phones.values()],
      /** Numbers labelled as fax (by their label or structured data's faxNumber): not a way to call. */
      faxes: [...faxes.values()],
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
