import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { operators, operatorSessions } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { OperatorRole } from './permissions.js';

const OPERATOR_SESSION_MS = 12 * 3600 * 1000;

/** The operator of a request (set by the operator auth plugin). */
export interface OperatorUser {
  operatorId: number;
  username: string;
  role: OperatorRole;
}

/**
 * First start (api-contract.md Operator API): creates operator `admin` (owner) with ADMIN_PASSWORD, or a
 * generated password that is returned so main.ts prints it once. Null when admin already exists.
 */
export async function ensureAdminOperator(db: Db, password: string | undefined): Promise<string | null> {
  const existing = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'admin'));
  if (existing.length) return null;
  const plain = password ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(operators)
    .values({ username: 'admin', passwordHash: await hashPassword(plain), role: 'owner' })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  // Another server created it at the same moment: its password stands.
  if (!inserted.length) return null;
  return password ? null : plain;
}

/** A new operator with a role (no operator-management API yet: the shell and tests call this). */
export async function createOperator(db: DbOrTx, p: { username: string; password: string; role: OperatorRole }): Promise<number> {
  const [row] = await db
    .insert(operators)
    .values({ username: p.username, passwordHash: await hashPassword(p.password), role: p.role })
    .returning({ id: operators.id });
  return row!.id;
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
    .select({ operatorId: operators.id, username: operators.username, role: operators.role })
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
  const row = rows[0];
  return row ? { ...row, role: row.role as OperatorRole } : null;
}
