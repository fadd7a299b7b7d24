/**
 * A module a form needs only when it is used (its schema), loaded once and prepared as it arrives:
 * zod builds a schema's checks on its first parse, so `warm` runs one parse then, while the visitor
 * types, not on the submit (a visitor's first submit is usually their only one). `load` is stable (a
 * form hands it to useLoadOnIntent and awaits it on submit); `ready` is the module once it is here,
 * so a submit after it uses it without waiting.
 */
export function warmLoader<Loaded>(load: () => Promise<Loaded>, warm: (loaded: Loaded) => void): { load: () => Promise<Loaded>; ready: () => Loaded | null } {
  let ready: Loaded | null = null;
  return {
    load: () =>
      load().then((loaded) => {
        if (!ready) {
          warm(loaded);
          ready = loaded;
        }
        return loaded;
      }),
    ready: () => ready,
  };
}
