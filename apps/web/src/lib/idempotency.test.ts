import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, withIdempotency } from './idempotency';

describe('Idempotency-Key per user action (api-contract.md Wallet)', () => {
  it('reuses the key to retry the same request after a network failure, and starts a new one after an answer', async () => {
    const keys = createIdempotencyKeys();
    const seen: string[] = [];
    await expect(withIdempotency(keys, 'a', (k) => (seen.push(k), Promise.reject(new Error())))).rejects.toThrow();
    await withIdempotency(keys, 'a', (k) => (seen.push(k), Promise.resolve({ code: 0 })));
    await withIdempotency(keys, 'a', (k) => (seen.push(k), Promise.resolve({ code: 0 })));
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen.every((k) => /^[A-Za-z0-9_.:-]{1,100}$/.test(k))).toBe(true);
  });

  it('a different request gets a different key even when the previous one is unanswered', async () => {
    const keys = createIdempotencyKeys();
    const a = keys.keyFor('a');
    expect(keys.keyFor('a')).toBe(a);
    expect(keys.keyFor('b')).not.toBe(a);
  });
});
