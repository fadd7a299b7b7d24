/** How findings write numbers and the site's own words: plain text, no markup of any kind. */

/** Site text made safe for any renderer: no angle brackets, no emphasis markers, no line breaks. */
export function plain(text: string): string {
  return text
    .replace(/[<>`*[\]\\#_]/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const quote = (text: string) => `"${plain(text)}"`;
export const quoteList = (items: readonly string[], max = 3) =>
  items.slice(0, max).map(quote).join(', ') + (items.length > max ? ', …' : '');
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
