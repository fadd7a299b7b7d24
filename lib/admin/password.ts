import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Admin password hashes: scrypt from node:crypto, stored as
// scrypt:<N>:<r>:<p>:<salt base64>:<hash base64> (no '$', which .env files would expand). `npm run admin:hash` makes one.
// No path aliases and no 'server-only' here: scripts/serve/admin-hash.mjs runs this file directly.

const KEY_LENGTH = 64;
const DEFAULTS = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  if (password.length < 12) throw new Error('Use a password of at least 12 characters.');
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULTS);
  return ['scrypt', DEFAULTS.N, DEFAULTS.r, DEFAULTS.p, salt.toString('base64'), key.toString('base64')].join(':');
}

/** True when the password matches the hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.trim().split(':');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const wanted = Buffer.from(expected, 'base64');
  if (wanted.length !== KEY_LENGTH) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), params);
  return timingSafeEqual(key, wanted);
}
