import { randomBytes } from 'node:crypto';
import { formatMinor, toSignedMinor } from '@app/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { operatorAudit, operators, operatorSessions, users } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { withIdempotency } from '../http/idempotency.js';
import { ensureAccount, postJournal } from '../ledger/ledger.js';
import { newOrderNo } from '../lib/order-no.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../lib/password.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { addRecord } from '../modules/records/service.js';

const OPERATOR_SESSION_MS = 12 * 3600 * 1000;

export interface OperatorUser {
  operatorId: number;
  username: string;
}

/**
 * First start (api-contract.md Operator API): creates operator `admin` with ADMIN_PASSWORD, or a
 * generated password that is returned so main.ts prints it once. Null when admin already exists.
 */
export async function ensureAdminOperator(db: Db, password: string | undefined): Promise<string | null> {
  const existing = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'admin'));
  if (existing.length) return null;
  const plain = password ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(operators)
    .values({ username: 'admin', passwordHash: await hashPassword(plain) })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  // Another server created it at the same moment: its password stands.
  if (!inserted.length) return null;
  return password ? null : plain;
}

export async function operatorLogin(db: DbOrTx, username: string, password: string, now: Date): Promise<{ token: string }> {
  const [op] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash, status: operators.status })
    .from(operators)
    .where(eq(operators.username, username));
  const valid = await verifyPassword(password, op?.passwordHash ?? DUMMY_HASH);
  if (!op || !valid || op.status !== 'active') throw new AppError('loginFailed');
  const token = newToken();
  await db.insert(operatorSessions).values({ operatorId: op.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS) });
  return { token };
}

export async function findOperatorSession(db: DbOrTx, token: string, now: Date): Promise<OperatorUser | null> {
  const rows = await db
    .select({ operatorId: operators.id, username: operators.username })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface AdjustParams {
  /** null for the shell (npm run admin). */
  operator: OperatorUser | null;
  operatorName: string;
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
      await tx.insert(operatorAudit).values({
        operatorId: p.operator?.operatorId ?? null,
        operatorName: p.operatorName,
        action: 'wallet.adjust',
        target: p.username,
        detail: { orderNo, amount: formatMinor(amount), reason: p.reason, journalId: posted.journalId },
      });
      return { orderNo, username: p.username, amount: formatMinor(amount), central: formatMinor(posted.balances.get(centralId)!) };
    },
  );
}
