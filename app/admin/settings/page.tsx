import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { SetupNotice } from '@/components/admin/setup-notice';
import { requireAdminPage } from '@/lib/admin/guard';
import { parseWhitelist, WHITELIST_SETTING } from '@/lib/review';
import { getStore } from '@/lib/store';
import { serverEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'Settings' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminSettingsPage({ searchParams }: Props) {
  const access = await requireAdminPage('/admin/settings');
  if (access.state === 'unconfigured') return <SetupNotice missing={access.missing} />;
  const stored = parseWhitelist(await getStore().getSetting(WHITELIST_SETTING));
  const fromEnv = parseWhitelist(serverEnv().AI_WHITELIST);
  const saved = (await searchParams).saved === '1';
  return (
    <AdminShell current="settings" email={access.email}>
      <h1 className="text-3xl font-bold text-primary">Settings</h1>
      <section aria-labelledby="whitelist-title" className="mt-6 max-w-2xl">
        <h2 id="whitelist-title" className="text-xl font-bold text-primary">AI review whitelist</h2>
        <p className="mt-2 text-muted-foreground">
          These e-mails and @domains may run the free review without the daily limit. They add to AI_WHITELIST
          {fromEnv.length ? ` (${fromEnv.join(', ')})` : ' (empty)'}.
        </p>
        {saved ? (
          <p role="status" className="mt-3 font-medium text-success">
            Whitelist saved.
          </p>
        ) : null}
        <form method="post" action="/admin/posts/whitelist" className="mt-4 flex flex-col gap-3">
          <label htmlFor="whitelist-entries" className="font-medium">
            One e-mail or @domain per line
          </label>
          <textarea id="whitelist-entries" name="entries" rows={6} defaultValue={stored.join('\n')} className="rounded-md border p-3 font-mono text-sm" />
          <button type="submit" className="self-start rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground">
            Save whitelist
          </button>
        </form>
      </section>
    </AdminShell>
  );
}
