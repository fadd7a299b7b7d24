/**
 * The country a page places its business in, from the page's own signals, for reading the phone
 * numbers it writes the national way. By precedence: structured data's addressCountry, the
 * international numbers it gives (tel:+…, JSON-LD telephone), its country-code domain, a postal
 * address in its text (a state and ZIP, a state and postcode, a UK or Canadian postcode), then its
 * og:locale and <html lang> regions. The first four are the business's own place ("firm"); a
 * language setting is only a hint, since templates leave it at en-US. Null when nothing says: the
 * review never assumes a country. Pure.
 */
import { getCountries, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { attr, rawText, textBlocks, type PageDocument } from './document';

export type CountrySignal = 'address-country' | 'phone' | 'domain' | 'postal-address' | 'og-locale' | 'lang';

export interface PageCountry {
  code: CountryCode;
  by: CountrySignal;
  /** What says it, as the page writes it: "AU", "+61 2 9876 5432", "example.com.au", "Sydney NSW 2000", "en_AU", "en-AU". */
  text: string;
  /** The business's own place (address, numbers, domain), not a language setting. */
  firm: boolean;
}

/**
 * Where numbers are read when no firm signal places the page: the language's hint first, then the
 * plans of the English-speaking markets the review reads most (North America, the UK, Australia,
 * New Zealand). Ireland is left out on purpose: its plan accepts any nine digits without the trunk
 * 0, so tax and registration numbers would read as Irish phones.
 */
export const FALLBACK_PLANS: readonly CountryCode[] = ['US', 'GB', 'AU', 'NZ'];

/** Country-code domains used as generic names (Google treats them so): .co, .io, .me, .tv… say nothing of a country. */
const GENERIC_CC = new Set(['ad', 'ai', 'as', 'bz', 'cc', 'cd', 'co', 'dj', 'fm', 'gg', 'io', 'la', 'ly', 'me', 'ms', 'nu', 'sc', 'sh', 'sr', 'su', 'tk', 'to', 'tv', 'vc', 'ws']);

const US_STATES = 'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
/** The postcode areas of the UK (AB Aberdeen … ZE Shetland). */
const UK_AREAS =
  'AB|AL|B|BA|BB|BD|BH|BL|BN|BR|BS|BT|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|E|EC|EH|EN|EX|FK|FY|G|GL|GU|HA|HD|HG|HP|HR|HS|HU|HX|IG|IP|IV|KA|KT|KW|KY|L|LA|LD|LE|LL|LN|LS|LU|M|ME|MK|ML|N|NE|NG|NN|NP|NR|NW|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|RM|S|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|W|WA|WC|WD|WF|WN|WR|WS|WV|YO|ZE';
/** A town, then a state or province and its postal code, as each country writes an address line. */
const POSTAL: [CountryCode, RegExp][] = [
  ['US', new RegExp(String.raw`\b[A-Z][a-z]+,?\s+(?:${US_STATES})\s+\d{5}(?:-\d{4})?\b`)],
  ['AU', /\b[A-Z][a-z]+,?\s+(?:NSW|VIC|Vic|QLD|Qld|TAS|Tas|ACT|NT|SA|WA)\s+\d{4}\b(?!-)/],
  ['CA', /\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d\b/],
  ['GB', new RegExp(String.raw`\b(?:${UK_AREAS})\d[A-Z\d]?\s\d[ABD-HJLNP-UW-Z]{2}\b`)],
];

/** Country names in English ("Australia", "United Kingdom") and the other ways pages write some of them. */
const NAMES = (() => {
  const names = new Map<string, CountryCode>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (const code of getCountries()) names.set(display.of(code)!.toLowerCase(), code);
  const aliases: [string, CountryCode][] = [
    ['usa', 'US'], ['u.s.a.', 'US'], ['u.s.', 'US'], ['united states of america', 'US'], ['america', 'US'],
    ['uk', 'GB'], ['u.k.', 'GB'], ['great britain', 'GB'], ['britain', 'GB'], ['england', 'GB'], ['scotland', 'GB'], ['wales', 'GB'], ['northern ireland', 'GB'],
    ['aus', 'AU'], ['can', 'CA'], ['nzl', 'NZ'], ['gbr', 'GB'], ['irl', 'IE'], ['deu', 'DE'], ['fra', 'FR'],
  ];
  for (const [name, code] of aliases) names.set(name, code);
  return names;
})();

/** A country as data writes it: "AU", "au", "UK", "Australia", "United States". */
export function countryOf(written: string): CountryCode | null {
  const text = written.trim();
  if (/^[a-z]{2}$/i.test(text)) {
    const code = text.toUpperCase() === 'UK' ? 'GB' : text.toUpperCase();
    return isSupportedCountry(code) ? code : null;
  }
  return NAMES.get(text.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** The region of a locale or language tag ("en-AU", "en_AU"), or null. */
const regionOf = (tag: string): CountryCode | null => {
  const region = /^[a-z]{2,3}[-_]([a-z]{2})(?:$|[-_])/i.exec(tag.trim())?.[1];
  return region ? countryOf(region) : null;
};

/** Every value of the given keys anywhere in the page's JSON-LD, and its microdata itemprops of those names. */
export function structuredValues(d: PageDocument, keys: ReadonlySet<string>): string[] {
  const values: string[] = [];
  const walk = (node: unknown, key: string | null): void => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, key));
    if (typeof node === 'string' || typeof node === 'number') {
      if (key && keys.has(key)) values.push(String(node));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    // "addressCountry": { "@type": "Country", "name": "Australia" }
    if (key && keys.has(key) && typeof record.name === 'string') values.push(record.name);
    for (const [k, v] of Object.entries(record)) walk(v, k);
  };
  for (const script of d.tags('script')) {
    if ((attr(script, 'type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    try {
      walk(JSON.parse(rawText(script).replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')), null);
    } catch {
      // invalid JSON-LD says nothing; the structured-data facts count it
    }
  }
  for (const el of d.all) {
    const prop = attr(el, 'itemprop');
    if (prop && keys.has(prop)) values.push(attr(el, 'content') ?? textBlocks(el.children).join(' '));
  }
  return values.filter((v) => v.trim() !== '');
}

/** The country most of the items name (the first named, on a tie), with the first item that named it. */
function mostNamed(items: { code: CountryCode; text: string }[]): { code: CountryCode; text: string } | null {
  const counts = new Map<CountryCode, number>();
  for (const { code } of items) counts.set(code, (counts.get(code) ?? 0) + 1);
  let best: { code: CountryCode; text: string } | null = null;
  for (const item of items) if (!best || counts.get(item.code)! > counts.get(best.code)!) best = item;
  return best;
}

const ADDRESS_COUNTRY = new Set(['addressCountry']);
const TELEPHONE = new Set(['telephone']);

function findPageCountry(d: PageDocument): PageCountry | null {
  const firm = (code: CountryCode, by: CountrySignal, text: string): PageCountry => ({ code, by, text, firm: true });

  const stated = structuredValues(d, ADDRESS_COUNTRY).map((text) => ({ code: countryOf(text), text: text.trim() })).find((s) => s.code);
  if (stated?.code) return firm(stated.code, 'address-country', stated.text);

  // Numbers written internationally: a real number (valid where its code says) names its country.
  const international = [...structuredValues(d, TELEPHONE), ...d.tags('a').map((a) => (attr(a, 'href') ?? '').trim()).filter((h) => /^tel:/i.test(h)).map((h) => safeDecode(h.slice(4)))]
    .filter((n) => n.trim().startsWith('+'))
    .map((text) => ({ number: parsePhoneNumberFromString(text.trim()), text: text.trim() }))
    .flatMap(({ number, text }) => (number?.isValid() && number.country ? [{ code: number.country, text }] : []));
  const dialled = mostNamed(international);
  if (dialled) return firm(dialled.code, 'phone', dialled.text);

  const tld = d.host.split('.').pop() ?? '';
  if (/^[a-z]{2}$/.test(tld) && !GENERIC_CC.has(tld) && !/^\d+(?:\.\d+){3}$/.test(d.host)) {
    const code = countryOf(tld);
    if (code) return firm(code, 'domain', d.host);
  }

  const body = d.tags('body')[0];
  const blocks = textBlocks(body ? [body] : d.doc.children);
  const postal = blocks.flatMap((block) => POSTAL.flatMap(([code, pattern]) => (pattern.exec(block) ? [{ code, text: pattern.exec(block)![0] }] : [])));
  const addressed = mostNamed(postal);
  if (addressed) return firm(addressed.code, 'postal-address', addressed.text);

  const locale = d.metas.find((m) => (attr(m, 'property') ?? attr(m, 'name') ?? '').trim().toLowerCase() === 'og:locale');
  const localeText = (locale && attr(locale, 'content')?.trim()) ?? '';
  const byLocale = regionOf(localeText);
  if (byLocale) return { code: byLocale, by: 'og-locale', text: localeText, firm: false };

  const html = d.tags('html')[0];
  const lang = ((html && attr(html, 'lang')) ?? '').trim();
  const byLang = regionOf(lang);
  if (byLang) return { code: byLang, by: 'lang', text: lang, firm: false };
  return null;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const known = new WeakMap<PageDocument, PageCountry | null>();

/** The page's country (read once per document: contacts and links both ask), or null when nothing on the page says. */
export function pageCountry(d: PageDocument): PageCountry | null {
  if (!known.has(d)) known.set(d, findPageCountry(d));
  return known.get(d)!;
}

/**
 * The numbering plans a page's national numbers are read in, first match first: its country alone
 * when the page places itself firmly; else the hint (og:locale, lang, or the language's own
 * country: "de" → DE), then the fallback plans.
 */
export function numberingPlans(country: PageCountry | null, lang: string | null = null): CountryCode[] {
  if (country?.firm) return [country.code];
  const hinted = country?.code ?? languageCountry(lang);
  return [...new Set([...(hinted ? [hinted] : []), ...FALLBACK_PLANS])];
}

/** The country a bare language most likely means ("de" → DE, "en" → US), as the locale data has it. */
function languageCountry(lang: string | null): CountryCode | null {
  if (!lang || !/^[a-z]{2,3}$/i.test(lang.trim())) return null;
  try {
    const region = new Intl.Locale(lang.trim()).maximize().region;
    return region && isSupportedCountry(region) ? region : null;
  } catch {
    return null;
  }
}

/** The page's plans, from its document: what the fact extractors and the proof call. */
export const plansOf = (d: PageDocument): CountryCode[] => {
  const html = d.tags('html')[0];
  return numberingPlans(pageCountry(d), (html && attr(html, 'lang')) ?? null);
};

const display = new Intl.DisplayNames(['en'], { type: 'region' });
/** A country's name for a sentence: "the US", "the UK", "Australia". */
export const countryName = (code: CountryCode) =>
  ({ US: 'the US', GB: 'the UK', AE: 'the UAE', NL: 'the Netherlands', PH: 'the Philippines', DO: 'the Dominican Republic', CZ: 'the Czech Republic' })[code as string] ?? display.of(code) ?? code;
