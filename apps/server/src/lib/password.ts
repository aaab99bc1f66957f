import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dummySecretHash, hashSecret, verifySecret } from './secrets.js';

/**
 * Operator password hashes: argon2id like players' (lib/secrets.ts, design.md §6). Installs from before
 * hold scrypt hashes (`scrypt$N$r$p$salt$hash`, base64url, N=2^14): they still verify, and `needsRehash`
 * tells the login to replace them with argon2id once the password is known to be right.
 */
export function hashPassword(password: string): Promise<string> {
  return hashSecret(password);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return verifySecret(stored, password);
}

/** A stored hash that is not argon2id (the scrypt of older installs). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith('$argon2id$');
}

/** A hash to verify against when the account does not exist, so timing does not reveal names. */
export function dummyPasswordHash(): Promise<string> {
  return dummySecretHash();
}

const SCRYPT_KEY_LEN = 32;
/** The legacy parameters (N=2^14, r=8, p=1); anything else in a stored hash is refused, so a row cannot ask for huge work. */
const SCRYPT_LIMITS = { maxN: 1 << 16, maxR: 8, maxP: 2 };

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT_KEY_LEN, { ...opts, maxmem: 80 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (!salt || !hash || !(N > 1 && N <= SCRYPT_LIMITS.maxN && R >= 1 && R <= SCRYPT_LIMITS.maxR && P >= 1 && P <= SCRYPT_LIMITS.maxP)) return false;
  const expected = Buffer.from(hash, 'base64url');
  try {
    const key = await derive(password, Buffer.from(salt, 'base64url'), { N, r: R, p: P });
    return key.length === expected.length && timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}
