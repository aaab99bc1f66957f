import { formatMinor, toSignedMinor } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { withIdempotency, audit } from '../../platform/index.js';
import { ensureAccount, postJournal } from '../../ledger/ledger.js';
import { newOrderNo } from '../../lib/order-no.js';
import { addRecord } from '../records/service.js';
import type { OperatorUser } from '../operators/index.js';

export interface AdjustParams {
  /** null for the shell (npm run admin). */
  operator: OperatorUser | null;
  operatorName: string;
  /** The request's address; absent for the shell. */
  ip?: string | null;
  idempotencyKey: string | null;
  username: string;
  amount: unknown;
  reason: string;
}

/**
 * wallet/adjust: credits (positive) or debits (negative) a player's central wallet against the
 * house account `house:adjustments`, with a record for the player and an audit row (design.md §6).
 */
export async function adjustWallet(db: Db, p: AdjustParams) {
  const amount = toSignedMinor(p.amount);
  if (amount === null || amount === 0n) throw new AppError('invalidAmount');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, p.username));
  if (!user) throw new AppError('playerNotFound');
  const scope = p.operator ? `o:${p.operator.operatorId}` : 'cli';
  return withIdempotency(
    db,
    { scope, key: p.idempotencyKey, route: 'wallet/adjust', input: { username: p.username, amount: amount.toString(), reason: p.reason } },
    async (tx) => {
      const centralId = await ensureAccount(tx, { userId: user.id, kind: 'central' });
      const houseId = await ensureAccount(tx, { userId: null, kind: 'house:adjustments' });
      const orderNo = newOrderNo('A');
      const posted = await postJournal(tx, {
        type: 'adjust',
        idempotencyKey: `adjust:${orderNo}`,
        reference: orderNo,
        actor: `operator:${p.operatorName}`,
        postings: [
          { accountId: centralId, amount },
          { accountId: houseId, amount: -amount },
        ],
      });
      await addRecord(tx, { orderNo, userId: user.id, type: 'adjust', mode: p.reason, amount, status: 'success' });
      await audit(tx, {
        operator: { operatorId: p.operator?.operatorId ?? null, operatorName: p.operatorName, ip: p.ip },
        action: 'wallet.adjust',
        target: p.username,
        detail: { orderNo, amount: formatMinor(amount), reason: p.reason, journalId: posted.journalId },
      });
      return { orderNo, username: p.username, amount: formatMinor(amount), central: formatMinor(posted.balances.get(centralId)!) };
    },
  );
}
