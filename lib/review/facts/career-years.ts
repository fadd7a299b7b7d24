/**
 * A person's years of experience against the year their career started, where the site says both
 * of one person: "With 27 years of legal experience, Robert Wiest …" on one page and "He's been a
 * lawyer since October 1996" on the page about him. A sentence counts only when it says whose the
 * years are (a name, or "he"/"she"/"I" on a page whose title or main heading names that person and
 * whose text just before names them again); a person's years are never held against the firm's
 * founding, nor a figure for one field ("12 years of experience in family law") against a whole
 * career, nor a team's combined figure against anyone's. Pure: no I/O.
 */
import { boundOf, MONTH, QUALIFIER, quoteAt, sentenceOf, YEAR, yearsHold, type StartYear, type YearsClaim, type YearsMismatch } from './site-claims';

/** What a page gives to tell whom "he" means: its title and main headings, and its text blocks. */
export interface CareerPage {
  page: string;
  blocks: readonly string[];
  heads: readonly string[];
}

const PROFESSION = String.raw`(?:lawyer|attorney|dentist|doctor|physician|surgeon|chiropractor|accountant|CPA|certified public accountant|pharmacist|veterinarian|vet|therapist|counsell?or|architect|engineer|realtor|broker|pastor|minister|teacher|nurse|optometrist|orthodontist|electrician|plumber|contractor|mechanic|photographer|designer|stylist|trainer)`;
const FIELD = String.raw`(?:law|dentistry|medicine|accounting|architecture|chiropractic|optometry|orthodontics|veterinary medicine)`;
const SINCE = String.raw`since\s+(?:${MONTH}\s+)?(?:\d{1,2},?\s+)?${YEAR}\b`;
const ARTICLE = String.raw`(?:a|an)\s+(?:licensed\s+|practicing\s+|practising\s+|registered\s+|certified\s+)?`;
/** "He's been a lawyer since October 1996", "has practiced law since 1996", "admitted to the Colorado bar in 1996". */
const STARTS = [
  new RegExp(String.raw`(?:\b(?:has|have)\s+been\s+|['’]s\s+been\s+|['’]ve\s+been\s+)${ARTICLE}${PROFESSION}\s+${SINCE}`, 'i'),
  new RegExp(String.raw`\b(?:has\s+|have\s+|['’]s\s+|['’]ve\s+)?(?:been\s+)?practi[cs](?:ed|ing)\s+${FIELD}\s+${SINCE}`, 'i'),
  new RegExp(String.raw`\b(?:was\s+)?(?:admitted to|sworn into)\s+(?:practice\s+in\s+|the\s+)[^.!?]{0,40}?\bbar\s+in\s+(?:${MONTH}\s+)?${YEAR}\b`, 'i'),
];
/** "27 years of legal experience" (the whole career: not "in family law"), "has been a dentist for 20 years". */
const COUNTS = [
  new RegExp(
    String.raw`(?:${QUALIFIER})?(\d{1,2})(\+)?\s+years?\s+of\s+(?:(?:legal|law|professional|courtroom|trial|litigation|clinical|dental|medical|accounting|teaching|pastoral|ministry|practical|hands-on)\s+)?experience\b(?!\s+(?:in|as|with|at|on|for|handling|representing|working|focus\w*|across|under|serving)\b)`,
    'i',
  ),
  new RegExp(String.raw`(?:\bbeen\s+${ARTICLE}${PROFESSION}|\bpracti[cs](?:ed|ing)\s+${FIELD})\s+for\s+(?:${QUALIFIER})?(\d{1,2})(\+)?\s+years\b`, 'i'),
];
/** A sum or a group: whose years are no one person's career. */
const GROUP = /\b(?:combined|collective(?:ly)?|together|total|cumulative|between|each|team|staff|our (?:attorneys|lawyers|dentists|doctors|accountants)|we|our firm|our practice|family attorney|family lawyer)\b/i;
const PRONOUN = /\b(?:he|she|i)\b|\b(?:he|she|i)['’]/i;
/** "Robert Wiest", "Jane A. Park": a capitalised first and last name, at every word (a lookahead: "About Robert Wiest" holds "Robert Wiest"). */
const NAME = /\b(?=(\p{Lu}[\p{Ll}'’-]+)(?:\s+\p{Lu}\.)?\s+(\p{Lu}[\p{Ll}'’-]+)\b)/gu;
/** Capitalised words of headings and titles that are no one's name. */
const NOT_NAME = new Set('about with over years year of legal experience our the meet why choose attorney lawyer law home contact welcome hometown advocate your and for in at to a an dr mr mrs ms'.split(' '));

interface Owned {
  page: string;
  /** The names the sentence may mean. */
  names: Set<string>;
}

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(NAME)) if (!NOT_NAME.has(m[1]!.toLowerCase()) && !NOT_NAME.has(m[2]!.toLowerCase())) names.add(`${m[1]} ${m[2]}`);
  return names;
}

/**
 * Whom a sentence means: the names in it; or, for "he", "she" or "I", the person the page's title or
 * main heading names, when the text just before (the block so far and the one above) names them too.
 */
function ownerOf(sentence: string, before: string, heads: readonly string[]): Set<string> {
  const named = namesIn(sentence);
  if (named.size > 0) return named;
  if (!PRONOUN.test(sentence)) return named;
  const context = ` ${before} `;
  const lastMention = (name: string) => Math.max(...name.split(' ').map((part) => Math.max(...[' ', "'", '’', ',', '.'].map((end) => context.lastIndexOf(` ${part}${end}`)))));
  const candidates = [...new Set(heads.flatMap((head) => [...namesIn(head)]))].map((name) => ({ name, at: lastMention(name) })).filter((c) => c.at >= 0);
  if (candidates.length === 0) return new Set();
  const latest = Math.max(...candidates.map((c) => c.at));
  const meant = candidates.filter((c) => c.at === latest).map((c) => c.name);
  // Another person named after them is whom "he" may mean.
  const after = [...namesIn(context.slice(latest))].filter((name) => !meant.some((m) => m.split(' ').some((part) => name.includes(part))));
  return after.length ? new Set() : new Set(meant);
}

function claimsOf({ page, blocks, heads }: CareerPage) {
  const starts: (StartYear & Owned)[] = [];
  const counts: (YearsClaim & Owned)[] = [];
  blocks.forEach((block, i) => {
    // A testimonial is a client's words; a block with a straight quotation mark in it cannot be quoted whole.
    if (/^["“‘']/.test(block) || block.includes('"')) return;
    const before = (at: number) => `${blocks[i - 1] ?? ''} ${block.slice(0, at)}`;
    for (const pattern of STARTS) {
      const m = pattern.exec(block);
      if (!m) continue;
      const sentence = sentenceOf(block, m.index);
      if (GROUP.test(sentence.text)) continue;
      const names = ownerOf(sentence.text, before(m.index), heads);
      if (names.size) starts.push({ page, quote: quoteAt(block, sentence.start), year: Number(m[m.length - 1]), names });
      break;
    }
    for (const pattern of COUNTS) {
      const m = pattern.exec(block);
      if (!m) continue;
      const sentence = sentenceOf(block, m.index);
      if (GROUP.test(sentence.text)) continue;
      // A heading broken over two lines ("Robert Wiest: A Hometown Advocate" / "With Over 27 Years Of Legal Experience") is one sentence.
      const head = heads.find((h) => h.includes(block) && h !== block);
      const whole = !PRONOUN.test(sentence.text) && namesIn(sentence.text).size === 0 && head ? head : sentence.text;
      const names = ownerOf(whole, before(m.index), heads);
      if (names.size) counts.push({ page, quotes: [quoteAt(block, sentence.start)], figure: Number(m[2]), bound: boundOf(m[1], m[3]), names });
      break;
    }
  });
  return { starts, counts };
}

const shared = (a: Set<string>, b: Set<string>) => [...a].find((name) => b.has(name));

/** A person's years of experience that the start of their career, given on the site, does not bear out as of `fetchedAt`. */
export function careerMismatches(pages: readonly CareerPage[], fetchedAt: string): YearsMismatch[] {
  const asOf = new Date(fetchedAt).getUTCFullYear();
  if (!Number.isFinite(asOf)) return [];
  const read = pages.map(claimsOf);
  const starts = read.flatMap((r) => r.starts).filter((s) => s.year <= asOf && s.year > asOf - 80);
  const found: YearsMismatch[] = [];
  for (const claim of read.flatMap((r) => r.counts)) {
    const theirs = starts.filter((s) => shared(claim.names, s.names));
    // A figure above the years since the start may count experience from before it (a clerkship, an apprenticeship): only a frozen one is said.
    if (claim.figure < 1 || theirs.length === 0 || theirs.some((s) => yearsHold(claim, asOf - s.year) || claim.figure > asOf - s.year)) continue;
    if (found.some((f) => f.claim.quotes.join() === claim.quotes.join())) continue;
    const { names, ...counted } = claim;
    found.push({ claim: counted, starts: theirs.filter((s, i) => theirs.findIndex((o) => o.year === s.year) === i).map(({ page, quote, year }) => ({ page, quote, year })), asOf, whose: shared(names, theirs[0]!.names) });
  }
  return found;
}
