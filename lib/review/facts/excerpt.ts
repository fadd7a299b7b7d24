/** Quotes of the page's text cut to a passage around a match, never joining two blocks. Pure. */
import { factLimits } from './limits';

/**
 * A passage of one block around a match: its sentence when that fits in `max` characters, else
 * whole words around the match; an ellipsis marks where a sentence was cut. Always the block's own
 * text, never joined to another block's.
 */
export function excerpt(block: string, index: number, length: number, max: number = factLimits.shortText): string {
  const before = block.slice(0, index);
  const sentenceStart = Math.max(...['. ', '! ', '? '].map((mark) => before.lastIndexOf(mark)).map((i) => (i < 0 ? 0 : i + 2)));
  const after = /[.!?](?=\s|$)/.exec(block.slice(index + length));
  const sentenceEnd = after ? index + length + after.index + 1 : block.length;
  let start = sentenceStart;
  let end = sentenceEnd;
  if (end - start > max) {
    start = Math.max(start, index - Math.max(0, Math.floor((max - length) / 2)));
    if (start > sentenceStart && block[start - 1] !== ' ') start = Math.min(index, block.indexOf(' ', start) + 1 || index);
    end = Math.min(end, Math.max(index + length, start + max));
    if (end < sentenceEnd && block[end] !== ' ') end = Math.max(index + length, block.lastIndexOf(' ', end));
  }
  return `${start > sentenceStart ? '…' : ''}${block.slice(start, end).trim()}${end < sentenceEnd ? '…' : ''}`;
}
