import 'server-only';
import { serverEnv, type Env } from '@/lib/env';

export interface AdminConfig {
  email: string;
  passwordHash: string;
  secret: string;
}

/** The admin sign-in's configuration, or the names of what is missing (then nobody can sign in). */
export function adminConfig(env: Env = serverEnv()): { ok: true; config: AdminConfig } | { ok: false; missing: string[] } {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const passwordHash = env.ADMIN_PASSWORD_HASH?.trim();
  const secret = env.AUTH_SECRET?.trim();
  const missing = [
    ...(email ? [] : ['ADMIN_EMAIL']),
    ...(passwordHash?.startsWith('scrypt:') ? [] : ['ADMIN_PASSWORD_HASH']),
    ...(secret && secret.length >= 32 ? [] : ['AUTH_SECRET']),
  ];
  return missing.length || !email || !passwordHash || !secret ? { ok: false, missing } : { ok: true, config: { email, passwordHash, secret } };
}
