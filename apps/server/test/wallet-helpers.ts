import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { OperatorRole } from '@app/shared';
import { createOperator, ensureAdminOperator } from '../src/modules/operators/service.js';
import { adjustWallet } from '../src/modules/wallet/service.js';
import { users } from '../src/db/schema/index.js';
import { checkLedger } from '../src/ledger/invariants.js';
import { createSession } from '../src/modules/session/service.js';
import type { TestApp } from './helpers.js';

export interface Player {
  userId: number;
  username: string;
  token: string;
}

export async function createPlayer(t: TestApp, prefix = 'p'): Promise<Player> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const [row] = await t.database.db.insert(users).values({ username, passwordHash: 'x' }).returning({ id: users.id });
  const { token } = await createSession(t.database.db, { userId: row!.id, ttlMs: 3600_000, now: new Date() });
  return { userId: row!.id, username, token };
}

/** Gives a player money the way an operator would (wallet/adjust through the shell path). */
export async function fund(t: TestApp, p: Player, amount: string): Promise<void> {
  await adjustWallet(t.database.db, { operator: null, operatorName: 'test', idempotencyKey: null, username: p.username, amount, reason: 'test funding' });
}

export async function operatorToken(t: TestApp, password = 'operator-secret-1'): Promise<string> {
  await ensureAdminOperator(t.database.db, password);
  const res = await t.call<{ token: string }>('/admin/api/login', { username: 'admin', password });
  expect(res.body.code).toBe(0);
  return res.body.data.token;
}

/** A new operator of `role` (username `username`), logged in: its token. */
export async function roleToken(t: TestApp, role: OperatorRole, username: string, password = 'operator-secret-7'): Promise<string> {
  await createOperator(t.database.db, { username, password, role });
  const res = await t.call<{ token: string }>('/admin/api/login', { username, password });
  expect(res.body.code).toBe(0);
  return res.body.data.token;
}

/** design.md §5: every money test ends here. */
export async function expectLedgerOk(t: TestApp): Promise<void> {
  const report = await checkLedger(t.database.db);
  expect(report.violations).toEqual([]);
}

/** A member call as a player (JSON body), with optional extra headers. */
export function as(t: TestApp, p: Player) {
  return <T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.call<T>(path, body, { token: p.token, ...headers });
}
