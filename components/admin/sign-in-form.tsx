'use client';

import { useId, useState, type FormEvent } from 'react';
import { signIn } from 'next-auth/react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { buttonVariants } from '@/components/ui/button-variants';
import { INCORRECT_CREDENTIALS, SIGN_IN_ERRORS } from '@/lib/admin/sign-in-errors';


/** Only a path on this site may be the place to return to after signing in. */
const safeReturn = (value: string | null) => (value && value.startsWith('/admin') && !value.startsWith('//') ? value : '/admin');

export function SignInForm({ initialError }: { initialError?: string }) {
  const id = useId();
  const [error, setError] = useState(initialError ? (SIGN_IN_ERRORS[initialError] ?? INCORRECT_CREDENTIALS) : null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const returnTo = safeReturn(new URLSearchParams(window.location.search).get('callbackUrl'));
    const result = await signIn('credentials', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      redirect: false,
      callbackUrl: returnTo,
    }).catch(() => null);
    setPending(false);
    if (result?.ok && !result.error) {
      window.location.assign(returnTo);
      return;
    }
    setError(SIGN_IN_ERRORS[result?.error ?? ''] ?? INCORRECT_CREDENTIALS);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      {error ? (
        <p id={`${id}-error`} role="alert" className="rounded-md border border-destructive/40 bg-[#fef3f2] p-3 font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>E-mail</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      </div>
      <button type="submit" disabled={pending} className={buttonVariants({ size: 'lg' })}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
