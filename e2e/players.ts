import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { adminPassword, api, codeSentTo } from './browser.js';

export interface Player {
  username: string;
  token: string;
}

/** A new player through the public API; `prefix` (letters) keeps usernames within spec §5 (≤ 11, starts with a letter). */
export async function registerPlayer(prefix: string, password: string): Promise<Player> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const res = await api<{ token: string }>('/web/guest/user/register', { username, password, confirmPassword: password, agree: true });
  expect(res.code, res.msg).toBe(0);
  return { username, token: res.data.token };
}

/** A new player with a phone bound by the code from the outbox (spec.md §5: deposits and withdrawals need one). */
export async function playerWithPhone(prefix: string, password: string): Promise<Player> {
  const player = await registerPlayer(prefix, password);
  const mobile = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const sent = await api('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile }, { token: player.token });
  expect(sent.code, sent.msg).toBe(0);
  const bound = await api('/web/user/bindPhone', { mobile, code: await codeSentTo(mobile) }, { token: player.token });
  expect(bound.code, bound.msg).toBe(0);
  return player;
}

/**
 * A bank card number no other test uses (a number is bound to one player only, spec.md §5): 622202, random digits,
 * then the Luhn check digit. Every e2e file shares one server, so a fixed number would collide across files.
 */
export function freshCardNo(): string {
  const body = `622202${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Sends a code of `smsType` to `mobile` and answers it, waiting out the countdown of an earlier code to that phone
 * (spec.md §5: 60 s after a send; seconds on the e2e server, global-setup.ts) for at most `waitMs`.
 */
export async function smsCodeTo(player: Player, smsType: string, mobile: string, waitMs = 80_000): Promise<string> {
  const before = await codeSentTo(mobile, 0).catch(() => null);
  const until = Date.now() + waitMs;
  for (;;) {
    const sent = await api<{ countdown?: number } | null>('/web/sms/getSmsCode', { smsType, mobile }, { token: player.token });
    if (sent.code === 0) break;
    if (Date.now() > until) throw new Error(`getSmsCode ${smsType}: ${sent.msg}`);
    // Refused inside the countdown: wait for exactly what the server says is left (whole seconds, rounded up).
    await new Promise((r) => setTimeout(r, (sent.data?.countdown ?? 10) * 1000 + 50));
  }
  await expect.poll(() => codeSentTo(mobile, 0).catch(() => null), { timeout: 5000 }).not.toBe(before);
  return codeSentTo(mobile);
}

let operatorSession: Promise<string> | null = null;

/**
 * A session of the operator `admin` the e2e server created (api-contract.md Operator API), one per test file:
 * every money flow ends with a ledger check through it, and a login per call would fill the operator audit.
 */
export function operatorToken(): Promise<string> {
  operatorSession ??= api<{ token: string }>('/admin/api/login', { username: 'admin', password: adminPassword() }).then((login) => {
    expect(login.code, login.msg).toBe(0);
    return login.data.token;
  });
  operatorSession.catch(() => (operatorSession = null));
  return operatorSession;
}

/** Credits the player as an operator would (api-contract.md Operator API: wallet/adjust). */
export async function credit(player: Player, amount: string, reason = 'e2e credit'): Promise<void> {
  const adjust = await api(
    '/admin/api/wallet/adjust',
    { username: player.username, amount, reason },
    { token: await operatorToken(), 'Idempotency-Key': randomUUID() },
  );
  expect(adjust.code, adjust.msg).toBe(0);
}

/**
 * The ledger invariants (design.md §5) on the e2e server's database, asked of the running server (POST
 * /admin/api/ledger/check: the shell cannot open the embedded database while the server has it). Every flow that moves
 * money ends here; global teardown runs `npm run ledger:check` on the data directory once the server has stopped.
 */
export async function expectBooksHold(): Promise<void> {
  const report = await api<{ journals: number; violations: string[] }>('/admin/api/ledger/check', {}, { token: await operatorToken() });
  expect(report.code, report.msg).toBe(0);
  expect(report.data.violations).toEqual([]);
  expect(report.data.journals).toBeGreaterThan(0);
}

/**
 * A player the withdraw screen asks nothing of (spec.md §5, §8): a bound phone, a real name, a secondary password
 * and a bank card, set through the API with codes from the outbox.
 */
export async function playerReadyToWithdraw(prefix: string, password: string, withdrawPassword: string): Promise<Player> {
  const player = await registerPlayer(prefix, password);
  const auth = { token: player.token };
  const mobile = `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const phone = await api('/web/user/bindPhone', { mobile, code: await smsCodeTo(player, 'bindPhone', mobile) }, auth);
  expect(phone.code, phone.msg).toBe(0);
  const name = await api('/web/user/modifyUserInfo', { realName: '张三' }, auth);
  expect(name.code, name.msg).toBe(0);
  const code = await smsCodeTo(player, 'withdrawPassword', mobile);
  const pwd = await api('/web/user/setWithdrawPassword', { password: withdrawPassword, confirmPassword: withdrawPassword, code }, auth);
  expect(pwd.code, pwd.msg).toBe(0);
  const banks = await api<{ id: number }[]>('/web/sys/sysbank/getSysBank', {}, auth);
  const card = await api('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId: banks.data[0]!.id, cardNo: freshCardNo(), address: 'Shenzhen' }, auth);
  expect(card.code, card.msg).toBe(0);
  return player;
}
