/**
 * The business's street address as each page states it, and pages that state different ones. A
 * page's address is read where a page states its own: schema.org's PostalAddress (JSON-LD,
 * microdata), hCard's street-address, <address>, the header, footer and contact blocks, and the
 * whole text of a contact or location page; in the text, only a block that is an address (it starts
 * with the street line and goes on with nothing but a unit, town, region, postcode or country).
 * One address written two ways is one ("Suite 200"/"Ste. 200", "Street"/"St.", "North"/"N",
 * "Eighth"/"8th", with or without the town or ZIP): the house number and the street are compared,
 * nothing else; a P.O. Box is no street address. A page that lists two street addresses (two
 * offices) makes the site's addresses no contradiction at all. Pure: no I/O.
 */
import type { Element } from 'domhandler';
import type { FetchedSite } from '../fetch/site';
import { attr, clip, jsonLdObjects, rawText, squash, textBlocks, type PageDocument } from './document';

export interface StatedAddress {
  /** As the page writes it (the block, clipped, or the structured data's streetAddress). */
  text: string;
  where: 'structured data' | 'text';
  pages: string[];
}

/** Two or more street addresses that cannot be one place, each with the pages that state it and no other. */
export interface AddressMismatch {
  addresses: StatedAddress[];
  /** How many pages state one street address. */
  of: number;
}

const TYPES: Record<string, string> = {
  street: 'street', st: 'street', str: 'street', road: 'road', rd: 'road', avenue: 'avenue', ave: 'avenue', av: 'avenue', boulevard: 'boulevard', blvd: 'boulevard',
  lane: 'lane', ln: 'lane', drive: 'drive', dr: 'drive', way: 'way', court: 'court', ct: 'court', place: 'place', pl: 'place', highway: 'highway', hwy: 'highway',
  parkway: 'parkway', pkwy: 'parkway', square: 'square', sq: 'square', terrace: 'terrace', ter: 'terrace', circle: 'circle', cir: 'circle', pike: 'pike',
  trail: 'trail', trl: 'trail', crescent: 'crescent', cres: 'crescent', plaza: 'plaza', row: 'row', close: 'close',
};
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const TYPE = Object.keys(TYPES).join('|');
/** "801 8th Street", "22002 W 66th St", "1 Eves Drive": a house number, up to four words of name, and the street's kind. */
const STREET_LINE = new RegExp(String.raw`\b(\d{1,6})[a-z]?\s+((?:[\p{L}\d'’-]+\.?\s+){1,4}?)(${TYPE})\b\.?`, 'iu');
/** Words of a unit or a country's name that may follow the street line in lower case. */
const UNIT_WORDS = /^(?:suite|ste|unit|apt|floor|fl|room|rm|building|bldg|of|the|and)$/i;
/** What may follow the street line in a block that is an address: capitalised names (town, region, country), units and postcodes. */
const addressRest = (rest: string) =>
  rest
    .split(/[\s,.;|•·–—/()]+/)
    .filter(Boolean)
    .every((token) => /^#?\d[\w-]*$/.test(token) || /^\p{Lu}/u.test(token) || UNIT_WORDS.test(token));
/** Where a page names its own address: a label before the street line ("Address:", "Our office:"). */
const LABEL = /^[\p{L}' ]{2,30}:\s*/u;
const CONTACT_PAGE = /contact|location|find-us|visit|directions|office/i;
const REGION = /footer|header|contact|address|location|vcard|\badr\b|sidebar|office/i;

/** An address's key: house number and street, abbreviations and ordinals written out, directions left out. */
export function streetKey(text: string): string | null {
  const m = STREET_LINE.exec(text);
  if (!m) return null;
  const words = m[2]!
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[.'’]/g, ''))
    .filter((w) => w && !DIRECTIONS.has(w))
    .map((w) => (ORDINALS.includes(w) ? ordinal(ORDINALS.indexOf(w) + 1) : w));
  if (words.length === 0 || words.some((w) => UNIT_WORDS.test(w))) return null;
  return `${m[1]} ${words.join(' ')} ${TYPES[m[3]!.toLowerCase()]}`;
}

/** The block's street address when the block is an address: the street line first (after a label), and nothing but its parts after it. */
function addressBlock(block: string): string | null {
  const text = block.replace(LABEL, '');
  const m = STREET_LINE.exec(text);
  if (!m || m.index > 0 || text.length > 140) return null;
  const rest = text.slice(m.index + m[0].length);
  return addressRest(rest) ? streetKey(text) : null;
}

/** The streetAddress values of a page's JSON-LD, wherever they stand. */
function jsonLdStreets(d: PageDocument): string[] {
  return jsonLdObjects(d).flatMap((o) => (typeof o.streetAddress === 'string' ? [squash(o.streetAddress)] : []));
}

/** The outermost elements of the page that hold its own contact details: header, footer, <address>, a contact or address block. */
function regions(d: PageDocument): Element[] {
  const marked = d.all.filter((el) => ['header', 'footer', 'address', 'aside'].includes(el.name) || REGION.test(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`));
  const set = new Set(marked);
  return marked.filter((el) => {
    for (let p = el.parent; p; p = p.parent) if (set.has(p as Element)) return false;
    return true;
  });
}

/** The street addresses a page states, by key, with the first written form of each. */
export function addressesOn(d: PageDocument, page: string): Map<string, { text: string; where: StatedAddress['where'] }> {
  const found = new Map<string, { text: string; where: StatedAddress['where'] }>();
  const add = (key: string | null, text: string, where: StatedAddress['where']) => {
    if (key && !found.has(key)) found.set(key, { text: clip(text, 80), where });
  };
  for (const street of jsonLdStreets(d)) add(streetKey(street), street, 'structured data');
  for (const el of d.all) {
    if (attr(el, 'itemprop') === 'streetAddress' || /\bstreet-address\b/.test(attr(el, 'class') ?? '')) {
      const text = textBlocks([el]).join(' ');
      add(streetKey(text), text, 'text');
    }
  }
  const title = squash(d.tags('title').map(rawText).join(' '));
  const body = d.tags('body')[0];
  const where = CONTACT_PAGE.test(page) || CONTACT_PAGE.test(title) ? (body ? [body] : []) : regions(d);
  for (const block of textBlocks(where)) add(addressBlock(block), block, 'text');
  return found;
}

/** A page about one location: its address names a branch ("/locations/salem/"), or names the town its address is in ("/salem/"); titles name the town for search engines on every page, and are not read. */
function locationPage(page: string, address: string): boolean {
  const path = page.toLowerCase().replace(/[-_/.]+/g, ' ');
  if (/\b(?:locations?|offices?|branch(?:es)?|stores?|clinics?)\b/.test(path)) return true;
  const towns = (address.replace(STREET_LINE, '').match(/\p{Lu}[\p{L}'’-]{3,}/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !UNIT_WORDS.test(w) && !/^(?:united|states|america|usa)$/.test(w));
  return towns.some((town) => ` ${path} `.includes(` ${town} `));
}

/** Whether the pages give the business more than one street address (two on one page, or different ones on different pages): then each location may keep its own hours. */
export function severalAddresses(site: FetchedSite, pathOf: (url: string) => string): boolean {
  const keys = new Set<string>();
  for (const p of site.pages) if (p.document) for (const key of addressesOn(p.document, pathOf(p.finalUrl)).keys()) keys.add(key);
  return keys.size > 1;
}

/** Pages that each state one street address, when those addresses are not one place (and no page lists two). */
export function addressMismatches(site: FetchedSite, pathOf: (url: string) => string): AddressMismatch | null {
  const stated = site.pages.flatMap((p) => (p.document ? [{ page: pathOf(p.finalUrl), addresses: addressesOn(p.document, pathOf(p.finalUrl)) }] : []));
  if (stated.some((s) => s.addresses.size > 1)) return null;
  // A location's own page ("/salem/", "/locations/salem/") gives that location's address: a business with several.
  if (stated.some((s) => s.addresses.size === 1 && locationPage(s.page, [...s.addresses.values()][0]!.text))) return null;
  const single = stated.filter((s) => s.addresses.size === 1);
  const byKey = new Map<string, StatedAddress>();
  for (const { page, addresses } of single) {
    const [key, written] = [...addresses][0]!;
    const entry = byKey.get(key) ?? { ...written, pages: [] };
    if (!entry.pages.includes(page)) entry.pages.push(page);
    byKey.set(key, entry);
  }
  if (byKey.size < 2) return null;
  return { addresses: [...byKey.values()].sort((a, b) => b.pages.length - a.pages.length), of: single.length };
}
