/**
 * Turns a proof point such as "63% more consultation requests within 90 days" into a stat:
 * the first percentage, multiplier or seconds figure is the value, the rest of the text the label.
 * Without such a figure the value is the item's number (1-based) followed by x, and the whole
 * text is the label (the spec's rule).
 */
export interface ProofStat {
  value: string;
  label: string;
}

/** A number (1,200 or 3.5), then %, x/×, or s/sec/seconds, ending at a word boundary. */
const FIGURE = /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?(%|[x×](?![a-z])|s(?:ec(?:ond)?s?)?(?![a-z]))/i;

export function parseProofStat(text: string, index: number): ProofStat {
  const source = text.trim().replace(/\s+/g, ' ');
  const match = FIGURE.exec(source);
  if (!match) return { value: `${index + 1}x`, label: source };

  const [whole, integer = '', decimals, unit = ''] = match;
  const unitSymbol = unit === '%' ? '%' : /^[x×]$/i.test(unit) ? 'x' : 's';
  const value = `${integer}${decimals ? `.${decimals}` : ''}${unitSymbol}`;
  const before = source.slice(0, match.index);
  const after = source.slice(match.index + whole.length);
  const label = `${before} ${after}`
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .replace(/\s+([,.;:])/g, '$1');
  return { value, label: label ? label.charAt(0).toUpperCase() + label.slice(1) : source };
}

/** A stat value split for counting up: "2.4x" → 0 to 2.4 with one decimal and the suffix "x". */
export interface CountTarget {
  target: number;
  decimals: number;
  suffix: string;
}

export function countTarget(value: string): CountTarget | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(.*)$/.exec(value);
  if (!match) return null;
  const [, integer = '', decimals = '', suffix = ''] = match;
  return { target: Number(`${integer.replace(/,/g, '')}.${decimals || '0'}`), decimals: decimals.length, suffix };
}

/** The value shown while counting, with the same decimals and grouping as the final one. */
export function formatCount(current: number, { decimals, suffix }: CountTarget): string {
  return `${current.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${suffix}`;
}
