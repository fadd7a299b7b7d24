'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useLoadOnIntent } from '@/components/ui/load-on-intent';
import { showThenFocus } from './show-then-focus';

export type Problems<F extends string> = Partial<Record<F, string>>;

/**
 * Code a form needs only when it is used, outside the page's load: `load` fetches it (and warms it:
 * zod builds a schema's checks on its first parse), `now` is what has arrived. One per form module.
 */
export function lazyModule<M>(importer: () => Promise<M>, warm?: (loaded: M) => void): { load: () => Promise<M>; now: () => M | null } {
  let loaded: M | null = null;
  const load = () =>
    importer().then((module) => {
      if (!loaded) warm?.(module);
      return (loaded = module);
    });
  return { load, now: () => loaded };
}

export interface FormSubmitOptions<F extends string> {
  /** What the form needs only when it is used, fetched at the first sign of intent (useLoadOnIntent); stable. */
  load: () => Promise<unknown>;
  /** The fields, in the order focus visits the first problem. */
  fields: readonly F[];
  /** Each value as typed, or trimmed. */
  trim?: boolean;
  /** A submit to drop without a word (a filled honeypot). */
  ignore?: (values: Record<string, string>) => boolean;
  /** The problems of what was typed; it may answer before `load` has (empty required fields need no code). */
  check: (values: Record<string, string>) => Problems<F> | Promise<Problems<F>>;
  /** Called as the problems are shown (a toast), or with none as the send starts (to clear an old failure). */
  onChecked?: (problems: Problems<F>, values: Record<string, string>) => void;
  /** Sends what passed; the form is locked until it settles. */
  send: (values: Record<string, string>, form: HTMLFormElement) => Promise<void>;
  /** What a post without script found, shown until the next submit. */
  initialProblems?: Problems<F>;
}

/**
 * The one flow of the site's form islands (contact, guide, review): the code they need loads on
 * intent and is awaited on submit; a submit with problems shows them all at once and then focuses the
 * first field at fault (showThenFocus); one without is sent, with the form locked (`sending`) and a
 * second submit ignored until the answer is in. Spread `intent` on the form and pass `onSubmit`.
 */
export function useFormSubmit<F extends string>(options: FormSubmitOptions<F>) {
  const intent = useLoadOnIntent(options.load);
  const [problems, setProblems] = useState<Problems<F>>(options.initialProblems ?? {});
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, options.trim ? String(value).trim() : String(value)]));
    if (options.ignore?.(values)) return;
    const found = await options.check(values);
    const first = options.fields.find((field) => found[field]);
    if (first) {
      showThenFocus(() => {
        setProblems(found);
        options.onChecked?.(found, values);
      }, form.querySelector<HTMLElement>(`[name="${first}"]`));
      return;
    }
    setProblems({});
    options.onChecked?.({}, values);
    busy.current = true;
    setSending(true);
    try {
      await options.send(values, form);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { intent, problems, sending, onSubmit };
}
