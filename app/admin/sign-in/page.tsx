import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SetupNotice } from '@/components/admin/setup-notice';
import { SignInForm } from '@/components/admin/sign-in-form';
import { currentAdmin } from '@/lib/admin/auth';
import { adminConfig } from '@/lib/admin/config';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminSignInPage({ searchParams }: Props) {
  const configured = adminConfig();
  if (!configured.ok) {
    return (
      <main id="admin-main">
        <SetupNotice missing={configured.missing} />
      </main>
    );
  }
  if (await currentAdmin()) redirect('/admin');
  const error = (await searchParams).error;
  return (
    <main id="admin-main" className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-20">
      <h1 className="text-3xl font-bold text-primary">Studio inbox</h1>
      <p className="text-muted-foreground">Sign in to see the leads, inquiries, reviews and payments the site has collected.</p>
      <SignInForm initialError={typeof error === 'string' ? error : undefined} />
    </main>
  );
}
