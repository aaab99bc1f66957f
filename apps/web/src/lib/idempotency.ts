/**
 * One Idempotency-Key per user action that moves money (api-contract.md Wallet). The same action retried — same
 * request, after a network failure left its outcome unknown — reuses its key, so the server moves money once; a
 * definite answer (success or refusal) or a different request starts a new key.
 */
import { useRef } from 'react';
import { newIdempotencyKey } from '../api/request';

export interface IdempotencyKeys {
  /** The key for this request: reused while the previous attempt of the same request has no answer. */
  keyFor: (fingerprint: string) => string;
  /** The request got a definite answer: its key must not be used again. */
  settle: () => void;
}

export function createIdempotencyKeys(): IdempotencyKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

export function useIdempotencyKeys(): IdempotencyKeys {
  const ref = useRef<IdempotencyKeys | null>(null);
  ref.current ??= createIdempotencyKeys();
  return ref.current;
}

/**
 * Runs one money call under the action's key: a definite answer (any envelope) settles the key; a network failure
 * (rejection) keeps it for the retry of the same request.
 */
export async function withIdempotency<T>(
  keys: IdempotencyKeys,
  fingerprint: string,
  call: (key: string) => Promise<T>,
): Promise<T> {
  const result = await call(keys.keyFor(fingerprint));
  keys.settle();
  return result;
}
