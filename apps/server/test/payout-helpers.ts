import { randomInt } from 'node:crypto';
import { luhnValid } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, users } from '../src/db/schema/index.js';
import { hashSecret } from '../src/lib/secrets.js';
import type { TestApp } from './helpers.js';
import { as, createPlayer, type Player } from './wallet-helpers.js';

export const WITHDRAW_PASSWORD = '246810';
let passwordHash: Promise<string> | null = null;

/**
 * A player ready to bind accounts and withdraw: real name, a bound phone and the secondary password
 * set (written directly: the SMS flows have their own tests). Options leave either unset.
 */
export async function readyPlayer(t: TestApp, opts: { realName?: string | null; withdrawPassword?: boolean; vipLevel?: number } = {}): Promise<Player> {
  const p = await createPlayer(t, 'w');
  passwordHash ??= hashSecret(WITHDRAW_PASSWORD);
  await t.database.db
    .update(users)
    .set({
      realName: opts.realName === undefined ? '张三' : opts.realName,
      phone: `1${String(randomInt(0, 1e10)).padStart(10, '0')}`,
      withdrawPasswordHash: opts.withdrawPassword === false ? null : await passwordHash,
      ...(opts.vipLevel === undefined ? {} : { vipLevel: opts.vipLevel }),
    })
    .where(eq(users.id, p.userId));
  return p;
}

let cardSeq = 0;
/** A fresh Luhn-valid card number of `length` digits (unique within the run). */
export function cardNo(length = 16): string {
  cardSeq += 1;
  const body = `62${String(process.pid % 1000).padStart(3, '0')}${String(cardSeq).padStart(6, '0')}`.padEnd(length - 1, '7').slice(0, length - 1);
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

export async function firstBankId(t: TestApp): Promise<number> {
  const banks = await t.call<{ id: number }[]>('/web/sys/sysbank/getSysBank', undefined, { token: (await createPlayer(t, 'b')).token });
  return banks.body.data[0]!.id;
}

export async function bindCard(t: TestApp, p: Player, bankId: number, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await as(t, p)<{ id: number }>('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId, cardNo: cardNo(), address: '北京市朝阳区', ...fields });
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data.id;
}

export async function houseBalance(t: TestApp, kind: string): Promise<bigint> {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind)));
  return row?.balance ?? 0n;
}

export async function balances(t: TestApp, p: Player) {
  const res = await as(t, p)<{ userBalanceMap: { central: string; locked: string; venue: string } }>('/web/user/getUserBalance');
  return res.body.data.userBalanceMap;
}
