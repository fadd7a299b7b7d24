/**
 * Notices, judged by what a sentence is rather than by a word in it: a notice that tells visitors
 * the site or a part of it is not finished or is still to come ("Photos coming soon", "This page is
 * under construction", "Check back soon", "This is a demo store", a launch promised for a date now
 * past), and a dated notice, one that announces something with a date of effect or an event
 * ("Starting January 1st, 2022, our hours change", "Join us on Easter Sunday, April 9, 2023"). A
 * founding year, a history sentence ("In 2015 we moved to Main Street") and a copyright range are no
 * notices. Text hidden from visitors is not read. Pure: no I/O.
 */
import { clip, pushDistinct, rawText, squash, textBlocks, type PageDocument } from './document';
import { excerpt } from './excerpt';
import { factLimits } from './limits';

export const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * What a site shows of itself: the website, a page, a section or the kind of content a section holds
 * (not a bare "site", which may be a building site, nor "details", which an upcoming event rightly promises).
 */
const PART = String.raw`(?:web\s?site|web\s?page|page|section|content|photos|pictures|images|(?:photo\s+)?gallery|videos|blog|posts|articles|description|bio|biography|profile|menu|portfolio|online\s+(?:store|shop|ordering|booking))`;
/** How a notice says that part is not there yet. */
const NOT_THERE = String.raw`(?:coming soon|under construction|in (?:the )?works|on (?:its|their) way|not yet (?:available|finished|complete|ready|online|live)|being (?:built|updated|developed|redesigned|constructed|worked on))`;

/**
 * Sentences that say part of the site is unfinished or still to come. The part is named first in
 * the sentence or after "the", "our", "this" or "my": "Our new location coming soon", "Fall menu
 * coming soon" and a product coming soon announce something; they are no unfinished site.
 */
const UNFINISHED: readonly RegExp[] = [
  new RegExp(String.raw`(?:^|[(:–—-]\s*|\b(?:the|our|this|my)\s+(?:(?:full|complete|entire)\s+)?)${PART}\s*(?:(?:is|are|will be)\s+(?:currently\s+|still\s+)?)?(?:[-–—:(,]\s*)?${NOT_THERE}\b`, 'i'),
  new RegExp(String.raw`^${NOT_THERE}\s*[:!–—-]\s*(?:(?:the|our)\s+)?${PART}\b`, 'i'),
  /\b(?:this|our|the)\s+(?:new\s+)?(?:web\s?site|web\s?page|page)\s+is\s+(?:currently\s+|still\s+)?(?:a work in progress|not (?:yet )?(?:finished|complete|ready))\b/i,
  /\bthis is (?:a|the|our) (?:test|demo|beta|draft|temporary|preview) (?:version|site|website|page|store|shop)\b/i,
  /^(?:please\s+)?check back (?:soon|later|shortly|again soon)\b/i,
  // "This site" on a web page is the website itself, and "Site under construction" alone is a heading about it; "the site" or
  // "our site" may be a building site, and stays unread.
  new RegExp(String.raw`\bthis\s+site\s+(?:is\s+)?(?:currently\s+|still\s+)?${NOT_THERE}\b|^site\s+(?:is\s+)?${NOT_THERE}\s*[.!]?$`, 'i'),
  // The same in the languages of the sites the review reads most, where the word names the website or a page (never a building site).
  /\b(?:p[aá]gina(?:\s+web)?|sitio\s+web|site\s+(?:web|internet)|web\s?site|homepage|webseite|internetseite|seite|sito\s+(?:web|internet))\s+(?:(?:est[aá]|est|ist|è|befindet\s+sich|wordt)\s+)?(?:(?:actuellement|noch|derzeit|momentan|ancora|nog)\s+)?(?:en\s+construcci[oó]n|en\s+(?:cours\s+de\s+)?construction|im\s+aufbau|in\s+bearbeitung|in\s+costruzione|in\s+aanbouw|em\s+constru[cç][aã]o)(?!\p{L})|\bsite\s+em\s+constru[cç][aã]o(?!\p{L})/iu,
  new RegExp(String.raw`(?:^|\b(?:the|our|this|my|new)\s+)${PART}\s+will be (?:up|online|live|added|posted|uploaded|published) (?:soon|shortly|in the (?:near|coming) future)\b`, 'i'),
];

/** "Our new website launches in March 2024": the site (or its shop) promised for a date. */
const LAUNCH = new RegExp(
  String.raw`\b(?:web\s?site|online\s+(?:store|shop))\b[^.!?]{0,60}?\b(?:launch(?:es|ing)?|(?:will\s+)?(?:be|go|goes|going)\s+(?:live|online|up)|coming)\b[^.!?]{0,20}?\b(?:(?:in|on|by)\s+)?(?:(${MONTH})\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?)?((?:19|20)\d{2})\b`,
  'i',
);

/** Where a sentence says part of the site is unfinished, or null. `now` is the visit's date: a launch is unfinished once its date has passed. */
export function unfinishedIn(sentence: string, now: Date): { index: number; length: number } | null {
  for (const pattern of UNFINISHED) {
    const match = pattern.exec(sentence);
    if (match) return { index: match.index, length: match[0].length };
  }
  const launch = LAUNCH.exec(sentence);
  if (launch) {
    const year = Number(launch[2]);
    const month = launch[1] ? MONTHS.indexOf(launch[1].slice(0, 3).toLowerCase()) : 11;
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth())) return { index: launch.index, length: launch[0].length };
  }
  return null;
}

/** A year that is history, whatever the sentence: "since 1999", "founded in 1987", "est. 2004", "© 2012". */
const HISTORY_BEFORE = /\b(?:since|established|est\.?|founded|incorporated|opened in|in business|born|built in|©|copyright|\(c\))\s+(?:(?:in|on)\s+)?(?:[a-z]+\.?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?$/i;
/** Events and what has a date of effect, as a notice names them. */
const EVENT = String.raw`(?:holiday hours|hours|season|schedule|calendar|registration|enrol?ment|gala|picnic|festival|fundraiser|tournament|conference|workshop|seminar|webinar|concert|bazaar|retreat|open house|grand opening|sale|specials?|events?|camp|classes|programs?)`;
/** A year that is part of a date: "April 9, 2023", "December 24–26, 2019", "1 March 2019", "January 2022", "spring 2020", "03/21/2019". */
const DAYS = String.raw`\d{1,2}(?:st|nd|rd|th)?(?:\s*[-–—]\s*\d{1,2}(?:st|nd|rd|th)?)?`;
const DATE_BEFORE = new RegExp(String.raw`(?:\b${MONTH}\s+(?:${DAYS},?\s+)?|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+|\b(?:spring|summer|fall|autumn|winter)\s+(?:of\s+)?|\b\d{1,2}[./]\d{1,2}[./])$`, 'i');
/** A bare year a notice dates: after a date of effect ("starting in 2020", "until 2019", "for the 2019"), or beside an event ("2019 holiday hours", "Gala 2019"). */
const LEAD_BEFORE = /\b(?:starting|beginning|effective|as of|until|till|through|thru|coming|opening|launching|new for|for the)\s+(?:in\s+)?$/i;
const EVENT_AFTER = new RegExp(String.raw`^\s+(?:(?:annual|holiday|spring|summer|fall|autumn|winter|christmas|easter)\s+)?${EVENT}\b`, 'i');
const EVENT_BEFORE = new RegExp(String.raw`\b${EVENT}\s+$`, 'i');
/** Words that make a sentence announce something with a date of effect: a change, an end, a closure, an opening. */
const ANNOUNCES =
  /\b(?:starting|beginning|effective|as of|until|till|through|thru|ends?|ending|expires?|deadline|re-?open(?:s|ing)?|closed (?:on|for|from|until|through)|closing (?:on|at|early|for)|now (?:open|accepting|enrolling)|new for|grand opening|(?:is|are) (?:closed|open|coming|opening|closing))\b|^(?:coming|opening|closing)\b/i;
/** What shows a past event's record rather than announces it. */
const ARCHIVE = /\b(?:photos?|pictures?|gallery|recap|results|highlights|videos?|album|review|report|winners|minutes|archive)\b/i;
/** What will happen, or an invitation (a lower-case "will": "Will Smith" is a name). */
const FUTURE = /\b(?:will|shall)\b/;
const INVITATION = /\b(?:going to|join us|save the date|register|sign up|rsvp|don[’']t miss|reserve your)\b/i;
/** A sentence that tells what happened: a past-tense verb ("moved", "was", "began"), not a participle after "is", "are" or "be". */
const PAST =
  /\b(?:was|were|had|did|began|became|grew|bought|built|won|took|came|went|made|held|joined|moved|opened|started|founded|expanded|completed|celebrated|graduated|retired|received|launched|purchased|acquired|served|added|changed|passed|voted|named)\b|\b(?<!\b(?:is|are|be|been|being|am|get|gets|remain|remains)\s)(?!(?:starting|beginning|updated|required|needed|limited|scheduled|located|based|licensed|insured|bonded|certified|hundred|indeed|proceed|exceed|succeed|embed)\b)[a-z]{3,}ed\b/i;

/**
 * The year of a dated notice in one sentence, where it stands, or null: a sentence that announces
 * (a date of effect, an invitation, an event, what will be) and does not tell history; its newest
 * year that is part of a date, follows a date of effect or names an event. A model year ("2019
 * Ford"), an award's year and a founding or copyright year date no notice.
 */
export function datedNoticeIn(sentence: string): { index: number; length: number; year: number } | null {
  const future = FUTURE.test(sentence) || INVITATION.test(sentence);
  // An event's name with its year stands as a heading ("2019 Holiday Hours", "Christmas Bazaar 2018"); in a longer sentence ("Thank you for a wonderful June 2019 event!") it may be anyone's memory.
  // An archive of a past event ("Gala 2019 Photos") is content, not a notice.
  const heading = sentence.split(/\s+/).length <= 6 && !ARCHIVE.test(sentence);
  if (!future && !ANNOUNCES.test(sentence) && !heading) return null;
  // What happened is history, even beside what will be ("Dr. Lee, who joined in March 2015, will see you"); a notice's first word ("Closed …") is its heading.
  if (PAST.test(sentence.replace(/^\W*\w+/, ''))) return null;
  let found: { index: number; length: number; year: number } | null = null;
  for (const match of sentence.matchAll(/\b(?:19|20)\d{2}\b/g)) {
    const before = sentence.slice(0, match.index);
    const after = sentence.slice(match.index! + 4);
    // A range ("2012–2026") is a span of years, not a date.
    if (/\d\s*[-–—]\s*$/.test(before) || /^\s*[-–—]\s*\d/.test(after)) continue;
    if (HISTORY_BEFORE.test(before.slice(-40))) continue;
    const named = EVENT_AFTER.test(after) || EVENT_BEFORE.test(before);
    if (!future && !ANNOUNCES.test(sentence) && !named) continue;
    if (!DATE_BEFORE.test(before) && !LEAD_BEFORE.test(before) && !named) continue;
    const year = Number(match[0]);
    if (!found || year > found.year) found = { index: match.index!, length: match[0].length, year };
  }
  return found;
}

/** The sentences of a block, each with where it starts. */
export function sentencesOf(block: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let offset = 0;
  for (const sentence of block.split(/(?<=[.!?])\s+/)) {
    const at = block.indexOf(sentence, offset);
    offset = at + sentence.length;
    out.push({ text: sentence, at });
  }
  return out;
}

/** Notices that part of the site is unfinished or still to come: in the text a visitor sees (hidden text is not read), and in the title. */
export function unfinishedFacts(d: PageDocument, fetchedAt: string) {
  const now = new Date(fetchedAt);
  const body = d.tags('body')[0];
  const unfinished = { examples: [] as string[], title: null as string | null };
  for (const block of textBlocks(body ? [body] : d.doc.children, { hiddenBy: d.styleHidden })) {
    for (const sentence of sentencesOf(block)) {
      const hit = unfinishedIn(sentence.text, now);
      if (!hit) continue;
      pushDistinct(unfinished.examples, excerpt(block, sentence.at + hit.index, hit.length), factLimits.examples);
      break;
    }
  }
  const title = squash(d.tags('title').map(rawText).join(' '));
  if (title && unfinishedIn(title, now)) unfinished.title = clip(title, factLimits.shortText);
  return { unfinished };
}

export type UnfinishedFacts = ReturnType<typeof unfinishedFacts>;
