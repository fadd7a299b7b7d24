/**
 * V8's explicit compile hint for a whole file: a script whose first line is this comment has all
 * its functions compiled eagerly while the script streams in, on a background thread, instead of
 * lazily on the main thread the first time each is called. The site's chunks are the framework
 * (React DOM, the Next router) and its islands, nearly all of which run while the page hydrates,
 * so that compile work otherwise lands inside the hydration's long tasks.
 * https://v8.dev/blog/explicit-compile-hints
 * Build tooling: the post-build step (scripts/build/post-build.mjs) runs it with plain Node.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/** What is wrong with a chunk the transform should have run on (the post-build check), or null. */
export function compileHintProblem(source: string): string | null {
  const [first, second] = source.split('\n', 2);
  if (first !== COMPILE_HINT) return `the first line is not V8's compile hint (${COMPILE_HINT})`;
  if (second === COMPILE_HINT) return 'the compile hint is there twice';
  return null;
}
