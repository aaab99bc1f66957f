import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (m=19 MiB, t=2, p=1: the OWASP minimum), design.md §6. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    // A malformed stored hash is a failed check, never a fault that tells the caller more.
    return false;
  }
}

/**
 * A stored hash to verify against when the account does not exist, so a login for an unknown
 * username costs the same time as a wrong password (no username probing by timing).
 */
let dummyHash: Promise<string> | null = null;
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-0');
  return dummyHash;
}
