/**
 * Keyword stuffing: a keywords meta stuffed with phrases, a dozen or more, most of them repeating
 * one word ("House Cleaning Coupons, Cleaning Discounts, Cheap Cleaning Services, …"), which Google
 * ignores and anyone who reads the page's code sees; and a paragraph that lists twenty or more
 * places the business serves, one after another, which search engines' spam policies name. Pure.
 */
import { attr, clip, textBlocks, type PageDocument } from './document';

export interface PlaceList {
  /** The words before the list that say what it is ("Areas we serve"), and how many names it holds. */
  lead: string;
  count: number;
  examples: string[];
}

const MIN_PLACES = 20;
/** What says a list is of places served (not "practice areas", "areas of expertise"). */
const AREA_WORDS = /\b(?:we (?:proudly )?serve|proudly serving|serving|service areas?|areas? (?:we )?(?:serve|served|cover|covered)|communities|towns|cities|neighbou?rhoods|counties|suburbs)\b/i;
/** A place's name: one to four capitalised words, a state's or county's code allowed, no digits. */
const PLACE = /^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,3}$/u;

/**
 * A paragraph that lists twenty or more places one after another, after words that say they are
 * areas served ("We proudly serve: Marlton, Cherry Hill, …"). Links to a page per town are a menu,
 * not this: only a paragraph's own text counts.
 */
export function placeList(d: PageDocument): PlaceList | null {
  const body = d.tags('body')[0];
  const blocks = textBlocks(body ? [body] : d.doc.children, { skipAriaHidden: true, hiddenBy: d.styleHidden });
  for (const [i, block] of blocks.entries()) {
    const colon = block.search(/:\s/);
    const lead = colon >= 0 && colon < 80 ? block.slice(0, colon) : '';
    const list = lead ? block.slice(colon + 1) : block;
    const items = list.split(/\s*[,;•|·]\s*/).map((item) => item.replace(/^(?:and|&)\s+/i, '').replace(/[.!]$/, '').trim()).filter(Boolean);
    if (items.length < MIN_PLACES || items.filter((item) => PLACE.test(item)).length < items.length - 1) continue;
    const said = lead && AREA_WORDS.test(lead) ? lead : AREA_WORDS.test(blocks[i - 1] ?? '') && (blocks[i - 1] ?? '').length <= 80 ? blocks[i - 1]! : null;
    if (!said) continue;
    return { lead: clip(said, 60), count: items.length, examples: items.slice(0, 4).map((item) => clip(item, 40)) };
  }
  return null;
}

export interface StuffedKeywords {
  phrases: number;
  /** The word most phrases repeat, as the tag writes it, and how many phrases have it. */
  word: string;
  withWord: number;
  examples: string[];
}

const MIN_PHRASES = 12;
const MIN_REPEATS = 8;

export function stuffedKeywords(d: PageDocument): StuffedKeywords | null {
  const content = d.metaNamed('keywords').map((m) => attr(m, 'content') ?? '').join(',');
  const phrases = [...new Set(content.split(/[,;|]/).map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  if (phrases.length < MIN_PHRASES) return null;
  const counts = new Map<string, { written: string; n: number }>();
  for (const phrase of phrases) {
    const words = new Set(phrase.split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 4));
    for (const word of words) {
      const entry = counts.get(word.toLowerCase()) ?? { written: word, n: 0 };
      entry.n += 1;
      counts.set(word.toLowerCase(), entry);
    }
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  if (!top || top.n < MIN_REPEATS || top.n * 2 < phrases.length) return null;
  const examples = phrases.filter((p) => p.toLowerCase().split(/[^\p{L}\p{N}]+/u).includes(top.written.toLowerCase())).slice(0, 4).map((p) => clip(p, 60));
  return { phrases: phrases.length, word: top.written, withWord: top.n, examples };
}
