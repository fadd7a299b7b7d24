/**
 * Text facts, read one block of the page's text at a time: text a script is to replace
 * ("Loading…"), and dates a visitor reads as a sign of neglect: the copyright notice's year
 * (wherever the notice puts it, a range read by its last year), a dated notice whose date has
 * passed, news whose newest date is years old, and a years-of-experience figure that the page's own
 * start year no longer supports. Read one block of text at a time, so a quote never joins two
 * elements. Pure: no I/O.
 */
import { attr, clip, pushDistinct, textBlocks, visibleText, type PageDocument } from './document';
import { factLimits } from './limits';

const COPYRIGHT_MARK = /©|\(c\)|\bcopyright\b/gi;
const YEAR = /\b((?:19|20)\d{2})(?:\s*[-–—]\s*((?:19|20)\d{2}))?\b/;
/** Words of a notice that has a date: hours, closures, events, offers, changes that start on a day. */
const NOTICE =
  /\b(?:closed|closing|closure|re-?open\w*|holiday hours|hours (?:for|during|over)|schedule|updated?|announcement|notice|special offer|offer ends|sale ends|event|join us|this (?:season|year)|new for|coming soon|tax season|registration|enrol?ment|starting|beginning|begins|effective|as of|until|deadline|expires|now open|grand opening|upcoming|save the date|sign[- ]?ups?|tickets)\b/i;
/** Words that make a year history, not a date: "since 1998", "founded in 2005". */
const HISTORY = /\b(?:since|established|est\.|founded|opened in|serving\b[^.]{0,40}\bsince|in business|celebrat\w+|years? of|born|built|history|©|copyright|\(c\))\b[^.]{0,20}$/i;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** A full date, with its day: "January 1st, 2024", "1 March 2019", "03/21/14". */
const FULL_DATE = new RegExp(
  String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})\b|\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH},?\s+((?:19|20)\d{2})\b|\b(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/((?:19|20)?\d{2})\b`,
  'gi',
);
/** "He has been a lawyer since October 1996", "Founded in 1994": when the business (or its people) started. */
const STARTED =
  /\b(?:founded|established|est\.|opened|incorporated)\s+(?:in\s+)?(?:[A-Z][a-z]+\s+)?((?:19|20)\d{2})\b|\b(?:been|serving|practi[cs]\w*|operating|in business|licensed|in practice)\b[^.]{0,40}?\bsince\s+(?:[A-Z][a-z]+\.?\s+)?((?:19|20)\d{2})\b/i;
/** "Over 27 Years Of Legal Experience", "30 years in business": a figure the calendar changes. */
/** "50 years of combined experience": the sum of several people's careers, not the firm's age. */
const COMBINED = /\b(?:combined|collective|collectively|together|between (?:us|them|our)|total|cumulative)\b/i;
const YEARS_CLAIM = /\b(?:(over|more than|nearly|almost|about)\s+)?(\d{1,2})\+?\s*(?:years?|yrs\.?)\s+(?:of\s+(?:[\w-]+\s+){0,3}?(?:experience|practice|service|serving)|in (?:business|practice))\b/i;

/**
 * A passage of one block around a match: its sentence when that fits in `max` characters, else
 * whole words around the match; an ellipsis marks where a sentence was cut. Always the block's own
 * text, never joined to another block's.
 */
export function excerpt(block: string, index: number, length: number, max: number = factLimits.shortText): string {
  const before = block.slice(0, index);
  const sentenceStart = Math.max(...['. ', '! ', '? '].map((mark) => before.lastIndexOf(mark)).map((i) => (i < 0 ? 0 : i + 2)));
  const after = /[.!?](?=\s|$)/.exec(block.slice(index + length));
  const sentenceEnd = after ? index + length + after.index + 1 : block.length;
  let start = sentenceStart;
  let end = sentenceEnd;
  if (end - start > max) {
    start = Math.max(start, index - Math.max(0, Math.floor((max - length) / 2)));
    if (start > sentenceStart && block[start - 1] !== ' ') start = Math.min(index, block.indexOf(' ', start) + 1 || index);
    end = Math.min(end, Math.max(index + length, start + max));
    if (end < sentenceEnd && block[end] !== ' ') end = Math.max(index + length, block.lastIndexOf(' ', end));
  }
  return `${start > sentenceStart ? '…' : ''}${block.slice(start, end).trim()}${end < sentenceEnd ? '…' : ''}`;
}

export function dateFacts(d: PageDocument, fetchedAt: string) {
  const { tags, all } = d;
  const body = tags('body')[0];
  const blocks = textBlocks(body ? [body] : d.doc.children);
  const year = new Date(fetchedAt).getUTCFullYear();

  // The newest year a copyright notice states; a year in its own element may be filled in by a script, so it is not read.
  let copyright: { text: string; year: number } | null = null;
  const yearNodes = all.filter((el) => /year|date/i.test(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`));
  const scriptedYears = new Set(yearNodes.map((el) => visibleText(el.children)).filter((t) => /^\d{4}$/.test(t)));
  for (const block of blocks) {
    for (const mark of block.matchAll(COPYRIGHT_MARK)) {
      // The notice runs on until its sentence ends: "© Copyright Arrighetto's Pizza 2016", "© 2013–2026 Corp."
      const rest = block.slice(mark.index, mark.index + 90);
      const sentenceEnd = /[.!?]\s+[A-Z]|\s[|•·]\s/.exec(rest.slice(1));
      const window = sentenceEnd ? rest.slice(0, sentenceEnd.index + 2) : rest;
      const found = YEAR.exec(window);
      // "© The Vintage Shop, selling since 1975": a year of the firm's history, not of the notice.
      if (!found || /\b(?:since|est\.?|established|founded|serving)\b/i.test(window.slice(0, found.index))) continue;
      const years = [found[1], found[2]].filter((y): y is string => Boolean(y));
      if (years.some((y) => scriptedYears.has(y))) continue;
      const noticeYear = Math.max(...years.map(Number));
      if (noticeYear > year + 1) continue;
      if (!copyright || noticeYear > copyright.year) copyright = { text: clip(window.slice(0, found.index + found[0].length), 60), year: noticeYear };
      break;
    }
  }

  // A dated notice (hours, a closure, an event, a change "starting" on a day) whose year is two or more years past.
  let staleNotice: { kind: 'notice' | 'dated'; text: string; year: number } | null = null;
  const consider = (kind: 'notice' | 'dated', block: string, index: number, length: number, noticeYear: number) => {
    if (year - noticeYear < 2 || noticeYear > year) return;
    if (!staleNotice || (kind === 'notice' && staleNotice.kind === 'dated') || (kind === staleNotice.kind && noticeYear > staleNotice.year)) {
      staleNotice = { kind, text: excerpt(block, index, length), year: noticeYear };
    }
  };
  let newestDate: { block: string; index: number; length: number; year: number } | null = null;
  for (const block of blocks) {
    if (new RegExp(COPYRIGHT_MARK.source, 'i').test(block)) continue;
    let offset = 0;
    for (const sentence of block.split(/(?<=[.!?])\s+/)) {
      const at = block.indexOf(sentence, offset);
      offset = at + sentence.length;
      if (!NOTICE.test(sentence)) continue;
      for (const match of sentence.matchAll(/\b(?:19|20)\d{2}\b/g)) {
        if (HISTORY.test(sentence.slice(0, match.index))) continue;
        consider('notice', block, at + match.index!, match[0].length, Number(match[0]));
      }
    }
    for (const match of block.matchAll(FULL_DATE)) {
      if (HISTORY.test(block.slice(0, match.index))) continue;
      const written = match[1] ?? match[2] ?? match[3]!;
      const dateYear = written.length === 2 ? 2000 + Number(written) : Number(written);
      if (dateYear < 2000 || dateYear > year) continue;
      if (!newestDate || dateYear > newestDate.year) newestDate = { block, index: match.index!, length: match[0].length, year: dateYear };
    }
  }
  // News and posts: when even the newest full date on the page is two or more years old.
  const newest = newestDate as { block: string; index: number; length: number; year: number } | null;
  if (newest) consider('dated', newest.block, newest.index, newest.length, newest.year);

  // A years-of-experience figure beside the year the page says it all started, when the two no longer agree.
  let staleExperience: { claim: string; start: string; startYear: number; years: number; claimed: number } | null = null;
  const started = blocks.map((b) => ({ b, m: STARTED.exec(b) })).filter((x) => x.m);
  const claims = blocks.filter((b) => !COMBINED.test(b)).map((b) => ({ b, m: YEARS_CLAIM.exec(b) })).filter((x) => x.m);
  if (started.length > 0 && claims.length > 0) {
    const earliest = started.map(({ b, m }) => ({ b, m: m!, startYear: Number(m![1] ?? m![2]) })).sort((a, c) => a.startYear - c.startYear)[0]!;
    const largest = claims.map(({ b, m }) => ({ b, m: m!, claimed: Number(m![2]) })).sort((a, c) => c.claimed - a.claimed)[0]!;
    const years = year - earliest.startYear;
    if (earliest.startYear <= year && Math.abs(years - largest.claimed) >= 2) {
      staleExperience = {
        claim: excerpt(largest.b, largest.m.index, largest.m[0].length),
        start: excerpt(earliest.b, earliest.m.index, earliest.m[0].length),
        startYear: earliest.startYear,
        years,
        claimed: largest.claimed,
      };
    }
  }

  const notice = staleNotice as { kind: 'notice' | 'dated'; text: string; year: number } | null;
  return {
    copyright: copyright ? { ...copyright, yearsAgo: year - copyright.year, stale: year - copyright.year >= 2 } : null,
    staleNotice: notice ? { ...notice, yearsAgo: year - notice.year } : null,
    staleExperience,
  };
}

export type DateFacts = ReturnType<typeof dateFacts>;


/** What a page shows where a script is to write some content ("Loading information...", "Loading reviews…"); a bare "Loading..." is a page loader's. */
const SCRIPT_FILLED = /^loading(?:\s+[a-z]+){1,3}\s*(?:\.{2,3}|…)$/i;

/** Text a script is to replace ("Loading information..."): what crawlers and visitors without the script read instead. */
export function loadingTextFacts(d: PageDocument) {
  const body = d.tags('body')[0];
  const scriptFilled = { count: 0, examples: [] as string[] };
  for (const block of textBlocks(body ? [body] : d.doc.children)) {
    if (!SCRIPT_FILLED.test(block)) continue;
    scriptFilled.count += 1;
    pushDistinct(scriptFilled.examples, clip(block, 40), 3);
  }

  return { scriptFilled };
}

export type LoadingTextFacts = ReturnType<typeof loadingTextFacts>;
