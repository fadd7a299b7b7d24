/**
 * V8's explicit compile hint for a whole file: a script whose first line is this comment has all
 * its functions compiled eagerly while the script streams in, on a background thread, instead of
 * lazily on the main thread the first time each is called. The site's chunks are the framework
 * (React DOM, the Next router) and its islands, nearly all of which run while the page hydrates,
 * so that compile work otherwise lands inside the hydration's long tasks.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}
