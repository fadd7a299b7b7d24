/**
 * A keywords meta stuffed with phrases: a dozen or more, most of them repeating one word ("House
 * Cleaning Coupons, Cleaning Discounts, Cheap Cleaning Services, …"). Google ignores the tag; what
 * it shows is the list itself, to anyone who reads the page's code. Pure.
 */
import { attr, clip, type PageDocument } from './document';

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
