'use client';

import { useActionState, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Badge } from '@/components/ui/badge';
import type { GuideOffer } from '@/content/guides';
import { IDLE, type GuideFormState, type FormAction } from '@/lib/forms/form-states';
import { postCommand } from '@/lib/forms/post-command';
import { buildGuidePayloads } from '@/lib/leads/guide-payload';
import { useLoadOnIntent } from '@/components/ui/load-on-intent';
import { missingRequired } from '@/lib/forms/required';
import { Field } from './field';
import { showThenFocus } from './show-then-focus';

/**
 * The e-mail's schema (zod), out of the page's load: fetched when the visitor turns to the form, awaited
 * on submit; its first parse (zod builds its checks then) runs as it arrives, not on the submit.
 */
let schema: typeof import('@/lib/leads/schema') | null = null;
const loadSchema = () =>
  import('@/lib/leads/schema').then((loaded) => {
    if (!schema) loaded.emailProblem('ada@example.com');
    return (schema = loaded);
  });

type Status = 'form' | 'sending' | 'sent';

export interface GuideIcons {
  done: ReactNode;
  download: ReactNode;
  sending: ReactNode;
}

function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * E-mail capture for a guide: form, then 'Sending...', then 'Check Your Email!'. Submitted before
 * its script has run, it posts to a server action (lib/leads/actions.ts) and the page comes back
 * with the same message, and a download link where the script would start the download.
 */
export function GuideForm({
  guide,
  action,
  icons,
}: {
  guide: GuideOffer;
  /** The server action for a post without script (lib/leads/actions.ts), passed by the card. */
  action: FormAction<GuideFormState>;
  /**
   * The form's icons, rendered by the server (GuideIcons), so the island ships no drawings: a
   * sprite icon's id is derived from its drawing, which would otherwise come along in the script.
   */
  icons: GuideIcons;
}) {
  const [posted, postForm] = useActionState(action, IDLE);
  const [status, setStatus] = useState<Status>(posted.status === 'sent' ? 'sent' : 'form');
  const [fieldError, setFieldError] = useState<string | null>(posted.status === 'invalid' ? posted.problem : null);
  const [failed, setFailed] = useState(posted.status === 'failed');
  const [email, setEmail] = useState(posted.status === 'idle' ? '' : posted.email);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const intent = useLoadOnIntent(loadSchema);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty address is named at once; the schema, here by now for a visitor who typed one, checks the rest.
    const problem = missingRequired({ email }, ['email']).email ?? (schema ?? (await loadSchema())).emailProblem(email);
    if (problem) {
      showThenFocus(() => {
        setFieldError(problem);
        setFailed(false);
      }, inputRef.current);
      return;
    }
    setFieldError(null);
    setFailed(false);
    setStatus('sending');
    const payloads = buildGuidePayloads(guide, email, window.location);
    const lead = await postCommand('/api/capture-lead', payloads.lead);
    const sent = lead.ok ? await postCommand('/api/send-guide', payloads.guide) : lead;
    if (!sent.ok) {
      console.error('Guide request failed', sent.status, sent.error);
      setStatus('form');
      setFailed(true);
      return;
    }
    setStatus('sent');
    startDownload(payloads.guide.downloadUrl, guide.fileName);
  };

  if (status === 'sent') {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-lg bg-success-soft p-5">
        <p className="flex items-center gap-2 text-lg font-semibold text-success">
          {icons.done}
          Check Your Email!
        </p>
        <p className="text-sm text-foreground">
          We sent the download link for the {guide.title} to <strong>{email.trim()}</strong>.
        </p>
        {posted.status === 'sent' ? (
          <a href={posted.downloadUrl} download={guide.fileName} className={buttonVariants({ variant: 'accent' })}>
            {icons.download}
            Download the guide now
          </a>
        ) : (
          <Badge variant="success">
            {icons.download}
            Download starts automatically
          </Badge>
        )}
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form
      {...intent}
      noValidate
      action={postForm}
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      aria-describedby={failed ? `${id}-failed` : undefined}
    >
      {/* Which guide, for the post without script (the action looks it up in the catalogue). */}
      <input type="hidden" name="guide" value={guide.downloadUrl} />
      <Field id={`${id}-email`} label="Email address" error={fieldError}>
        {(control) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              {...control}
              ref={inputRef}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="Enter your email address"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={sending}
            />
            <button type="submit" disabled={sending} data-cta="guide_download" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {sending ? (
                <>
                  {icons.sending}
                  Sending...
                </>
              ) : (
                <>
                  {icons.download}
                  Send Me the Guide
                </>
              )}
            </button>
          </div>
        )}
      </Field>
      {failed ? (
        <p id={`${id}-failed`} role="alert" className="text-sm font-medium text-destructive">
          That didn&apos;t go through. Please try again in a moment.
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">One e-mail with your download link. No newsletter unless you ask for one.</p>
    </form>
  );
}
