/**
 * Typos in capitalised words, which a spell check otherwise takes for names. A capital says nothing
 * at a sentence's start or in a Title Case heading or menu ("Our Professional Servcies"): there a
 * word is a typo when neither it nor its lower case is a word, no list of people's names has it,
 * the site never writes it as a name (capitalised inside a sentence, in a title, alt text, link or
 * structured data), and a word one slip of the keys from it (two neighbours swapped, a letter left
 * out, added or struck for another, a letter doubled or undoubled, twice in a long word) is the
 * correction cspell's list of common misspellings gives it, or the one common word (Hunspell's, in
 * lower case, with the same first letter) so close, which the site writes elsewhere: a surname
 * close to a word ("Batchelor", "Albright") is in neither. An acronym in capitals
 * ("FACTA") is a typo when no dictionary knows it and swapping two neighbouring letters gives the
 * one the site writes more often, or one the dictionary lists as an acronym ("FATCA" three times
 * elsewhere); a longer word in capitals when the list of common misspellings has it ("SERVCIES"). Pure.
 */
import type { SpellChecker } from './checker';

/** A whitespace-separated run of a block, its punctuation left off, and where it starts. */
export interface Token {
  written: string;
  index: number;
}

const TOKEN = /\S+/g;
const LEAD = /^[("'“‘[{¡¿*]+/;
const EDGES = /^[("'“‘[{¡¿*]+|[)"'”’\]}.,;:!?…*]+$/g;

export function tokensOf(block: string): Token[] {
  return [...block.matchAll(TOKEN)].map((match) => ({ written: match[0].replace(EDGES, ''), index: match.index! + (LEAD.exec(match[0])?.[0].length ?? 0) }));
}

export const CAPITALISED = /^[A-Z][a-z]+$/;
const ACRONYM = /^[A-Z]{4,}$/;
const WORD = /^\p{L}+$/u;
const MIN_LETTERS = 5;

/** A heading, label or menu in Title Case: a short block of two words or more, its first and each of four letters or more with a capital. */
export function isTitleCase(block: string): boolean {
  const tokens = tokensOf(block);
  const words = tokens.filter((t) => WORD.test(t.written));
  const long = words.filter((t) => t.written.length >= 4);
  return tokens.length <= 10 && words.length >= 2 && long.length >= 1 && [words[0]!, ...long].every((t) => /^\p{Lu}/u.test(t.written));
}

/** The capitalised words of a block whose capital says nothing (three letters or more): at a sentence's start, or anywhere in a Title Case block. */
export function capitalisedCandidates(block: string): Token[] {
  const title = isTitleCase(block);
  return tokensOf(block).filter((t) => {
    if (!CAPITALISED.test(t.written) || t.written.length < 3) return false;
    const before = block.slice(0, t.index).trimEnd();
    return title || before === '' || /[.!?:…]$/.test(before);
  });
}

/** The words in capitals of a block that may be acronyms. */
export const acronymsOf = (block: string) => tokensOf(block).filter((t) => ACRONYM.test(t.written));

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** A letter doubled where it stood once, or once where it stood doubled. */
function doublings(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    if (word[i] === word[i + 1]) out.push(word.slice(0, i) + word.slice(i + 1));
    else if (word[i] !== word[i - 1]) out.push(word.slice(0, i + 1) + word.slice(i));
  }
  return out;
}

/**
 * The strings one slip of the keys from a word (in lower case), its first letter kept: two
 * neighbours swapped, a letter left out, added or struck for another, but never its last letter alone
 * (another language's ending: "Contacto", "Servicio"); a letter doubled or undoubled anywhere, twice in a
 * word of eight letters or more ("proffesional").
 */
export function slipsOf(word: string): Set<string> {
  const out = new Set<string>();
  const n = word.length;
  for (let i = 1; i < n - 1; i++) {
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)).add(word.slice(0, i) + word.slice(i + 1));
    for (const c of ALPHABET) out.add(word.slice(0, i) + c + word.slice(i + 1)).add(word.slice(0, i) + c + word.slice(i));
  }
  // A letter left out before the last ("Attorny").
  for (const c of ALPHABET) out.add(word.slice(0, n - 1) + c + word.slice(n - 1));
  for (const once of doublings(word)) {
    out.add(once);
    if (n >= 8) for (const twice of doublings(once)) out.add(twice);
  }
  out.delete(word);
  return out;
}

/**
 * The word a capitalised word is a slip from, capitalised as it is: the correction the list of
 * common misspellings gives, else the one common word so close, when the site writes it (`written`,
 * the site's words in lower case); none when there are two.
 */
export function capitalCorrection(word: string, spell: SpellChecker, written: ReadonlySet<string>): string | undefined {
  const lower = word.toLowerCase();
  const slips = slipsOf(lower);
  const words = [...slips].filter((s) => s.length >= MIN_LETTERS && s[0] === lower[0] && spell.inDictionary(s));
  const listed = words.length > 0 ? spell.commonMisspelling(lower) : undefined;
  const correction = listed && words.includes(listed) ? listed : words.length === 1 && written.has(words[0]!) ? words[0] : undefined;
  return correction && correction[0]!.toUpperCase() + correction.slice(1);
}

/** An acronym the dictionary lists (in capitals only): "FBI", "CPA". */
const listedAcronym = (word: string, spell: SpellChecker) =>
  spell.inDictionary(word) && !spell.inDictionary(word.toLowerCase()) && !spell.inDictionary(word[0] + word.slice(1).toLowerCase());

export interface AcronymCorrection {
  suggestion: string;
  /** How often the site writes the suggestion; 0 when it comes from the dictionary. */
  written: number;
}

/**
 * The acronym a word in capitals is two swapped letters from: one the site writes more often (twice
 * or more), or one the dictionary lists; else the word a common misspelling in capitals stands for.
 */
export function acronymCorrection(word: string, counts: ReadonlyMap<string, number>, spell: SpellChecker): AcronymCorrection | undefined {
  const own = counts.get(word) ?? 0;
  const found: AcronymCorrection[] = [];
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const written = counts.get(swapped) ?? 0;
    if (written >= 2 && written > own) found.push({ suggestion: swapped, written });
    else if (listedAcronym(swapped, spell)) found.push({ suggestion: swapped, written: 0 });
  }
  if (found.length === 1) return found[0];
  // A word of six letters or more in a heading set in capitals ("OUR SERVCIES"), as the list of common misspellings has it.
  const lower = word.toLowerCase();
  const listed = word.length >= 6 && found.length === 0 ? spell.commonMisspelling(lower) : undefined;
  return listed && listed[0] === lower[0] && slipsOf(lower).has(listed) ? { suggestion: listed.toUpperCase(), written: 0 } : undefined;
}
