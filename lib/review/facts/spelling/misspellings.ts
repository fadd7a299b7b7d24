/**
 * Misspelled words in what a visitor reads, found with a spell checker (./checker.ts), and only
 * where nothing else could explain them. A word is named when it is written in lower case, as a
 * plain word of five letters or more (no digit, hyphen, dot or @ in or around it), in a sentence of
 * prose on an English page (its lang, or none and its words English) outside code, quotations and
 * passages in another language; when no English dictionary (US, UK, Australian) knows it, nor a
 * list of 275,000 English words, nor cspell's company and software names, nor the site's own
 * vocabulary (./vocabulary.ts); when its sentence has no other such word (a line of another
 * language, a menu of dish names), the site does not write it in three passages or more (a term of
 * its trade) and it is not made of known words ("churchy", "rebook"); and when the dictionary
 * suggests a lower-case word of five letters or more, with its first letter, one edit from it (two
 * for words of eight letters or more). A capitalised word is named for a letter doubled that
 * English never doubles, or tripled ("Copyyright"), where the dictionary's word is the same without
 * it; or where its capital says nothing (a sentence's start, a Title Case heading or menu) and it is
 * one slip from the word cspell's list of common misspellings gives, or from one word the site
 * writes elsewhere, and no name (./capitals.ts); an acronym for two letters swapped ("FACTA", where
 * the site writes FATCA). Counted across pages. Pure but for the dictionaries' first load.
 */
import { attr, textBlocks, type PageDocument } from '../document';
import { excerpt } from '../text';
import { acronymCorrection, acronymsOf, CAPITALISED, capitalCorrection, capitalisedCandidates, tokensOf, type Token } from './capitals';
import type { EnglishVariant, SpellChecker } from './checker';
import { siteVocabulary, wordsOf } from './vocabulary';

export interface Misspelling {
  /** The word as the page writes it, and the dictionary's suggestion. */
  word: string;
  suggestion: string;
  /** Its sentence on the first page that shows it (the page's own text, an ellipsis where it was cut); null when the sentence has a double quote mark of its own. */
  sentence: string | null;
  /** The pages that show it (short paths), the first one first. */
  pages: string[];
  /** For an acronym corrected from the site's own writing: how often the site writes the suggestion. */
  siteWrites?: number;
}

export interface SpellingPage {
  path: string;
  document: PageDocument;
}

/**
 * What is read apart: code, quoted words (someone else's, to be quoted as written), text marked as
 * not for translation; and a script, where the browser may write text (a year), so no sentence runs across it.
 */
const NOT_PROSE = new Set(['code', 'pre', 'kbd', 'samp', 'var', 'tt', 'textarea', 'blockquote', 'q', 'cite', 'script']);
const notEnglish = (lang: string | undefined) => lang !== undefined && lang.trim() !== '' && !/^en(?:[-_]|$)/i.test(lang.trim());
const skipped = (el: { name: string; attribs: Record<string, string> }) =>
  NOT_PROSE.has(el.name) || notEnglish(el.attribs.lang) || (el.attribs.translate ?? '').toLowerCase() === 'no' || /\bnotranslate\b/.test(el.attribs.class ?? '');

const langOf = (document: PageDocument) => {
  const html = document.tags('html')[0];
  return html && attr(html, 'lang');
};

/** The variant whose spelling the suggestion takes: the lang's region (en-GB, en-AU), else American. */
function variantOf(lang: string): EnglishVariant {
  const region = /^en[-_]([a-z]{2})\b/i.exec(lang.trim())?.[1]?.toUpperCase();
  if (!region || region === 'US' || region === 'CA' || region === 'PH') return 'en-US';
  return region === 'AU' || region === 'NZ' ? 'en-AU' : 'en-GB';
}

const PLAIN_LOWER = /^[a-z]+(?:'[a-z]+)?$/;
const MIN_LETTERS = 5;
const CONTRACTION = /'(?:s|re|ve|ll|d|m)$/;
/** Words of English sentences: articles, pronouns, auxiliaries, the commonest prepositions. */
const SMALL_WORDS = new Set(['the', 'a', 'an', 'we', 'you', 'our', 'your', 'is', 'are', 'was', 'were', 'will', 'can', 'be', 'to', 'of', 'in', 'on', 'for', 'this', 'that', 'it', 'have', 'has', 'they', 'their', 'with', 'from', 'at', 'by']);
/** The dictionary's suggestions are slow for long unknown words (up to half a second each): a review spends at most this much on them. */
const SUGGEST_MS = 1500;
const MAX_SUGGESTED = 15;
const MAX_NAMED = 8;

interface Word {
  /** In lower case with a plain apostrophe, and as the page writes it. */
  word: string;
  written: string;
  index: number;
}

/** The lower-case plain words of a block, with where they start. */
function plainWords(block: string): Word[] {
  return tokensOf(block)
    .map((t) => ({ ...t, word: t.written.replace(/’/g, "'") }))
    .filter((w) => PLAIN_LOWER.test(w.word));
}

/**
 * A letter doubled that English never doubles, or any letter three times ("Copyyright", "Offfice"): a slip
 * of the keys even in a capitalised word, which no name has (a name's capital is read apart otherwise).
 */
const DOUBLED = /([yjqxhvwiu])\1|(\p{L})\2\2/iu;

const doubledTypos = (block: string): Word[] =>
  tokensOf(block)
    .filter((t) => CAPITALISED.test(t.written) && t.written.length > MIN_LETTERS && DOUBLED.test(t.written))
    .map((t) => ({ ...t, word: t.written }));

/** Endings and beginnings English makes new words with ("churchy", "techy", "rebook", "overspray"). */
const SUFFIXES = ['y', 'ie', 'ies', 'ish', 'ness', 'less', 'ful', 'ly', 'er', 'ers', 'est', 's', 'es', 'ed', 'ing', 'able', 'ism', 'ist', 'ists', 'ize', 'ise', 'like', 'wise', 'esque'];
const PREFIXES = ['re', 'pre', 'un', 'non', 'co', 'de', 'dis', 'mis', 'over', 'under', 'out', 'up', 'sub', 'super', 'anti', 'multi', 'semi', 'mini', 'micro', 'eco', 'e'];

/**
 * A word made of words the dictionary knows: a known word with a beginning English adds ("rebook",
 * "overspray"), or two known words of three letters or more written as one ("petcare"); or a known
 * word with an ending English adds ("churchy", "techy", "lossy") unless the dictionary's suggestion is
 * that word with that ending, spelled otherwise ("usualy": usually, "mornning": morning, typos). A
 * coinage, not a typo.
 */
export function madeOfKnownWords(word: string, knows: (w: string) => boolean, suggestion?: string): boolean {
  const plain = word.toLowerCase();
  for (const prefix of PREFIXES) if (plain.startsWith(prefix) && plain.length - prefix.length >= 4 && knows(plain.slice(prefix.length))) return true;
  for (let i = 3; i <= plain.length - 3; i++) if (knows(plain.slice(0, i)) && knows(plain.slice(i))) return true;
  if (suggestion === undefined) return false;
  const suggested = suggestion.toLowerCase();
  return SUFFIXES.some((suffix) => {
    const stem = plain.slice(0, -suffix.length);
    if (!plain.endsWith(suffix) || stem.length < 3) return false;
    const bases = [stem, `${stem}e`, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [])].filter(knows);
    // The dictionary's word is the same word with the same ending, spelled otherwise: a typo.
    const respelled = suggested.endsWith(suffix) && bases.some((base) => suggested.startsWith(base.length > stem.length ? stem : base));
    return bases.length > 0 && !respelled;
  });
}

/** Edits (insert, delete, replace, swap two neighbours) from one word to another. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

interface Occurrence {
  page: string;
  block: string;
  index: number;
  written: string;
  variant: EnglishVariant;
}

export function siteMisspellings(pages: readonly SpellingPage[], checker: () => SpellChecker): Misspelling[] {
  const english = pages.filter((p) => !notEnglish(langOf(p.document)));
  if (english.length === 0) return [];
  const spell = checker();
  // A known word with a possessive or a contraction ("there're", "plumber's") is written as people speak.
  const known = (word: string) => spell.knows(word) || (CONTRACTION.test(word) && spell.knows(word.replace(CONTRACTION, ''))) || spell.isTerm(word);

  const read = english.map((page) => {
    const body = page.document.tags('body')[0];
    const blocks = textBlocks(body ? [body] : page.document.doc.children, { skipAriaHidden: true, hiddenBy: page.document.styleHidden, skip: skipped });
    return { ...page, blocks, variant: variantOf(langOf(page.document) ?? '') };
  });
  const vocabulary = siteVocabulary(read);
  // The site's names: a Title Case heading's capitals are no sign of one.
  const names = siteVocabulary(read, { names: true });
  const passages = new Map<string, Set<string>>();
  const found = new Map<string, Occurrence[]>();
  const slips = new Map<string, 'capital' | 'acronym'>();
  // How many passages of the site write each word in capitals.
  const acronyms = new Map<string, Set<string>>();
  for (const page of read) for (const block of page.blocks) for (const t of acronymsOf(block)) acronyms.set(t.written, (acronyms.get(t.written) ?? new Set()).add(block));
  const acronymCounts = new Map([...acronyms].map(([word, blocks]) => [word, blocks.size]));
  const written = new Set(read.flatMap((page) => page.blocks.flatMap(wordsOf)));

  for (const page of read) {
    const words = page.blocks.map(plainWords);
    const all = words.flat();
    // A page in English: enough words to tell, nine in ten of them in the dictionary (a template's lang="en" on a page in another language is not).
    if (all.length < 20 || all.filter((w) => known(w.word)).length < 0.9 * all.length) continue;
    // Capitalised words of headings, menus and labels, and those of them no list knows.
    const labels: { block: string; t: Token }[] = [];
    const strangers = new Set<string>();
    const record = (block: string, w: { written: string; index: number }, slip?: 'capital' | 'acronym') => {
        passages.set(w.written, (passages.get(w.written) ?? new Set()).add(block));
        found.set(w.written, [...(found.get(w.written) ?? []), { page: page.path, block, index: w.index, written: w.written, variant: page.variant }]);
      if (slip) slips.set(w.written, slip);
    };
    page.blocks.forEach((block, b) => {
      const doubled = doubledTypos(block).filter((w) => !known(w.word) && !known(w.word.toLowerCase()) && !vocabulary.has(w.word.toLowerCase()));
      for (const w of doubled) record(block, w);
      const unknown = words[b]!.filter((w) => !known(w.word));
      for (const w of unknown) passages.set(w.word, (passages.get(w.word) ?? new Set()).add(block));
      // A sentence of prose: a capital first (a lower-case line is a design's, where names go lower case too),
      // six lower-case words or more, two of them the small words sentences are made of (a menu's list of dishes has none).
      const first = /\p{L}/u.exec(block)?.[0] ?? '';
      const small = new Set(words[b]!.map((w) => w.word).filter((w) => SMALL_WORDS.has(w)));
      const prose = first !== first.toLowerCase() && words[b]!.length >= 6 && small.size >= 2;
      // A capital that says nothing, in a block whose other words are all known: neither a word nor a name the site or a list of names has.
      for (const t of unknown.length > 0 ? [] : capitalisedCandidates(block)) {
        const lower = t.written.toLowerCase();
        if (doubled.some((w) => w.word === t.written) || known(t.written) || known(lower) || spell.isName(t.written) || names.has(lower)) continue;
        if (!prose) strangers.add(t.written);
        if (t.written.length < MIN_LETTERS) continue;
        if (prose) record(block, t, 'capital');
        else labels.push({ block, t });
      }
      for (const t of acronymsOf(block)) if (!known(t.written) && !spell.isName(t.written)) record(block, t, 'acronym');
      // One unknown word in the sentence.
      if (!prose || new Set(unknown.map((w) => w.word)).size > Math.max(1, Math.floor(words[b]!.length / 30))) return;
      for (const w of unknown) {
        const letters = w.word.replace(/'/g, '').length;
        if (letters < MIN_LETTERS || vocabulary.has(w.word) || w.word.split("'").some((part) => vocabulary.has(part))) continue;
        found.set(w.word, [...(found.get(w.word) ?? []), { page: page.path, block, index: w.index, written: w.written, variant: page.variant }]);
      }
    });
    // Headings and labels with three words or more that no list knows are a list of names or dishes ("Moogoo Gai Pan", "Teryaki Chicken"), which no dictionary can read.
    if (strangers.size <= 2) for (const { block, t } of labels) record(block, t, 'capital');
  }

  const named: Misspelling[] = [];
  let suggested = 0;
  const started = performance.now();
  for (const [word, occurrences] of found) {
    // A word the site writes in three passages or more is a term of its own.
    if ((passages.get(word)?.size ?? 0) >= 3 || madeOfKnownWords(word, spell.knows) || named.length >= MAX_NAMED) continue;
    const first = occurrences[0]!;
    const slip = slips.get(word);
    const acronym = slip === 'acronym' ? acronymCorrection(word, acronymCounts, spell) : undefined;
    let suggestion = slip === 'capital' ? capitalCorrection(word, spell, written) : acronym?.suggestion;
    if (!slip) {
      if (suggested >= MAX_SUGGESTED || performance.now() - started > SUGGEST_MS) continue;
      suggested += 1;
      const limit = word.length >= 8 ? 2 : 1;
      const suggestions = spell.suggest(word, first.variant);
      // A capitalised word with a doubled letter: the word without one of them, and nothing else.
      // A word in lower case (no name), of some length, with the same first letter: a typo keeps it, a brand that prefixes a word does not ("iphone", "ecommerce").
      suggestion = CAPITALISED.test(word)
        ? suggestions.find((s) => CAPITALISED.test(s) && s.length === word.length - 1 && s[0] === word[0] && editDistance(word, s) === 1 && spell.knows(s.toLowerCase()))
        : suggestions.find((s) => /^[a-z]+(?:['\s-][a-z]+)*$/.test(s) && (word.includes("'") || !s.includes("'")) && s !== word && s[0] === word[0] && s.replace(/\W/g, '').length >= MIN_LETTERS && editDistance(word, s) <= limit);
    }
    if (!suggestion || madeOfKnownWords(word, spell.knows, suggestion)) continue;
    const sentence = excerpt(first.block, first.index, word.length, 120);
    // Every page that shows it, checked or not (a page of filler text shows the footer's typo too).
    const alone = new RegExp(`(?<![\\p{L}\\p{N}'’@./-])${first.written.replace(/[’']/g, "['’]")}(?![\\p{L}\\p{N}@/-]|['’.]\\p{L})`, 'u');
    const pages = [...new Set([...occurrences.map((o) => o.page), ...read.filter((page) => page.blocks.some((block) => alone.test(block))).map((page) => page.path)])];
    named.push({ word: first.written, suggestion, sentence: sentence.includes('"') ? null : sentence, pages, ...(acronym?.written ? { siteWrites: acronym.written } : {}) });
  }
  return named;
}
