/**
 * Arrow-key focus among a group of controls (menu links, accordion headers): Arrow Down and Up move
 * to the next and previous one, wrapping; Home and End to the first and last. From outside the group
 * (index -1), Down goes to the first and Up to the last.
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return index <= 0 ? count - 1 : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Moves focus within `items` for a roving-focus key; false when the key is not one of them. */
export function focusByKey(items: readonly HTMLElement[], key: string): boolean {
  const next = rovingIndex(key, items.indexOf(document.activeElement as HTMLElement), items.length);
  if (next === null) return false;
  items[next]?.focus();
  return true;
}
