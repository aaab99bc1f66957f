import { randomBytes } from 'node:crypto';
import { formatMinor, formatRedeemCode, normalizeRedeemCode, REDEEM_ALPHABET, toMinor, type AdminRedeemBatch, type AdminRedeemGenerateInput, type ErrorKey } from '@app/shared';
import { AppError } from '../../core/errors.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { RedeemFormula } from '../../db/schema/index.js';
import { ensureAccount, postJournal } from '../../ledger/ledger.js';
import { newOrderNo } from '../../lib/order-no.js';
import { platformDay } from '../../lib/platform-time.js';
import { baseUsedFor, bonusOf, factsOf, lockBases, useBase, type BaseWindow } from '../activities/index.js';
import { hashToken } from '../../lib/tokens.js';
import { audit, csvExport, keysetBatches, operatorPage, type Actor, type PageInput } from '../../platform/index.js';
import { addRecord } from '../records/service.js';
import { claimAttempts } from '../security/service.js';
import * as settings from '../settings/service.js';
import { addRequirement } from '../turnover/service.js';
import * as repo from './repo.js';

/**
 * Redemption codes (issue 16; api-contract-wave2.md "Redemption code"; docs/decisions.md "Redemption codes").
 * An operator (console or shell) generates a batch; a player redeems a code once into the central wallet
 * (house:redeem → central, one journal keyed `redeem:<code id>`) with the batch's turnover requirement. A batch pays
 * a fixed amount, or the offers' ratio formula (modules/activities bonusOf) on the player's recent deposits or valid
 * bets, computed at redemption (docs/decisions.md "Redemption codes: a bonus formula").
 */

/** 16 symbols of Crockford base32 from 10 random bytes: exactly 80 bits, every symbol equally likely. */
export function newRedeemCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = 0; i < 16; i++) code = REDEEM_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)]! + code;
  return code;
}

/** Only this is stored: SHA-256 of the canonical code. 80 random bits make the hash as hard to reverse as guessing. */
export const redeemCodeHash = (canonical: string) => hashToken(canonical);

function batchView(b: repo.BatchRow): AdminRedeemBatch {
  return {
    id: b.id,
    amount: b.amount === null ? null : formatMinor(b.amount),
    formula: b.formula ? { ratioPercent: String(b.formula.ratioBp! / 100), max: formatMinor(BigInt(b.formula.max!)), base: b.formula.base, baseHours: b.formula.baseHours } : null,
    count: b.count,
    redeemed: b.redeemed,
    expiresAt: b.expiresAt?.toISOString() ?? null,
    vipMin: b.vipMin,
    onePerPlayer: b.onePerPlayer,
    turnoverMultiple: String(b.turnoverHundredths / 100),
    remark: b.remark,
    disabled: b.disabledAt !== null,
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString(),
  };
}

/** A fixed amount (minor units) or a formula (ratio in basis points, 0 < ratio ≤ 100 %, maximum > 0), never both. */
function payOf(input: AdminRedeemGenerateInput): { amount: bigint | null; formula: RedeemFormula | null } {
  if (input.amount !== undefined) {
    const amount = toMinor(input.amount);
    if (amount === null || amount <= 0n) throw new AppError('invalidParams');
    return { amount, formula: null };
  }
  const ratioBp = Math.round(Number(input.ratioPercent) * 100);
  const max = toMinor(input.max ?? '');
  if (!(ratioBp > 0 && ratioBp <= 10_000) || max === null || max <= 0n) throw new AppError('invalidParams');
  return { amount: null, formula: { kind: 'ratio', ratioBp, max: max.toString(), base: input.base, baseHours: input.baseHours } };
}

/**
 * What a code of the batch pays the player now: the fixed amount, or the formula on what is left (issue 23 finding 4:
 * not used by an earlier code or offer) of the player's completed deposits (valid bets: of the platform days touched)
 * of the `baseHours` up to and including `now`, with the part of that base the amount was computed on. 0 when
 * nothing is due. A formula batch reads the base under the player's base lock (taken here), held until the
 * redemption's transaction ends, so parallel redemptions on one deposit pay once.
 */
async function amountFor(tx: DbOrTx, batch: Pick<repo.BatchRow, 'amount' | 'formula'>, userId: number, now: Date) {
  if (batch.amount !== null) return { amount: batch.amount, uses: null };
  const f = batch.formula!;
  const from = new Date(now.getTime() - f.baseHours * 3_600_000);
  const window: BaseWindow = { userId, from, to: new Date(now.getTime() + 1), fromDay: platformDay(from), toDay: platformDay(now) };
  await lockBases(tx, userId);
  const facts = await factsOf(tx, { ...window, platType: null, promoVenue: false });
  const base = f.base === 'validBet' ? facts.free.validBet : facts.free.deposits;
  const amount = bonusOf(f, base);
  return { amount, uses: amount > 0n ? { window, kind: f.base, amount: baseUsedFor(amount, f.ratioBp!, base) } : null };
}

/** redeem/generate and `codes:generate`: a batch and its codes, returned this once (only hashes are kept). Audited. */
export async function generateBatch(db: Db, actor: Actor, input: AdminRedeemGenerateInput, now: Date) {
  const { amount, formula } = payOf(input);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError('invalidParams');
  const codes = Array.from({ length: input.count }, newRedeemCode);
  return db.transaction(async (tx) => {
    const batch = await repo.insertBatch(tx, {
      amount,
      formula,
      count: input.count,
      expiresAt,
      vipMin: input.vipMin,
      // Issue 23 finding 4: a formula batch is one per player unless the operator says otherwise.
      onePerPlayer: input.onePerPlayer ?? formula !== null,
      turnoverHundredths: Math.round(input.turnoverMultiple * 100),
      remark: input.remark,
      createdBy: actor.operatorName,
      createdAt: now,
    });
    await repo.insertCodeHashes(tx, batch.id, codes.map(redeemCodeHash));
    const view = batchView(batch);
    await audit(tx, { operator: actor, action: 'redeem.generate', target: `batch:${batch.id}`, detail: { ...view } });
    return { batch: view, codes: codes.map(formatRedeemCode) };
  });
}

export function listBatches(db: DbOrTx, input: PageInput) {
  return operatorPage(input, (w) => repo.batchPage(db, w), batchView);
}

/** redeem/disable: no code of the batch may be redeemed any more (redeemed ones stay). Audited; twice changes nothing. */
export async function disableBatch(db: Db, actor: Actor, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await repo.batchById(tx, id);
    if (!before) throw new AppError('recordNotFound');
    if (before.disabledAt === null) {
      await repo.disableBatch(tx, id, now);
      await audit(tx, { operator: actor, action: 'redeem.disable', target: `batch:${id}`, before: { disabled: false }, after: { disabled: true } });
    }
    return { batch: batchView((await repo.batchById(tx, id))!) };
  });
}

/** redeem/export: the codes of a batch (id, redeemed by, when). The plain codes are not there: only hashes are stored. */
export function exportBatch(db: DbOrTx, batchId: number, now: Date) {
  return csvExport(
    `redeem-batch-${batchId}`,
    keysetBatches((after, limit) => repo.codesAfter(db, batchId, after, limit), (r) => r.id),
    (r) => ({ codeId: r.id, batchId: r.batchId, redeemed: r.userId !== null, userId: r.userId ?? '', username: r.username ?? '', redeemedAt: r.redeemedAt?.toISOString() ?? '' }),
    now,
  );
}

/** The failures a player can cause by trying codes: each stays counted on the player, the (address, player) pair and the address. */
const COUNTED: ReadonlySet<ErrorKey> = new Set<ErrorKey>([
  'redeemCodeInvalid',
  'redeemCodeExpired',
  'redeemCodeUsed',
  'redeemCodeDisabled',
  'redeemVipTooLow',
  'redeemBatchAlreadyRedeemed',
]);

async function throttleOf(db: DbOrTx, userId: number, ip: string) {
  const [playerMax, ipBar, delayMs, delayMaxMs, minutes] = await Promise.all([
    settings.get(db, 'redeem_player_max_failures'),
    settings.get(db, 'redeem_ip_max_failures'),
    settings.get(db, 'redeem_ip_delay_ms'),
    settings.get(db, 'redeem_ip_delay_max_ms'),
    settings.get(db, 'redeem_failure_window_minutes'),
  ]);
  return {
    // Only the player's own failures refuse; the address and the (address, player) pair are counted to slow.
    counters: [
      { scope: 'redeem:user', subject: String(userId), max: Math.max(1, playerMax) },
      { scope: 'redeem:pair', subject: `${ip}#${userId}`, max: null },
      { scope: 'redeem:ip', subject: ip, max: null },
    ],
    windowMs: minutes * 60_000,
    /**
     * Issue 23 finding 12: how long this attempt waits. A player who has not failed from this address (the pair's
     * only attempt is this one) never waits for others' failures there; one who has waits once the address has more
     * than `ipBar` failures: `delayMs`, doubling with each further failure there, at most `delayMaxMs`.
     */
    delayOf: (pair: number, address: number) =>
      pair <= 1 || address <= ipBar ? 0 : Math.min(Math.max(0, delayMaxMs), Math.max(0, delayMs) * 2 ** Math.min(address - ipBar - 1, 30)),
  };
}

/**
 * redeemCode/use: checks in this order — the throttle (429 while the player has used up its failures of the window;
 * an address past its bar only slows those who failed there too), the code (unknown), used, disabled, expired (at or
 * after expires_at), the player's VIP level, one per player, what a formula pays — then credits. The code row is
 * locked, the redemption row is unique per code (and per batch and player): 20 parallel redemptions of one code
 * credit once. Each attempt is counted on the player, the (address, player) pair and the address before the code is
 * looked at (atomically: a parallel burst gets at most the allowed number through) and given back when it succeeds
 * or fails for a reason that is not a refusal of the code.
 */
export async function redeem(db: Db, p: { userId: number; ip: string; code: string; now: Date; pause: (ms: number) => Promise<void> }) {
  const throttle = await throttleOf(db, p.userId, p.ip);
  const { release, counts } = await claimAttempts(db, throttle.counters, throttle.windowMs, p.now);
  let failed = false;
  try {
    const wait = throttle.delayOf(counts[1]!, counts[2]!);
    if (wait > 0) await p.pause(wait);
    return await db.transaction((tx) => redeemIn(tx, p));
  } catch (err) {
    failed = err instanceof AppError && COUNTED.has(err.key);
    throw err;
  } finally {
    if (!failed) await release();
  }
}

async function redeemIn(tx: DbOrTx, p: { userId: number; code: string; now: Date }) {
  const canonical = normalizeRedeemCode(p.code);
  if (!canonical) throw new AppError('redeemCodeInvalid');
  const found = await repo.lockCode(tx, redeemCodeHash(canonical));
  if (!found) throw new AppError('redeemCodeInvalid');
  const { codeId, batch } = found;
  if (await repo.isCodeRedeemed(tx, codeId)) throw new AppError('redeemCodeUsed');
  if (batch.disabledAt !== null) throw new AppError('redeemCodeDisabled');
  if (batch.expiresAt !== null && p.now.getTime() >= batch.expiresAt.getTime()) throw new AppError('redeemCodeExpired');
  if ((await repo.vipLevelOf(tx, p.userId)) < batch.vipMin) throw new AppError('redeemVipTooLow');
  const onePerPlayerKey = batch.onePerPlayer ? `${batch.id}:${p.userId}` : null;
  if (onePerPlayerKey && (await repo.hasRedeemedBatch(tx, onePerPlayerKey))) throw new AppError('redeemBatchAlreadyRedeemed');
  // A formula that gives nothing now refuses before anything is written: the code stays unused.
  const { amount, uses } = await amountFor(tx, batch, p.userId, p.now);
  if (amount <= 0n) throw new AppError('redeemNothingDue');
  const orderNo = newOrderNo('C');
  const inserted = await repo.insertRedemption(tx, { codeId, batchId: batch.id, userId: p.userId, onePerPlayerKey, amount, orderNo, createdAt: p.now });
  // Taken meanwhile by a parallel redemption of another code of a one-per-player batch (the code itself is locked).
  if (!inserted) throw new AppError(onePerPlayerKey ? 'redeemBatchAlreadyRedeemed' : 'redeemCodeUsed');
  if (uses) await useBase(tx, { ...uses, grantKey: `redeem:${codeId}`, at: p.now });
  const centralId = await ensureAccount(tx, { userId: p.userId, kind: 'central' });
  const houseId = await ensureAccount(tx, { userId: null, kind: 'house:redeem' });
  const posted = await postJournal(tx, {
    type: 'redeemCode',
    idempotencyKey: `redeem:${codeId}`,
    reference: orderNo,
    actor: `user:${p.userId}`,
    postings: [
      { accountId: centralId, amount: amount },
      { accountId: houseId, amount: -amount },
    ],
  });
  await addRecord(tx, { orderNo, userId: p.userId, type: 'bonus', mode: 'redeemCode', amount: amount, status: 'success', detail: { batchId: batch.id } });
  const turnover = await addRequirement(tx, { userId: p.userId, source: 'redeemCode', reference: String(codeId), amount: amount, multiple: batch.turnoverHundredths / 100 });
  return { amount: formatMinor(amount), central: formatMinor(posted.balances.get(centralId)!), turnover: formatMinor(turnover) };
}
