/**
 * The spell checker the review proofreads with: Hunspell's English dictionaries (US, UK and
 * Australian, from the dictionary-en packages) read by nspell, a larger list of English words
 * (an-array-of-english-words), cspell's lists of company names and software terms, which no
 * English dictionary has, its list of people's names (first names and surnames, 39,000) and its
 * list of common misspellings (89,000, "accomodation": accommodation). Read from node_modules once per process, at
 * first use (0.5 s, 1.5 s on a busy two-core machine; about 120 MB of memory; the misspellings, 0.3 s more, at first ask), by a
 * path under the project's folder that next.config.ts traces into the server's files. The only I/O of the facts stage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import nspell from 'nspell';

export type EnglishVariant = 'en-US' | 'en-GB' | 'en-AU';

export interface SpellChecker {
  /** Spelled right in some variant of English (a UK spelling is no mistake on a page that says en-US, whose template may say so for anyone). */
  knows: (word: string) => boolean;
  /** A company, product or software name cspell lists (lower case): a term of the trade, not a word of the dictionary. */
  isTerm: (word: string) => boolean;
  /** A word of Hunspell's dictionaries as written (no larger list): "attorney", "Brisbane", "FBI". */
  inDictionary: (word: string) => boolean;
  /** A person's name cspell lists, as written with its capital ("Smyth", "Kathryn"). */
  isName: (word: string) => boolean;
  /** The correction cspell's list of common misspellings gives a word (in lower case), its first when it gives several. */
  commonMisspelling: (word: string) => string | undefined;
  /** The dictionary's suggestions for a word, in the variant's spelling, best first. */
  suggest: (word: string, variant: EnglishVariant) => string[];
}

const PACKAGES: Record<EnglishVariant, string> = { 'en-US': 'dictionary-en', 'en-GB': 'dictionary-en-gb', 'en-AU': 'dictionary-en-au' };
const TERM_FILES = [
  '@cspell/dict-companies/dict/companies.txt',
  '@cspell/dict-software-terms/dict/softwareTerms.txt.gz',
  '@cspell/dict-software-terms/dict/software-tools.txt',
  '@cspell/dict-software-terms/dict/webServices.txt',
  '@cspell/dict-software-terms/dict/networkingTerms.txt',
];

const modules = path.join(process.cwd(), 'node_modules');

const NAME_FILE = '@cspell/dict-people-names/dict/people-names.txt';
const MISSPELLINGS_FILE = '@cspell/dict-en-common-misspellings/dict/dict-en.json';

/** The list's "typo->correction, other" lines, by typo. */
function readMisspellings(): Map<string, string> {
  const { dictionaryDefinitions } = JSON.parse(readFileSync(path.join(modules, MISSPELLINGS_FILE), 'utf8')) as { dictionaryDefinitions: { suggestWords?: string[]; flagWords?: string[] }[] };
  const lines = dictionaryDefinitions.flatMap((d) => [...(d.suggestWords ?? []), ...(d.flagWords ?? [])]);
  return new Map(lines.map((line) => line.split('->')).filter((parts) => parts.length === 2).map(([typo, fix]) => [typo!.trim().toLowerCase(), fix!.split(',')[0]!.trim()]));
}

function readTerms(files: readonly string[]): Set<string> {
  const terms = new Set<string>();
  for (const file of files) {
    const raw = readFileSync(path.join(modules, file));
    const text = file.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
    for (const line of text.split('\n')) {
      const term = line.trim();
      if (term && !term.startsWith('#')) terms.add(term.toLowerCase());
    }
  }
  return terms;
}

let loaded: SpellChecker | null = null;
let misspellings: Map<string, string> | undefined;

export function spellChecker(): SpellChecker {
  if (loaded) return loaded;
  const spellers = Object.fromEntries(
    Object.entries(PACKAGES).map(([variant, name]) => {
      const folder = path.join(modules, name);
      return [variant, nspell({ aff: readFileSync(path.join(folder, 'index.aff')), dic: readFileSync(path.join(folder, 'index.dic')) })];
    }),
  ) as Record<EnglishVariant, ReturnType<typeof nspell>>;
  const terms = readTerms(TERM_FILES);
  const names = readTerms([NAME_FILE]);
  // A larger list of words (Letterpress's, 275,000): rarer words Hunspell lacks ("automata", "lossy") are no misspellings either.
  const words = new Set<string>(JSON.parse(readFileSync(path.join(modules, 'an-array-of-english-words/index.json'), 'utf8')));
  const all = Object.values(spellers);
  loaded = {
    knows: (word) => all.some((speller) => speller.correct(word)) || words.has(word),
    isTerm: (word) => terms.has(word.toLowerCase()),
    inDictionary: (word) => all.some((speller) => speller.correct(word)),
    isName: (word) => names.has(word.toLowerCase()),
    // Read at first ask (0.3 s): only a capitalised word that nothing else explains asks.
    commonMisspelling: (word) => (misspellings ??= readMisspellings()).get(word),
    suggest: (word, variant) => spellers[variant].suggest(word),
  };
  return loaded;
}
