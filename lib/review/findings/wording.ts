/**
 * How the review writes numbers and the site's own words (the rules and the writers alike). A quote is the page's text as it is, with
 * its runs of whitespace made one space (as a browser shows them) and nothing else changed: each
 * renderer escapes it for its own output (HTML, e-mail HTML, plain text, JSON).
 */

/** Site text on one line: whitespace collapsed, every other character kept. */
export function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export const quote = (text: string) => `"${plain(text)}"`;
export const quoteList = (items: readonly string[], max = 3) =>
  items.slice(0, max).map(quote).join(', ') + (items.length > max ? ', …' : '');
/** "a", "a and b", "a, b and c". */
export const andList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "a LegalService", "an AccountingService", "an NGO", "an HVACBusiness": the article a word's first sound asks for (an initialism's letters said by name; enough for type names). */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) || /^[FHLMNRSX][A-Z]/.test(word) ? 'an' : 'a'} ${word}`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The lazy-loaded pictures a weight counts, said as such: empty when it has none. */
export function lazyPictures(lazy: { count: number; bytes: number }, formatBytes: (bytes: number) => string): string {
  if (lazy.count === 0) return '';
  const one = lazy.count === 1;
  return `, including ${plural(lazy.count, 'lazy-loaded picture')} (${formatBytes(lazy.bytes)}) that a phone fetches only as ${one ? 'it nears' : 'they near'} the screen`;
}
