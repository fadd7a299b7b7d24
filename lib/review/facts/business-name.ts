/**
 * The business's name written two ways: where a site names itself (its structured data's
 * organisation, og:site_name, its logo's alt text, the holder of its copyright line), two names
 * that are one name with one word misspelt or spelt another way ("Robert Wiest Law" and "Robert
 * Weist Law", "Harbour" and "Harbor"). Names that differ by more than that may be a parent company,
 * a brand or the web agency: nothing is said of them. Pure: no I/O.
 */
import type { FetchedSite } from '../fetch/site';
import { attr, jsonLdObjects, squash, textBlocks, type PageDocument } from './document';
import { isLogo } from './logo';
import { businessTypes } from './schema-org-types';

export interface NameWritten {
  text: string;
  where: 'structured data' | 'og:site_name' | 'logo' | 'copyright line';
  page: string;
}

/** Two ways the site writes its name, and where each stands. */
export type NameMismatch = [NameWritten, NameWritten];

const LEGAL = new Set(['llc', 'inc', 'ltd', 'limited', 'co', 'corp', 'plc', 'gmbh', 'pty', 'llp', 'pc', 'pllc', 'sa', 'sl', 'srl', 'bv', 'ag', 'the']);
const COPYRIGHT = /(?:©|&copy;|\(c\)|copyright)\s*(?:\d{4}\s*(?:[-–]\s*\d{4})?)?\s*,?\s*([\p{L}][\p{L}\p{N}&'’. -]{2,60}?)\s*(?:[.|,]\s|\.?$|\s+all rights)/iu;

const wordsOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !LEGAL.has(w));

/** Damerau–Levenshtein distance (adjacent swaps count one), enough for one misspelt word. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** One name with one word spelt another way: the same words but one, and that one close (not a number, not a short word). */
export function spelledOtherwise(a: string, b: string): boolean {
  const x = wordsOf(a);
  const y = wordsOf(b);
  if (x.length !== y.length || x.length === 0) return false;
  const differ = x.map((w, i) => [w, y[i]!] as const).filter(([p, q]) => p !== q);
  if (differ.length !== 1) return false;
  const [p, q] = differ[0]!;
  if (/\d/.test(p + q) || Math.min(p.length, q.length) < 4) return false;
  return distance(p, q) <= (Math.min(p.length, q.length) >= 8 ? 2 : 1);
}

/** The names of the organisations a page's JSON-LD describes (a business type, Organization, WebSite). */
function structuredNames(d: PageDocument): string[] {
  return jsonLdObjects(d).flatMap((o) => {
    const types = ([] as unknown[]).concat(o['@type'] ?? []).map(String);
    return typeof o.name === 'string' && types.some((t) => t === 'Organization' || t === 'WebSite' || businessTypes.has(t)) ? [squash(o.name)] : [];
  });
}

function namesOn(d: PageDocument, page: string): NameWritten[] {
  const found: NameWritten[] = structuredNames(d).map((text) => ({ text, where: 'structured data', page }));
  for (const m of d.metas) if ((attr(m, 'property') ?? '').toLowerCase() === 'og:site_name' && squash(attr(m, 'content') ?? '')) found.push({ text: squash(attr(m, 'content')!), where: 'og:site_name', page });
  for (const img of d.tags('img')) {
    const alt = squash(attr(img, 'alt') ?? '');
    if (alt && !/\blogo\b/i.test(alt) && isLogo(img, attr(img, 'src') ?? '', d)) found.push({ text: alt, where: 'logo', page });
  }
  const body = d.tags('body')[0];
  for (const block of textBlocks(body ? [body] : d.doc.children)) {
    const holder = COPYRIGHT.exec(block)?.[1]?.trim();
    if (holder) found.push({ text: holder, where: 'copyright line', page });
  }
  return found.filter((n) => n.text.length <= 60 && !n.text.includes('"'));
}

/** Pairs of names the site writes for itself that are one name spelt two ways (the first pair for each spelling). */
export function nameMismatches(site: FetchedSite, pathOf: (url: string) => string): NameMismatch[] {
  const names = site.pages.flatMap((p) => (p.document ? namesOn(p.document, pathOf(p.finalUrl)) : []));
  const found: NameMismatch[] = [];
  for (const [i, a] of names.entries())
    for (const b of names.slice(i + 1)) {
      if (!spelledOtherwise(a.text, b.text)) continue;
      const key = (n: NameWritten) => wordsOf(n.text).join(' ');
      if (found.some(([p, q]) => [key(p), key(q)].sort().join('|') === [key(a), key(b)].sort().join('|'))) continue;
      found.push([a, b]);
    }
  return found.slice(0, 3);
}
