/**
 * The business's own trade where the page shows it, for what its visitors look for first: a place
 * of worship (when and where it meets), a trade that lives on calls (emergency services,
 * plumbing, electrical work, towing, locksmiths: a tap-to-call number at the top), a practice or a
 * shop people come to (its hours). Read from the
 * schema.org type, then from the names the business gives itself (its title, main heading, site
 * name, the logo's alt text), never from its body text, where "church" or "plumbing" may be
 * anything. Also where the page's top is (its header, its menu, what comes before its main
 * heading) and whether a tel: link stands there: a phone's first screen cannot be laid out from
 * code, so the review speaks of the page's top as its code has it. Pure.
 */
import type { Element } from 'domhandler';
import { attr, clip, hasAncestor, hiddenFromVisitor, rawText, textBlocks, type PageDocument } from './document';
import { isLogo } from './logo';

export type TradeKind = 'worship' | 'calls' | 'practice';

export interface Trade {
  kind: TradeKind;
  /** Shown by its structured data's type, or by a name it gives itself. */
  by: 'type' | 'name';
  /** The type, or the name as the page writes it. */
  text: string;
}

const typeOf = (kinds: string) => new RegExp(String.raw`"@type"\s*:\s*(?:\[[^\]]*?)?"(${kinds})"`);
const WORSHIP_TYPE = typeOf('Church|CatholicChurch|PlaceOfWorship|Mosque|Synagogue|HinduTemple|BuddhistTemple');
const CALLS_TYPE = typeOf('Plumber|Electrician|Locksmith|EmergencyService');
/** A practice or a shop people come to: schema.org's kinds of them. */
const PRACTICE_TYPE = typeOf('Dentist|Physician|MedicalClinic|Optician|VeterinaryCare|Pharmacy|Bakery|Florist|HairSalon|BeautySalon|DaySpa|NailSalon|BarberShop|BikeStore|BookStore|HardwareStore|PetStore|ShoeStore|ClothingStore|TireShop|AutoRepair');
/** The same by the name it gives itself. */
const PRACTICE_NAME =
  /\b(?:dental (?:practice|clinic|care|centre|center|office)|dentists?|dentistry|orthodontists?|chiropractic|chiropractors?|physiotherapy|physiotherapists?|optometrists?|opticians?|veterinary (?:clinic|hospital|practice|surgery)|animal hospital|medical (?:centre|center|practice|clinic)|family practice|pharmacy|bakery|florists?|hair salon|barbers?|barbershop|barber shop)\b/i;
/** A congregation by its name; not a street, a hill or a business named after one ("Church Street Dental", "Church's Chicken"). */
const WORSHIP_NAME = /\b(?:church|chapel|parish|cathedral|basilica|mosque|masjid|synagogue|congregation|gurdwara)\b(?!['’]s\b|\s+(?:street|st\b|lane|ln\b|road|rd\b|avenue|ave\b|hill|square|row|walk|close))/i;
const CALLS_NAME =
  /\b(?:plumb(?:er|ers|ing)|electricians?|electrical (?:contractors?|services?|repairs?)|towing|tow trucks?|locksmiths?|emergency (?:services?|repairs?|call[- ]?outs?|plumb\w*|electric\w*|locksmith\w*))\b/i;
/** Names of what serves a trade rather than practising it: a supplier, a school, a job board, a directory. */
export const NOT_THE_TRADE = /\b(?:suppl(?:y|ies)|wholesale|school|academy|training|courses?|jobs|careers|association|directory|magazine|museum|blog)\b/i;

/** Where a business gives its own name: title, main heading, og:site_name, the logo's alt text. */
export function ownNames(d: PageDocument): string[] {
  return [
    ...[...d.tags('title'), ...d.tags('h1')].map((el) => rawText(el)),
    ...d.metas.filter((m) => (attr(m, 'property') ?? '').toLowerCase() === 'og:site_name').map((m) => attr(m, 'content') ?? ''),
    ...d.tags('img').filter((img) => isLogo(img, attr(img, 'src') ?? '', d)).map((img) => attr(img, 'alt') ?? ''),
  ]
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function structured(d: PageDocument): string {
  return d.tags('script').filter((s) => (attr(s, 'type') ?? '').trim().toLowerCase() === 'application/ld+json').map(rawText).join(' ');
}

/** The trade the page shows, or null: its schema.org type first, then the names it gives itself. */
export function tradeOf(d: PageDocument): Trade | null {
  const json = structured(d);
  const calls = CALLS_TYPE.exec(json)?.[1];
  if (calls) return { kind: 'calls', by: 'type', text: calls };
  const worship = WORSHIP_TYPE.exec(json)?.[1];
  if (worship) return { kind: 'worship', by: 'type', text: worship };
  const names = ownNames(d).filter((name) => !NOT_THE_TRADE.test(name));
  const callsName = names.find((name) => CALLS_NAME.test(name));
  if (callsName) return { kind: 'calls', by: 'name', text: clip(callsName, 80) };
  const worshipName = names.find((name) => WORSHIP_NAME.test(name));
  if (worshipName) return { kind: 'worship', by: 'name', text: clip(worshipName, 80) };
  const practice = PRACTICE_TYPE.exec(json)?.[1];
  if (practice) return { kind: 'practice', by: 'type', text: practice };
  const practiceName = names.find((name) => PRACTICE_NAME.test(name));
  return practiceName ? { kind: 'practice', by: 'name', text: clip(practiceName, 80) } : null;
}

const TOP = new Set(['header', 'nav']);
const TOP_ROLES = /^(?:banner|navigation)$/i;
/** A header a template builds of <div>s: its class or id names it ("site-header", "top-bar", "masthead", "navbar"). */
const TOP_NAMES = /(?:^|[\s_-])(?:header|top-?bar|topbar|masthead|navbar|nav|menu)(?:$|[\s_-])/i;
const isTop = (el: Element) => TOP.has(el.name) || TOP_ROLES.test(el.attribs.role ?? '') || TOP_NAMES.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`);

/** In the page's header or menu (<header>, <nav>, role=banner or navigation, or a <div> named so). */
function inHeader(el: Element): boolean {
  if (hasAncestor(el, TOP)) return true;
  for (let p = el.parent; p; p = p.parent) if ('attribs' in p && isTop(p as Element)) return true;
  return false;
}

/**
 * The tel: links a visitor sees at the page's top: in its header or menu, or before its main
 * heading in the code. Null when the page has neither a header, a menu nor a main heading (its top
 * cannot be told from its code).
 */
function telUpTop(d: PageDocument): number | null {
  const h1 = d.tags('h1')[0];
  const hasHeader = d.all.some(isTop);
  if (!h1 && !hasHeader) return null;
  const h1At = h1 ? d.all.indexOf(h1) : -1;
  return d.tags('a').filter((a) => /^\s*tel:/i.test(attr(a, 'href') ?? '') && !hiddenFromVisitor(a) && (inHeader(a) || (h1At >= 0 && d.all.indexOf(a) < h1At))).length;
}

/** Days, times and words that say when a congregation meets, in any language the review reads. */
const TIME_OF_DAY =
  /\b\d{1,2}(?:[:.h]\d{2})?\s*(?:a\.?m\b\.?|p\.?m\b\.?|uhr\b|o['’]clock\b)|\b\d{1,2}[:.h]\d{2}\b|\b(?:at|@)\s*\d{1,2}\b|\b(?:noon|midday|half past|quarter (?:past|to))\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o['’]clock\b/i;

/** The page gives a time of day anywhere in its text or structured data (a service time, office hours). */
function saysWhen(d: PageDocument, blocks: readonly string[]): boolean {
  return blocks.some((b) => TIME_OF_DAY.test(b)) || /"(?:openingHours|openingHoursSpecification|startDate|eventSchedule)"/.test(structured(d));
}

const PO_BOX_NUMBER = /\b(?:p\.?\s?o\.?\s*box|post office box|postfach|postbus|apartado)\s*#?\s*\d+/i;
const PO_BOX = /\b(?:p\.?\s?o\.?\s*box|post office box|postfach|postbus|apartado)\b/i;
const STREET = /\b\d{1,6}[a-z]?\s+(?:[\p{L}\d.'-]+\s+){0,4}(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|highway|hwy|parkway|pkwy|square|sq|terrace|circle|pike|route|rte|crescent|close|row)\b\.?|[\p{L}-]+(?:straße|strasse|str\.|weg|gasse|platz|straat|laan|plein|gracht|vej|gade|gatan|gata|katu|utca|ulica)\s+\d+|\b\d{1,4},?\s+(?:rue|avenue|boulevard|via|calle|avenida|place)\s/iu;
const POSTCODE = /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/;
const MAP_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|bing\.com\/maps|openstreetmap\.org)/i;

/**
 * The page gives a place to come to: a street address, a postcode that is not a post-office box's,
 * an <address>, a map link or a schema.org street address. A P.O. Box is where letters go, not where
 * anyone meets.
 */
function saysWhere(d: PageDocument, blocks: readonly string[]): boolean {
  // A P.O. Box's postcode (in its block or the two before it) is no place to meet.
  const box = (text: string) => PO_BOX.test(text) && !STREET.test(text);
  if (blocks.some((b, i) => STREET.test(b) || (POSTCODE.test(b) && !blocks.slice(Math.max(0, i - 2), i + 1).some(box)))) return true;
  const addressText = (a: Element) => textBlocks(a.children).join(' ').trim();
  if (d.tags('address').some((a) => !hiddenFromVisitor(a) && addressText(a) !== '' && !box(addressText(a)))) return true;
  if (d.tags('a').some((a) => MAP_LINK.test((attr(a, 'href') ?? '').trim())) || d.tags('iframe').some((f) => MAP_LINK.test((attr(f, 'src') ?? '').trim()))) return true;
  return /"streetAddress"\s*:\s*"(?![^"]*\b(?:p\.?\s?o\.?\s*box|post office box)\b)[^"]+"/i.test(structured(d));
}

/** A weekday beside a figure, in a block or the two after it ("Mon–Fri 8–5", "Montag 8-12"): hours however they are written. */
const WEEKDAY = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?s?\b|\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b|\b(?:weekdays|daily)\b/i;
const dayWithFigure = (blocks: readonly string[]) =>
  blocks.some((_, i) => {
    const text = blocks.slice(i, i + 3).join(' ');
    return WEEKDAY.test(text) && /\d/.test(text);
  });

/** Words that say a firm works with its clients at a distance rather than at an office. */
const REMOTE = /\b(?:remote(?:ly)?|virtual(?:ly)?|online (?:consultations?|meetings?|services?|sessions?)|by (?:video|zoom)|video calls?|nationwide|worldwide|anywhere in|across the (?:country|us|uk|world)|fully distributed|home[- ]based)\b/i;

export function tradeFacts(d: PageDocument) {
  const body = d.tags('body')[0];
  const blocks = textBlocks(body ? [body] : d.doc.children, { skipAriaHidden: true });
  return {
    /** The business's trade as the page shows it, or null. */
    trade: tradeOf(d),
    /** tel: links in the page's header, menu or before its main heading; null when the code has no such top. */
    telUpTop: telUpTop(d),
    /** When and where visitors can come: a time of day, a place (not a P.O. Box), a weekday beside a figure, words that it works remotely, and the P.O. Box the page gives, if any. */
    visit: { when: saysWhen(d, blocks), where: saysWhere(d, blocks), dayWithFigure: dayWithFigure(blocks), remote: blocks.some((b) => REMOTE.test(b)), poBox: blocks.map((b) => PO_BOX_NUMBER.exec(b)?.[0]).find(Boolean) ?? null },
  };
}

export type TradeFacts = ReturnType<typeof tradeFacts>;

/** The trade the page shows for "why it matters" (content/review-advice.ts): its own kind, or a business that works at its customers' places. */
export const tradeShown = (f: { trade: Trade | null; contact: { atCustomers: unknown } }): 'calls' | 'worship' | 'at-customers' | null =>
  f.trade && f.trade.kind !== 'practice' ? f.trade.kind : f.contact.atCustomers ? 'at-customers' : null;
