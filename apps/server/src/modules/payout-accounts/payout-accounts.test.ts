import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payoutAccounts, payoutBankCards } from '../../db/schema/index.js';
import { pngBytes, uploadFile } from '../../../test/upload-helpers.js';
import { useTestApp, type TestApp } from '../../../test/helpers.js';
import { bindCard, cardNo, firstBankId, readyPlayer } from '../../../test/payout-helpers.js';
import { as, type Player } from '../../../test/wallet-helpers.js';

const t: TestApp = useTestApp();

async function uploadAs(p: Player): Promise<string> {
  const res = await uploadFile(t, pngBytes('qr code image'), 'qr.png', { token: p.token });
  return res.json().data.url as string;
}

async function counts() {
  return { cards: (await t.database.db.select().from(payoutBankCards)).length, accounts: (await t.database.db.select().from(payoutAccounts)).length };
}

/** A refused call changes nothing (design.md §6). */
async function expectRefused(res: Promise<{ body: { code: number; msg: string } }>, code: number, before: Awaited<ReturnType<typeof counts>>) {
  expect((await res).body.code).toBe(code);
  expect(await counts()).toEqual(before);
}

type Card = { id: number; bankName: string; cardNo: string; cardType: string; cardholder: string };

describe('bank cards (spec §3, §5, §9)', () => {
  it('preconditions: the secondary password first (3000), then a registered real name (2207)', async () => {
    const bankId = await firstBankId(t);
    const noPwd = await readyPlayer(t, { withdrawPassword: false });
    const noName = await readyPlayer(t, { realName: null });
    const body = { cardholder: '张三', cardType: 'debit', bankId, cardNo: cardNo(), address: '北京' };
    const before = await counts();
    await expectRefused(as(t, noPwd)('/web/userBankCard/bind', body), 3000, before);
    await expectRefused(as(t, noName)('/web/userBankCard/bind', body), 2207, before);
    const en = await as(t, noPwd)<null>('/web/userBankCard/bind', body, { lang: 'en' });
    expect(en.body.msg).toBe('The secondary password is not set, please go to settings');
  });

  it('cardholder must equal the real name (2203); format rules (1108); Luhn and length (2202); banks of the list only (2206)', async () => {
    const bankId = await firstBankId(t);
    const p = await readyPlayer(t, { realName: 'Li.Ming' });
    const bind = (fields: Record<string, unknown>) =>
      as(t, p)('/web/userBankCard/bind', { cardholder: 'Li.Ming', cardType: 'credit', bankId, cardNo: cardNo(), address: 'Shanghai', ...fields });
    const before = await counts();
    await expectRefused(bind({ cardholder: 'Li.Hua' }), 2203, before);
    await expectRefused(bind({ cardholder: 'Li Ming' }), 1108, before);
    const good = cardNo(16);
    const badLuhn = good.slice(0, -1) + ((Number(good.at(-1)) + 1) % 10);
    await expectRefused(bind({ cardNo: badLuhn }), 2202, before);
    await expectRefused(bind({ cardNo: cardNo(20) }), 2202, before);
    await expectRefused(bind({ cardNo: cardNo(14) }), 2202, before);
    await expectRefused(bind({ bankId: 99_999 }), 2206, before);
    // Boundaries that pass: 15 and 19 digits, the name in another case.
    expect((await bind({ cardNo: cardNo(15), cardholder: 'li.ming' })).body.code).toBe(0);
    expect((await bind({ cardNo: cardNo(19) })).body.code).toBe(0);
  });

  it('10 cards bind, the 11th is refused (2204); a card already bound is refused for anyone (2205)', async () => {
    const bankId = await firstBankId(t);
    const p = await readyPlayer(t);
    const other = await readyPlayer(t);
    const numbers: string[] = [];
    for (let i = 0; i < 10; i++) {
      const no = cardNo();
      numbers.push(no);
      expect((await as(t, p)('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId, cardNo: no, address: 'x' })).body.code).toBe(0);
    }
    const before = await counts();
    await expectRefused(as(t, p)('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId, cardNo: cardNo(), address: 'x' }), 2204, before);
    await expectRefused(as(t, other)('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId, cardNo: numbers[0], address: 'x' }), 2205, before);
    // After deleting one, the 10th slot is free again.
    const list = await as(t, p)<Card[]>('/web/userBankCard/query');
    expect(list.body.data).toHaveLength(10);
    expect((await as(t, p)('/web/userBankCard/delete', { id: list.body.data[0]!.id })).body.code).toBe(0);
    expect((await as(t, p)('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId, cardNo: cardNo(), address: 'x' })).body.code).toBe(0);
  });

  it('query masks the number to its last 4 digits and names the bank in the caller language', async () => {
    const bankId = await firstBankId(t);
    const p = await readyPlayer(t);
    const no = cardNo(19);
    await bindCard(t, p, bankId, { cardNo: no.replace(/(\d{4})/g, '$1 ').trim(), cardType: 'credit' });
    const zh = await as(t, p)<Card[]>('/web/userBankCard/query');
    const en = await as(t, p)<Card[]>('/web/userBankCard/query', undefined, { lang: 'en' });
    expect(zh.body.data).toEqual([{ id: expect.any(Number), bankName: expect.any(String), cardNo: `${'*'.repeat(15)}${no.slice(-4)}`, cardType: 'credit', cardholder: '张三' }]);
    expect(JSON.stringify(zh.body)).not.toContain(no.slice(0, 8));
    expect(en.body.data[0]!.bankName).not.toBe(zh.body.data[0]!.bankName);
  });

  it('modify changes the given fields under the bind rules; another player’s id is not found', async () => {
    const bankId = await firstBankId(t);
    const p = await readyPlayer(t);
    const other = await readyPlayer(t);
    const id = await bindCard(t, p, bankId);
    const newNo = cardNo();
    expect((await as(t, p)('/web/userBankCard/modify', { id, address: '上海市', cardNo: newNo, cardType: 'credit' })).body.code).toBe(0);
    const [card] = (await as(t, p)<Card[]>('/web/userBankCard/query')).body.data;
    expect(card).toMatchObject({ id, cardType: 'credit', cardNo: expect.stringMatching(new RegExp(`${newNo.slice(-4)}$`)) });
    expect((await as(t, p)('/web/userBankCard/modify', { id, cardholder: '李四' })).body.code).toBe(2203);
    expect((await as(t, p)('/web/userBankCard/modify', { id, cardNo: '123' })).body.code).toBe(2202);
    expect((await as(t, other)('/web/userBankCard/modify', { id, address: 'stolen' })).body.code).toBe(1005);
    expect((await as(t, other)('/web/userBankCard/delete', { id })).body.code).toBe(1005);
    expect((await as(t, other)<Card[]>('/web/userBankCard/query')).body.data).toEqual([]);
    // A modify onto a number bound elsewhere is a duplicate.
    const otherId = await bindCard(t, other, bankId, { cardNo: cardNo() });
    expect((await as(t, other)('/web/userBankCard/modify', { id: otherId, cardNo: newNo })).body.code).toBe(2205);
    // The id as a path suffix works like a field (spec §7 string payloads).
    expect((await as(t, p)(`/web/userBankCard/delete/${id}`)).body.code).toBe(0);
    expect((await as(t, p)<Card[]>('/web/userBankCard/query')).body.data).toEqual([]);
    // Audited (design.md §6): kind, id and the masked number only; refused calls leave no row.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, p.userId)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.detail])).toEqual([
      ['payoutAccountBind', { kind: 'bankCard', id, account: expect.stringMatching(/^\*+\d{4}$/) }],
      ['payoutAccountChange', { kind: 'bankCard', id, fields: ['cardType', 'cardNo', 'address'] }],
      ['payoutAccountDelete', { kind: 'bankCard', id }],
    ]);
    expect(JSON.stringify(audit)).not.toContain(newNo);
  });
});

describe('virtual coin accounts (spec §5: address must match the protocol)', () => {
  type Coin = { id: number; alias: string; address: string; coinType: string; protocol: string };
  it('TRC20 and ERC20 lengths at both edges, protocol mismatch (2200), masked query, owner-only delete', async () => {
    const p = await readyPlayer(t, { realName: null }); // no real name needed for addresses
    const other = await readyPlayer(t);
    const bind = (address: string, protocol: string) => as(t, p)('/web/userBlockchain/bind', { alias: 'main', address, coinType: 'USDT', protocol });
    const before = await counts();
    await expectRefused(bind(`T${'a'.repeat(14)}`, 'TRC20'), 2200, before);
    await expectRefused(bind(`T${'a'.repeat(34)}`, 'TRC20'), 2200, before);
    await expectRefused(bind(`0x${'a'.repeat(14)}`, 'ERC20'), 2200, before);
    await expectRefused(bind(`0x${'a'.repeat(41)}`, 'ERC20'), 2200, before);
    await expectRefused(bind(`T${'a'.repeat(20)}`, 'ERC20'), 2200, before);
    await expectRefused(bind(`0x${'a'.repeat(20)}`, 'TRC20'), 2200, before);
    const en = await as(t, p)('/web/userBlockchain/bind', { alias: 'm', address: 'T1', protocol: 'TRC20' }, { lang: 'en' });
    expect(en.body.msg).toBe('The virtual account does not match the chosen protocol');
    for (const [a, pr] of [
      [`T${'b'.repeat(15)}`, 'TRC20'],
      [`T${'c'.repeat(33)}`, 'TRC20'],
      [`0x${'d'.repeat(15)}`, 'ERC20'],
      [`0x${'e'.repeat(40)}`, 'ERC20'],
    ] as const)
      expect((await bind(a, pr)).body.code).toBe(0);
    expect((await bind(`T${'b'.repeat(15)}`, 'TRC20')).body.code).toBe(2205);
    const list = (await as(t, p)<Coin[]>('/web/userBlockchain/query')).body.data;
    expect(list).toHaveLength(4);
    expect(list[0]).toEqual({ id: expect.any(Number), alias: 'main', address: `Tbbb${'*'.repeat(8)}bbbb`, coinType: 'USDT', protocol: 'TRC20' });
    expect((await as(t, other)('/web/userBlockchain/delete', { id: list[0]!.id })).body.code).toBe(1005);
    expect((await as(t, other)<Coin[]>('/web/userBlockchain/query')).body.data).toEqual([]);
    expect((await as(t, p)('/web/userBlockchain/delete', { id: list[0]!.id })).body.code).toBe(0);
    expect((await as(t, p)<Coin[]>('/web/userBlockchain/query')).body.data).toHaveLength(3);
  });

  it('needs the secondary password (3000)', async () => {
    const p = await readyPlayer(t, { withdrawPassword: false });
    expect((await as(t, p)('/web/userBlockchain/bind', { alias: 'a', address: `T${'a'.repeat(20)}`, protocol: 'TRC20' })).body.code).toBe(3000);
  });
});

describe('third-party accounts (EBpay, KOIpay, Alipay, WeChat, other)', () => {
  type Acc = { id: number; type: string; alias: string; account: string; qrImage: string | null };
  it('EBpay eb + 15-32 and KOIpay kb + 15-32 at both edges (2201)', async () => {
    const p = await readyPlayer(t);
    const bind = (type: string, account: string) => as(t, p)('/web/userThirdPartAccount/bind', { type, alias: 'x', account });
    const before = await counts();
    for (const [type, prefix] of [
      ['ebpay', 'eb'],
      ['koipay', 'kb'],
    ] as const) {
      await expectRefused(bind(type, `${prefix}${'1'.repeat(14)}`), 2201, before);
      await expectRefused(bind(type, `${prefix}${'1'.repeat(33)}`), 2201, before);
    }
    await expectRefused(bind('ebpay', `kb${'1'.repeat(20)}`), 2201, before);
    const en = await as(t, p)('/web/userThirdPartAccount/bind', { type: 'koipay', alias: 'x', account: 'kb1' }, { lang: 'en' });
    expect(en.body.msg).toBe('The EBpay/KOIpay account format is wrong');
    for (const [type, prefix] of [
      ['ebpay', 'eb'],
      ['koipay', 'kb'],
    ] as const) {
      expect((await bind(type, `${prefix}${'2'.repeat(15)}`)).body.code).toBe(0);
      expect((await bind(type, `${prefix}${'3'.repeat(32)}`)).body.code).toBe(0);
    }
    const eb = (await as(t, p)<Acc[]>('/web/userThirdPartAccount/query', { type: 'ebpay' })).body.data;
    expect(eb.map((a) => a.type)).toEqual(['ebpay', 'ebpay']);
    expect(eb[0]!.account).toBe(`eb22${'*'.repeat(9)}2222`);
    expect((await as(t, p)<Acc[]>('/web/userThirdPartAccount/query')).body.data).toHaveLength(4);
  });

  it('Alipay and WeChat need a QR image (2209) that the player uploaded (2210)', async () => {
    const p = await readyPlayer(t);
    const other = await readyPlayer(t);
    const mine = await uploadAs(p);
    const theirs = await uploadAs(other);
    const before = await counts();
    await expectRefused(as(t, p)('/web/userThirdPartAccount/bind', { type: 'alipay', alias: 'ali', account: '13800138000' }), 2209, before);
    await expectRefused(as(t, p)('/web/userThirdPartAccount/bind', { type: 'alipay', alias: 'ali', account: '13800138000', qrImage: theirs }), 2210, before);
    await expectRefused(
      as(t, p)('/web/userThirdPartAccount/bind', { type: 'wechat', alias: 'wx', account: 'wxid_1', qrImage: `/uploads/${'0'.repeat(32)}.png` }),
      2210,
      before,
    );
    expect((await as(t, p)('/web/userThirdPartAccount/bind', { type: 'alipay', alias: 'ali', account: '13800138000', qrImage: mine })).body.code).toBe(0);
    expect((await as(t, p)('/web/userThirdPartAccount/bind', { type: 'wechat', alias: 'wx', account: 'wxid_1', qrImage: mine })).body.code).toBe(0);
    expect((await as(t, p)('/web/userThirdPartAccount/bind', { type: 'other', alias: 'o', account: 'acct-001' })).body.code).toBe(0);
    const all = (await as(t, p)<Acc[]>('/web/userThirdPartAccount/query')).body.data;
    expect(all.map((a) => [a.type, a.qrImage])).toEqual([
      ['alipay', mine],
      ['wechat', mine],
      ['other', null],
    ]);
    expect(all[0]!.account).toBe(`1380***8000`);
    expect((await as(t, other)('/web/userThirdPartAccount/delete', { id: all[0]!.id })).body.code).toBe(1005);
    // A third-party id cannot be deleted through the blockchain path either.
    expect((await as(t, p)('/web/userBlockchain/delete', { id: all[0]!.id })).body.code).toBe(1005);
    expect((await as(t, p)('/web/userThirdPartAccount/delete', { id: all[0]!.id })).body.code).toBe(0);
  });

  it('at most 10 accounts of one type (2204)', async () => {
    const p = await readyPlayer(t);
    for (let i = 0; i < 10; i++) {
      expect((await as(t, p)('/web/userThirdPartAccount/bind', { type: 'other', alias: `a${i}`, account: `acct-${i}0000` })).body.code).toBe(0);
    }
    const before = await counts();
    await expectRefused(as(t, p)('/web/userThirdPartAccount/bind', { type: 'other', alias: 'x', account: 'acct-99999' }), 2204, before);
    // Another type still has room.
    expect((await as(t, p)('/web/userThirdPartAccount/bind', { type: 'ebpay', alias: 'x', account: `eb${'9'.repeat(16)}` })).body.code).toBe(0);
  });

  it('a guest gets 401', async () => {
    expect((await t.call('/web/userThirdPartAccount/query')).body.code).toBe(401);
  });
});
