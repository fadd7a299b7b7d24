'use client';

import { useActionState, useId, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Badge } from '@/components/ui/badge';
import type { GuideOffer } from '@/content/guides';
import { IDLE, type GuideFormState, type FormAction } from '@/lib/forms/form-states';
import { postCommand } from '@/lib/forms/post-command';
import { buildGuidePayloads } from '@/lib/leads/guide-payload';
import { missingRequired } from '@/lib/forms/required';
import { Field } from './field';
import { lazyModule, useFormSubmit } from './use-form-submit';

/** The e-mail's schema (zod), out of the page's load (use-form-submit.ts), warmed as it arrives. */
const schema = lazyModule(() => import('@/lib/leads/schema'), (loaded) => {
  loaded.emailProblem('ada@example.com');
});

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
  const [sent, setSent] = useState(posted.status === 'sent');
  const [failed, setFailed] = useState(posted.status === 'failed');
  const [email, setEmail] = useState(posted.status === 'idle' ? '' : posted.email);
  const id = useId();
  const { intent, problems, sending, onSubmit } = useFormSubmit<'email'>({
    load: schema.load,
    fields: ['email'],
    initialProblems: posted.status === 'invalid' ? { email: posted.problem } : {},
    // An empty address is named at once; the schema, here by now for a visitor who typed one, checks the rest.
    check: async ({ email: typed = '' }) => {
      const problem = missingRequired({ email: typed }, ['email']).email ?? (schema.now() ?? (await schema.load())).emailProblem(typed);
      return problem ? { email: problem } : {};
    },
    onChecked: () => setFailed(false),
    send: async ({ email: typed = '' }) => {
      const payloads = buildGuidePayloads(guide, typed, window.location);
      const lead = await postCommand('/api/capture-lead', payloads.lead);
      const answer = lead.ok ? await postCommand('/api/send-guide', payloads.guide) : lead;
      if (!answer.ok) {
        console.error('Guide request failed', answer.status, answer.error);
        setFailed(true);
        return;
      }
      setSent(true);
      startDownload(payloads.guide.downloadUrl, guide.fileName);
    },
  });

  if (sent) {
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
      <Field id={`${id}-email`} label="Email address" error={problems.email}>
        {(control) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              {...control}
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
