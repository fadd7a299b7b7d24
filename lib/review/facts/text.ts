/**
 * Text facts, read one block of the page's text at a time: text a script is to replace
 * ("Loading…"), and dates a visitor reads as a sign of neglect: the copyright notice's year
 * (wherever the notice puts it, a range read by its last year), a dated notice whose date has
 * passed (notices.ts judges which sentences are notices), news whose newest dateline is years old,
 * and a years-of-experience figure that the page's own start year shows frozen in the past. Read
 * one block of text at a time, so a quote never joins two elements. Pure: no I/O.
 */
import { attr, clip, pushDistinct, textBlocks, visibleText, type PageDocument } from './document';
import { excerpt } from './excerpt';
import { datedNoticeIn, MONTH, sentencesOf, unfinishedIn } from './notices';

export { excerpt } from './excerpt';

const COPYRIGHT_MARK = /©|\(c\)|\bcopyright\b/gi;
const YEAR = /\b((?:19|20)\d{2})(?:\s*[-–—]\s*((?:19|20)\d{2}))?\b/;
/** A full date, with its day: "January 1st, 2024", "1 March 2019", "03/21/14", "21.03.2014", "2014-03-21". */
const FULL_DATE = new RegExp(
  String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+((?:19|20)\d{2})\b|\b(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/((?:19|20)?\d{2})\b|\b(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|1[0-2])[./]((?:19|20)\d{2})\b|\b((?:19|20)\d{2})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b`,
  'gi',
);
/** What may stand before a dateline's date at the start of its block: "Posted on", a weekday. */
const DATELINE_LEAD = /^(?:(?:posted|published|updated|added|dated?)(?:\s+on)?\s*:?\s*)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$/i;

/** The full dates of a block, each with its year (a two-digit year read as 20xx). */
function fullDates(block: string): { index: number; length: number; year: number }[] {
  return [...block.matchAll(FULL_DATE)].map((match) => {
    const written = match.slice(1).find((g) => g !== undefined)!;
    return { index: match.index!, length: match[0].length, year: written.length === 2 ? 2000 + Number(written) : Number(written) };
  });
}
/** "He has been a lawyer since October 1996", "Founded in 1994": when the business (or its people) started. */
const STARTED =
  /\b(?:founded|established|est\.|opened|incorporated)\s+(?:in\s+)?(?:[A-Z][a-z]+\s+)?((?:19|20)\d{2})\b|\b(?:been|serving|practi[cs]\w*|operating|in business|licensed|in practice)\b[^.]{0,40}?\bsince\s+(?:[A-Z][a-z]+\.?\s+)?((?:19|20)\d{2})\b/i;
/** "has been our family attorney since 2018": someone's years with the business. */
const RELATIONSHIP = /\bbeen\s+(?:our|my|their|your)\b/i;
/** "Over 27 Years Of Legal Experience", "30 years in business": a figure the calendar changes. */
/** "50 years of combined experience": the sum of several people's careers, not the firm's age. */
const COMBINED = /\b(?:combined|collective|collectively|together|between (?:us|them|our)|total|cumulative)\b/i;
/** The label under a figure that counts years of the business's work: "Years of experience", "Years in business", "Years of … services provided". */
const STAT_LABEL = /^(?:years?|yrs\.?)\s+(?:of\b[^.]{0,60}?\b(?:experience|practice|services?|serving)\b|in (?:business|practice)\b|serving\b)/i;
const YEARS_CLAIM = /\b(?:(over|more than|nearly|almost|about)\s+)?(\d{1,2})\+?\s*(?:years?|yrs\.?)\s+(?:of\s+(?:[\w-]+\s+){0,3}?(?:experience|practice|service|serving)|in (?:business|practice))\b/i;

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

  // A dated notice (a change that starts on a day, an event, a closure) whose year is two or more years past; never a sentence that tells part of the site is unfinished (notices.ts says so itself).
  let staleNotice: { kind: 'notice' | 'dated'; text: string; year: number } | null = null;
  const consider = (kind: 'notice' | 'dated', block: string, index: number, length: number, noticeYear: number) => {
    if (year - noticeYear < 2 || noticeYear > year) return;
    if (!staleNotice || (kind === 'notice' && staleNotice.kind === 'dated') || (kind === staleNotice.kind && noticeYear > staleNotice.year)) {
      staleNotice = { kind, text: excerpt(block, index, length), year: noticeYear };
    }
  };
  const now = new Date(fetchedAt);
  for (const block of textBlocks(body ? [body] : d.doc.children, { hiddenBy: d.styleHidden })) {
    if (new RegExp(COPYRIGHT_MARK.source, 'i').test(block)) continue;
    for (const sentence of sentencesOf(block)) {
      if (unfinishedIn(sentence.text, now)) continue;
      const notice = datedNoticeIn(sentence.text);
      if (notice) consider('notice', block, sentence.at + notice.index, notice.length, notice.year);
    }
  }
  // News and posts: a page with datelines ("March 3, 2014 — …") whose newest full date, of any kind, is two or more years old.
  let newestDate: { block: string; index: number; length: number; year: number } | null = null;
  let datelines = 0;
  for (const block of blocks) {
    for (const date of fullDates(block)) {
      if (DATELINE_LEAD.test(block.slice(0, date.index))) datelines += 1;
      if (!newestDate || date.year > newestDate.year) newestDate = { block, ...date };
    }
  }
  const newest = newestDate as { block: string; index: number; length: number; year: number } | null;
  if (newest && datelines > 0 && newest.year >= 2000) consider('dated', newest.block, newest.index, newest.length, newest.year);

  // A years-of-experience figure beside the year the page says it all started, when the figure is frozen in the past: smaller by two
  // years or more, and not so small that it may be someone else's (a new associate's five years beside a firm founded in 1994).
  let staleExperience: { claim: string; label: string | null; start: string; startYear: number; years: number; claimed: number } | null = null;
  // "Mr Weist has been our family attorney since 2018": a client's years with the firm, not the firm's.
  const started = blocks.map((b) => ({ b, m: STARTED.exec(b) })).filter((x) => x.m && !RELATIONSHIP.test(x.m[0]));
  const claims = blocks
    .filter((b) => !COMBINED.test(b))
    .flatMap((b) => {
      const m = YEARS_CLAIM.exec(b);
      return m ? [{ claim: excerpt(b, m.index, m[0].length), label: null as string | null, claimed: Number(m[2]) }] : [];
    });
  // A figure over its label, each its own block: "25" over "Years of international accounting and taxation services provided".
  blocks.forEach((b, i) => {
    const figure = /^(\d{1,2})\+?$/.exec(b);
    const label = blocks[i + 1];
    if (figure && label && STAT_LABEL.test(label) && !COMBINED.test(label)) claims.push({ claim: b, label: excerpt(label, 0, Math.min(label.length, 5)), claimed: Number(figure[1]) });
  });
  if (started.length > 0 && claims.length > 0) {
    const earliest = started.map(({ b, m }) => ({ b, m: m!, startYear: Number(m![1] ?? m![2]) })).sort((a, c) => a.startYear - c.startYear)[0]!;
    const largest = [...claims].sort((a, c) => c.claimed - a.claimed)[0]!;
    const years = year - earliest.startYear;
    if (earliest.startYear <= year && years - largest.claimed >= 2 && largest.claimed * 2 >= years) {
      staleExperience = { ...largest, start: excerpt(earliest.b, earliest.m.index, earliest.m[0].length), startYear: earliest.startYear, years };
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
