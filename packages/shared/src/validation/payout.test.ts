import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorKeyOf } from './account.js';
import {
  addressMatchesProtocol,
  bindBankCardInput,
  bindBlockchainInput,
  bindThirdPartAccountInput,
  isValidAlias,
  isValidBankCardNo,
  luhnValid,
  maskAccount,
  maskCardNo,
  namesMatch,
  withdrawInput,
} from './payout.js';

const digit = fc.constantFrom(...'0123456789');
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const str = (chars: fc.Arbitrary<string>, min: number, max: number) => fc.array(chars, { minLength: min, maxLength: max }).map((a) => a.join(''));

function keyOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? null : (errorKeyOf(r.error!.issues) ?? 'invalidParams');
}

/** Appends the Luhn check digit to a digit string. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

const x = (n: number) => 'a'.repeat(n);

describe('bank card number (spec §5, §8 "enter a valid bank card number")', () => {
  it('known numbers', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(isValidBankCardNo('4111 1111 1111 1111')).toBe(true);
  });

  it.each([
    [14, false],
    [15, true],
    [19, true],
    [20, false],
  ])('Luhn-valid number of %i digits → %s', (len, valid) => {
    const no = withCheckDigit('6'.padEnd(len - 1, '2'));
    expect(no).toHaveLength(len);
    expect(isValidBankCardNo(no)).toBe(valid);
    expect(keyOf(bindBankCardInput, { cardholder: '张三', cardType: 'debit', bankId: 1, cardNo: no, address: 'Beijing' })).toBe(valid ? null : 'bankCardInvalid');
  });

  it('property: a 15-19 digit number is valid iff its Luhn sum is 0 mod 10; any one-digit change breaks it', () => {
    fc.assert(
      fc.property(str(digit, 14, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, pos, delta) => {
        const no = withCheckDigit(body);
        expect(isValidBankCardNo(no)).toBe(true);
        const i = pos % no.length;
        const changed = no.slice(0, i) + ((Number(no[i]) + delta) % 10) + no.slice(i + 1);
        expect(isValidBankCardNo(changed)).toBe(false);
      }),
    );
  });

  it('property: letters or wrong lengths are never valid', () => {
    fc.assert(fc.property(str(alnum, 0, 25), (s) => !/^\d{15,19}$/.test(s) ? !isValidBankCardNo(s) : true));
  });

  it('spaces between groups are accepted and removed', () => {
    const no = withCheckDigit('622202123456789012');
    const spaced = no.replace(/(\d{4})/g, '$1 ').trim();
    const parsed = bindBankCardInput.parse({ cardholder: 'Li.Ming', cardType: 'credit', bankId: '3', cardNo: spaced, address: 'x' });
    expect(parsed.cardNo).toBe(no);
    expect(parsed.bankId).toBe(3);
  });
});

describe('cardholder (spec §5: Chinese, English letters and dot; must match the real name)', () => {
  it.each([
    ['张三', null],
    ['John.Smith', null],
    ['阿卜杜·热合曼', null],
    ['John Smith', 'realNameInvalid'],
    ['张三1', 'realNameInvalid'],
    ['张', 'realNameInvalid'],
  ])('%s → %s', (name, key) => {
    const no = withCheckDigit('622202123456789012');
    expect(keyOf(bindBankCardInput, { cardholder: name, cardType: 'debit', bankId: 1, cardNo: no, address: 'x' })).toBe(key);
  });

  it('names match without case, around spaces, with either dot', () => {
    expect(namesMatch('John.Smith', ' john.smith ')).toBe(true);
    expect(namesMatch('阿卜杜·热合曼', '阿卜杜.热合曼')).toBe(true);
    expect(namesMatch('张三', '张四')).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => namesMatch(s, s)));
  });
});

describe('USDT address (spec §5: TRC T + 15-33, ERC 0x + 15-40, must match the protocol)', () => {
  it.each([
    ['TRC20', `T${x(14)}`, false],
    ['TRC20', `T${x(15)}`, true],
    ['TRC20', `T${x(33)}`, true],
    ['TRC20', `T${x(34)}`, false],
    ['ERC20', `0x${x(14)}`, false],
    ['ERC20', `0x${x(15)}`, true],
    ['ERC20', `0x${x(40)}`, true],
    ['ERC20', `0x${x(41)}`, false],
    ['ERC20', `T${x(20)}`, false], // a TRC address under ERC20
    ['TRC20', `0x${x(20)}`, false],
  ] as const)('%s %s → %s', (protocol, address, valid) => {
    expect(addressMatchesProtocol(address, protocol)).toBe(valid);
    expect(keyOf(bindBlockchainInput, { alias: 'main', address, coinType: 'USDT', protocol })).toBe(valid ? null : 'virtualAccountProtocolMismatch');
  });

  it('property: TRC20 iff T + 15-33 letters/digits', () => {
    fc.assert(
      fc.property(str(fc.oneof(alnum, fc.constantFrom('-', ' ', '_')), 0, 40), (rest) => {
        expect(addressMatchesProtocol(`T${rest}`, 'TRC20')).toBe(/^[A-Za-z0-9]{15,33}$/.test(rest));
        expect(addressMatchesProtocol(`0x${rest}`, 'ERC20')).toBe(/^[A-Za-z0-9]{15,40}$/.test(rest));
      }),
    );
  });

  it('coin type is USDT only', () => {
    expect(keyOf(bindBlockchainInput, { alias: 'a', address: `T${x(20)}`, coinType: 'BTC', protocol: 'TRC20' })).toBe('invalidParams');
  });
});

describe('EBpay / KOIpay (spec §5: eb/kb + 15-32; §8 "format wrong")', () => {
  it.each([
    ['ebpay', 'eb', 14, false],
    ['ebpay', 'eb', 15, true],
    ['ebpay', 'eb', 32, true],
    ['ebpay', 'eb', 33, false],
    ['koipay', 'kb', 14, false],
    ['koipay', 'kb', 15, true],
    ['koipay', 'kb', 32, true],
    ['koipay', 'kb', 33, false],
    ['ebpay', 'kb', 20, false], // a KOI account under EBpay
    ['koipay', 'eb', 20, false],
  ] as const)('%s %s+%i → %s', (type, prefix, n, valid) => {
    expect(keyOf(bindThirdPartAccountInput, { type, alias: 'a', account: `${prefix}${'1'.repeat(n)}` })).toBe(valid ? null : 'ebKoiAccountInvalid');
  });

  it('Alipay and WeChat need an own-upload QR image URL', () => {
    const qr = `/uploads/${'a'.repeat(32)}.png`;
    expect(keyOf(bindThirdPartAccountInput, { type: 'alipay', alias: 'a', account: '13800138000' })).toBe('qrImageRequired');
    expect(keyOf(bindThirdPartAccountInput, { type: 'wechat', alias: 'a', account: 'wxid_abc', qrImage: qr })).toBe(null);
    expect(keyOf(bindThirdPartAccountInput, { type: 'alipay', alias: 'a', account: 'a@b.cn', qrImage: 'https://evil.example/x.png' })).toBe('qrImageInvalid');
    expect(keyOf(bindThirdPartAccountInput, { type: 'other', alias: 'a', account: 'ab c' })).toBe('accountFormatInvalid');
  });
});

describe('aliases (1-20 characters)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['a', true],
    ['字'.repeat(20), true],
    ['字'.repeat(21), false],
  ])('%j → %s', (alias, valid) => {
    expect(isValidAlias(alias)).toBe(valid);
    expect(keyOf(bindBlockchainInput, { alias, address: `T${x(20)}`, protocol: 'TRC20' })).toBe(valid ? null : 'aliasInvalid');
  });
});

describe('masking (spec §5: card last 4 digits)', () => {
  it('property: a card shows only its last 4 digits', () => {
    fc.assert(
      fc.property(str(digit, 15, 19), (no) => {
        const masked = maskCardNo(no);
        expect(masked).toHaveLength(no.length);
        expect(masked.slice(-4)).toBe(no.slice(-4));
        expect(masked.slice(0, -4)).toMatch(/^\*+$/);
      }),
    );
  });
  it('other accounts show first and last 4', () => {
    expect(maskAccount(`T${'A'.repeat(20)}XYZ9`)).toBe(`TAAA${'*'.repeat(17)}XYZ9`);
    expect(maskAccount('abcdef')).toBe('a****f');
  });
});

describe('withdraw request', () => {
  const base = { method: 'bankCard', accountId: 1, amount: '100', withdrawPassword: '123456', type: 'instant' };
  it('a reservation needs a slot; an instant one takes none', () => {
    expect(keyOf(withdrawInput, base)).toBe(null);
    expect(keyOf(withdrawInput, { ...base, type: 'reservation' })).toBe('reservationSlotInvalid');
    expect(keyOf(withdrawInput, { ...base, type: 'reservation', slot: '6-12' })).toBe(null);
    expect(keyOf(withdrawInput, { ...base, type: 'reservation', slot: '6-13' })).toBe('reservationSlotInvalid');
    expect(keyOf(withdrawInput, { ...base, slot: '0-6' })).toBe('invalidParams');
  });
});
