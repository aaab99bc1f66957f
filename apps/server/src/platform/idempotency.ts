import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from '../core/errors.js';

/** What a repeat must match: the route and its input (the same key with another payload is refused). */
export function requestHashOf(route: string, input: unknown): string {
  return createHash('sha256').update(`${route}\n${JSON.stringify(input)}`).digest('hex');
}

/**
 * Runs a money operation once per (scope, Idempotency-Key) (api-contract.md Wallet): the claim,
 * the movement and the answer commit in one transaction, so a repeat — even a concurrent one,
 * which waits on the key's row — gets the first answer and moves nothing; the same key with a
 * different payload is refused. A failed operation rolls its claim back, so a retry runs again.
 * Without a key the operation simply runs in a transaction.
 */
export async function withIdempotency<T>(
  db: Db,
  claim: { scope: string; key: string | null; route: string; input: unknown },
  operation: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { scope, key, route } = claim;
  if (key === null) return db.transaction(operation);
  const requestHash = requestHashOf(route, claim.input);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, route, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed[0]) {
      const [first] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!first || first.requestHash !== requestHash) throw new AppError('idempotencyKeyReused');
      return JSON.parse(first.response ?? 'null') as T;
    }
    const result = await operation(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: JSON.stringify(result) })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return result;
  });
}
