'use client';

import { signOut } from 'next-auth/react';

export function SignOutButton() {
  return (
    <button type="button" onClick={() => void signOut({ callbackUrl: '/admin/sign-in' })} className="rounded-md border px-3 py-1.5 font-medium hover:bg-muted">
      Sign out
    </button>
  );
}
