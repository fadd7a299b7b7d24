import { flushSync } from 'react-dom';

/**
 * A submit that found problems: its messages are committed first and focus moves to the first field
 * at fault after. A focus() before the commit would make the browser lay the old form out (focus
 * scrolls the field into view) and then again with the messages; this way the form is laid out once,
 * and the messages are on the screen as soon as the submit's own work is done. `show` sets the state
 * that renders them.
 */
export function showThenFocus(show: () => void, field: HTMLElement | null | undefined): void {
  flushSync(show);
  field?.focus();
}
