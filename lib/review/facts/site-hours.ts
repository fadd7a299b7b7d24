/**
 * The business's opening hours as each page gives them, and days that two pages give different
 * times. Read from schema.org (openingHours, openingHoursSpecification without a validity period)
 * and from the text under an hours heading ("Hours", "Office hours", "We're open"), day ranges and
 * times in any common form: "Mon–Fri 9am-5pm", "Monday through Friday: 9:00 AM – 5:00 PM" and
 * "Monday - Friday 9-5" are one. Seasonal and holiday hours, a department's ("Pharmacy hours",
 * "Kitchen"), a meal's, and anything by appointment are not the business's hours; a page that gives
 * one day two different times (two locations, two seasons), or a business at two street addresses,
 * makes the hours no contradiction. Pure: no I/O.
 */
import type { FetchedSite } from '../fetch/site';
import { clip, jsonLdObjects, textBlocks, type PageDocument } from './document';
import { severalAddresses } from './site-addresses';

/** What a page says of one day: its times as minutes from midnight ("510-1020", "closed"), and its words. */
interface DaySaid {
  key: string;
  /** The page's words, or for a specification its opening and closing times (not one piece of the page: not quoted). */
  text: string;
  where: 'structured data' | 'text' | 'specification';
}

export interface HoursMismatch {
  /** The days the pages disagree on, as named in English ("Monday", …), in week order. */
  days: string[];
  /** The pages' words for those days: pages that say the same in the same words together, the most pages first. */
  said: { pages: string[]; texts: { text: string; where: DaySaid['where'] }[] }[];
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY = String.raw`(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?\b\.?`;
const THROUGH = String.raw`\s*(?:-|–|—|to|through|thru)\s*`;
const DAYS = String.raw`\b${DAY}(?:${THROUGH}${DAY})?(?:\s*(?:,|&|and|\/)\s*${DAY}(?:${THROUGH}${DAY})?)*`;
const TIME = String.raw`(?:\b\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?\s?m\b\.?)?|noon|midnight)`;
const RANGE = String.raw`${TIME}\s*(?:-|–|—|to|until|till)\s*${TIME}`;
const SEGMENT = new RegExp(String.raw`(${DAYS})\s*[:,–—-]?\s*(${RANGE}(?:\s*(?:,|&|and)\s*${RANGE})*|closed)`, 'gi');
/** The heading or line that says what follows is hours. */
const HOURS_LABEL = /\bhours\b|\bopen\b|\bschedule\b/i;
/** Hours that are not the business's regular ones: a season, a holiday, a department, a meal, an appointment. */
const NOT_REGULAR =
  /\b(?:pharmacy|holidays?|summer|winter|spring|autumn|fall|christmas|thanksgiving|easter|seasonal|kitchen|bar|brunch|lunch|dinner|breakfast|happy|phone|telephone|drive[- ]?thru|drive[- ]?through|service department|parts|lab|pick-?up|delivery|take[- ]?out|walk[- ]?ins?|visiting|visitors?|pool|showroom|warehouse|temporary|special|extended|covid|appointments?|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

const dayIndex = (word: string) => ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(word.toLowerCase().slice(0, 3));

/** The days a day list names: "Mon–Fri", "Saturday and Sunday", "Tues, Thurs". */
function daysOf(list: string): number[] {
  const days = new Set<number>();
  for (const part of list.split(/\s*(?:,|&|\band\b|\/)\s*/i)) {
    const [from, to] = part.split(new RegExp(THROUGH, 'i')).map((w) => dayIndex(w.trim()));
    if (from === undefined || from < 0) continue;
    if (to === undefined || to < 0) days.add(from);
    else for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
  }
  return [...days];
}

/** A time as minutes from midnight, and whether it said am or pm. */
function timeOf(text: string): { minutes: number; half: 'am' | 'pm' | null } {
  const t = text.trim().toLowerCase();
  if (t === 'noon') return { minutes: 720, half: 'pm' };
  if (t === 'midnight') return { minutes: 1440, half: 'am' };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\.?)?$/.exec(t);
  if (!m) return { minutes: NaN, half: null };
  const hour = Number(m[1]) % (m[3] ? 12 : 24);
  const half = m[3] === 'a' ? 'am' : m[3] === 'p' ? 'pm' : null;
  return { minutes: (hour + (half === 'pm' ? 12 : 0)) * 60 + Number(m[2] ?? 0), half };
}

/** "9-5", "9am-5pm", "9:00 AM – 5:00 PM", "17:00-21:00" as "540-1020": a start without am or pm takes the end's, or the working day's. */
function rangeKey(range: string): string | null {
  const [a, b] = range.split(/\s*(?:–|—|-|\bto\b|\buntil\b|\btill\b)\s*/i).filter(Boolean);
  if (!a || !b) return null;
  const start = timeOf(a);
  const end = timeOf(b);
  if (Number.isNaN(start.minutes) || Number.isNaN(end.minutes)) return null;
  let from = start.minutes;
  let to = end.minutes;
  if (!start.half && from < 12 * 60) {
    if (end.half === 'pm' && from + 12 * 60 <= to) from += 12 * 60;
    else if (!end.half && from < 6 * 60) from += 12 * 60;
  }
  if (!end.half && to <= from && to < 12 * 60) to += 12 * 60;
  return to > from ? `${from}-${to}` : null;
}

/** The day → times a page's hours text gives: each block under an hours label, its day lists and times. */
function textHours(blocks: readonly string[], add: (days: number[], key: string, text: string, where: DaySaid['where']) => void) {
  blocks.forEach((block, i) => {
    const segments = [...block.matchAll(SEGMENT)];
    if (segments.length === 0) return;
    // The label above: back over the other hours lines and at most two more blocks.
    let label: string | null = HOURS_LABEL.test(block.slice(0, segments[0]!.index)) ? block : null;
    for (let k = i - 1, others = 0; !label && k >= 0 && others < 3; k -= 1) {
      const above = blocks[k]!;
      if (HOURS_LABEL.test(above) && !new RegExp(SEGMENT.source, 'i').test(above)) label = above;
      else if (!new RegExp(SEGMENT.source, 'i').test(above)) others += 1;
    }
    if (!label || NOT_REGULAR.test(label) || NOT_REGULAR.test(block)) return;
    for (const m of segments) {
      const days = daysOf(m[1]!);
      const ranges = /^closed$/i.test(m[2]!) ? ['closed'] : m[2]!.split(/\s*(?:,|&|\band\b)\s*/i).map(rangeKey);
      if (days.length && ranges.every(Boolean)) add(days, ranges.sort().join(','), clip(block, 90), 'text');
    }
  });
}

const SCHEMA_DAY: Record<string, number> = { mo: 0, tu: 1, we: 2, th: 3, fr: 4, sa: 5, su: 6 };

/** schema.org's hours in the page's JSON-LD: "Mo-Fr 09:00-17:00" strings and specifications without a validity period. */
function structuredHours(d: PageDocument, add: (days: number[], key: string, text: string, where: DaySaid['where']) => void) {
  for (const o of jsonLdObjects(d)) {
    for (const line of ([] as unknown[]).concat(o.openingHours ?? [])) {
      const m = typeof line === 'string' ? /^([A-Za-z,\s-]+?)\s+(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/.exec(line.trim()) : null;
      if (!m) continue;
      const days = m[1]!.split(',').flatMap((part) => {
        const [from, to] = part.trim().toLowerCase().split('-').map((d) => SCHEMA_DAY[d]);
        if (from === undefined) return [];
        return to === undefined ? [from] : Array.from({ length: ((to - from + 7) % 7) + 1 }, (_, k) => (from + k) % 7);
      });
      const key = rangeKey(`${m[2]}-${m[3]}`);
      if (key && days.length) add(days, key, line as string, 'structured data');
    }
    const specs = ([] as unknown[]).concat(o.openingHoursSpecification ?? []);
    for (const spec of specs as Record<string, unknown>[]) {
      if (!spec || typeof spec !== 'object' || spec.validFrom || spec.validThrough || typeof spec.opens !== 'string' || typeof spec.closes !== 'string') continue;
      const days = ([] as unknown[]).concat(spec.dayOfWeek ?? []).map((day) => dayIndex(String(day).replace(/^.*[/#]/, ''))).filter((day) => day >= 0);
      const key = rangeKey(`${spec.opens.slice(0, 5)}-${spec.closes.slice(0, 5)}`);
      if (key && days.length) add(days, key, `${spec.opens} to ${spec.closes}`, 'specification');
    }
  }
}

/** The hours a page gives, by day; null when it gives one day two different times. */
export function hoursOn(d: PageDocument): Map<number, DaySaid> | null {
  const byDay = new Map<number, DaySaid>();
  let twice = false;
  const add = (days: number[], key: string, text: string, where: DaySaid['where']) => {
    for (const day of days) {
      const had = byDay.get(day);
      if (had && had.key !== key) twice = true;
      if (!had) byDay.set(day, { key, text, where });
    }
  };
  structuredHours(d, add);
  const body = d.tags('body')[0];
  textHours(textBlocks(body ? [body] : d.doc.children, { hiddenBy: d.styleHidden }), add);
  return twice ? null : byDay;
}

/** Days two pages give different hours for, with each page's words for them (the pages that agree with the most, first). */
export function hoursMismatches(site: FetchedSite, pathOf: (url: string) => string): HoursMismatch | null {
  const read = site.pages.flatMap((p) => (p.document ? [{ page: pathOf(p.finalUrl), hours: hoursOn(p.document) }] : []));
  // A page that gives one day two times, or a business at two addresses: each place or season may keep its own hours.
  if (read.some((p) => p.hours === null) || severalAddresses(site, pathOf)) return null;
  const pages = read.filter((p): p is { page: string; hours: Map<number, DaySaid> } => p.hours !== null && p.hours.size > 0);
  const days = [0, 1, 2, 3, 4, 5, 6].filter((day) => new Set(pages.flatMap((p) => (p.hours.has(day) ? [p.hours.get(day)!.key] : []))).size > 1);
  if (days.length === 0) return null;
  const said: HoursMismatch['said'] = [];
  for (const { page, hours } of pages) {
    const texts: HoursMismatch['said'][number]['texts'] = [];
    for (const day of days) {
      const given = hours.get(day);
      if (given && !texts.some((t) => t.text === given.text)) texts.push({ text: given.text, where: given.where });
    }
    const same = said.find((g) => JSON.stringify(g.texts) === JSON.stringify(texts));
    if (same) same.pages.push(page);
    else if (texts.length) said.push({ pages: [page], texts });
  }
  return { days: days.map((day) => DAY_NAMES[day]!), said: said.sort((a, b) => b.pages.length - a.pages.length) };
}
