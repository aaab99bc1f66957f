import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the opaque session token handed to the client once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored (design.md §6), so a leaked table cannot be replayed as sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
