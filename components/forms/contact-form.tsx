'use client';

import { useActionState, useId, useRef, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { pickUtm } from '@/lib/leads/utm';
import { IDLE, type ContactFormState, type FormAction } from '@/lib/forms/form-states';
import { CONTACT_FIELDS, type ContactField } from '@/lib/leads/contact-fields';
import { postCommand } from '@/lib/forms/post-command';
import { missingRequired } from '@/lib/forms/required';
import { Field, type ControlProps } from './field';
import { lazyModule, useFormSubmit } from './use-form-submit';

/**
 * The form's schema (zod), out of the page's load (use-form-submit.ts): one parse as it arrives pays
 * zod's first-parse cost while the visitor types, not on the submit.
 */
const schema = lazyModule(() => import('@/lib/leads/contact-schema'), (loaded) => {
  loaded.contactProblems({ name: 'Ada', email: 'ada@example.com', website: 'example.com' });
});

type FieldProps = ControlProps & { name: ContactField; defaultValue?: string; disabled: boolean };

/** The form's icons, rendered by the page (server), so the island ships no drawings. */
export interface ContactIcons {
  /** The check above the thank-you message. */
  done: ReactNode;
  /** The spinner while sending. */
  sending: ReactNode;
  send: ReactNode;
  close: ReactNode;
}

/**
 * 'Start a Conversation': validates inline, posts to /api/contact and opens the thank-you dialog
 * when the inquiry is stored. A failure says so and keeps everything typed. A filled honeypot
 * (invisible to people) does nothing at all. Submitted before its script has run, the form posts
 * to a server action (lib/leads/actions.ts) that runs the same command (lib/leads/commands.ts)
 * and the page comes back with the same messages.
 */
export function ContactForm({
  email,
  replyTime,
  action,
  icons,
}: {
  email: string;
  replyTime: string;
  icons: ContactIcons;
  /** The server action for a post without script (lib/leads/actions.ts), passed by the page. */
  action: FormAction<ContactFormState>;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [posted, postForm] = useActionState(action, IDLE);
  const [failure, setFailure] = useState<string | null>(posted.status === 'failed' ? posted.error : null);
  const typed = posted.status === 'invalid' || posted.status === 'failed' ? posted.values : null;
  const { intent, problems, sending, onSubmit } = useFormSubmit<ContactField>({
    load: schema.load,
    fields: CONTACT_FIELDS,
    initialProblems: posted.status === 'invalid' ? posted.problems : {},
    // A filled honeypot (invisible to people) does nothing at all.
    ignore: (values) => Boolean(values.company_website),
    // Empty required fields are named at once; the schema, here by now for a visitor who typed, checks the rest.
    check: async (values) => {
      const missing = missingRequired(values, ['name', 'email']);
      return !schema.now() && Object.keys(missing).length > 0 ? missing : (schema.now() ?? (await schema.load())).contactProblems(values);
    },
    onChecked: () => setFailure(null),
    send: async (values, form) => {
      const answer = await postCommand('/api/contact', { ...values, ...pickUtm((key) => new URLSearchParams(window.location.search).get(key)) });
      if (!answer.ok) {
        setFailure(answer.error || (answer.status ? `The server answered ${answer.status}.` : 'The network request failed.'));
        return;
      }
      form.reset();
      dialogRef.current?.showModal();
    },
  });

  /** A field: its wiring (./field.tsx), its name, what was typed before a post without script, the sending lock. */
  const field = (name: ContactField, label: ReactNode, control: (props: FieldProps) => ReactNode) => (
    <Field id={`${id}-${name}`} label={label} error={problems[name]}>
      {(wiring) => control({ ...wiring, name, defaultValue: typed?.[name], disabled: sending })}
    </Field>
  );

  if (posted.status === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
        {icons.done}
        <h2 className="text-xl font-bold text-primary">Thanks — we received your inquiry</h2>
        <p className="text-muted-foreground">
          We&apos;ll reply within {replyTime}. Watch your inbox for a message from {email}.
        </p>
      </div>
    );
  }

  return (
    <>
      <form {...intent} noValidate action={postForm} onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-primary">
          Start a Conversation
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {field(
            'name',
            <>
              Name <span aria-hidden="true">*</span>
            </>,
            (props) => <Input {...props} autoComplete="name" required />,
          )}
          {field(
            'email',
            <>
              Email <span aria-hidden="true">*</span>
            </>,
            (props) => <Input {...props} type="email" autoComplete="email" required />,
          )}
          {field('company', 'Company', (props) => <Input {...props} autoComplete="organization" />)}
          {field(
            'website',
            <>
              Website <span className="font-normal text-muted-foreground">(optional)</span>
            </>,
            (props) => <Input {...props} type="url" inputMode="url" autoComplete="url" placeholder="example.com" />,
          )}
        </div>
        {field('message', 'Message', (props) => <Textarea {...props} rows={5} placeholder="What would you like your website to do for you?" />)}
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-company_website`}>Company website</label>
          <input id={`${id}-company_website`} name="company_website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {failure ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            Your inquiry was not sent: {failure} Everything you typed is still here. Try again, or e-mail us at{' '}
            <a href={`mailto:${email}`} className="font-semibold underline">
              {email}
            </a>
            .
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            <span aria-hidden="true">*</span> Required. We reply within {replyTime}.
          </p>
          <button ref={submitRef} type="submit" disabled={sending} data-cta="contact_submit" className={buttonVariants({ size: 'lg' })}>
            {sending ? (
              <>
                {icons.sending}
                Sending...
              </>
            ) : (
              <>
                {icons.send}
                Send Message
              </>
            )}
          </button>
        </div>
      </form>

      <dialog
        ref={dialogRef}
        // The field or button that sent the form was disabled while sending, so the browser has no
        // element to give focus back to when the dialog closes: return it to the send button.
        onClose={() => submitRef.current?.focus()}
        aria-labelledby={`${id}-thanks-title`}
        aria-describedby={`${id}-thanks-text`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border bg-card p-0 text-foreground shadow-xl backdrop:bg-foreground/50"
      >
        <div className="flex flex-col items-center gap-4 p-8 text-center">
          {icons.done}
          <h2 id={`${id}-thanks-title`} className="text-xl font-bold text-primary">
            Thanks — we received your inquiry
          </h2>
          <p id={`${id}-thanks-text`} className="text-muted-foreground">
            We&apos;ll reply within {replyTime}. Watch your inbox for a message from {email}.
          </p>
          <form method="dialog">
            <button type="submit" className={buttonVariants({ variant: 'outline' })} autoFocus>
              {icons.close}
              Close
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
