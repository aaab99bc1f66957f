import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  errorKeyOf,
  isIsoDate,
  isValidPassword,
  isValidUsername,
  loginInput,
  maskEmail,
  maskPhone,
  modifyPasswordInput,
  modifyUserInfoInput,
  registerInput,
  setWithdrawPasswordInput,
} from './account.js';
import { platformToday } from '../platform-zone.js';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const alnum = fc.oneof(letter, digit);
const str = (chars: fc.Arbitrary<string>, min: number, max: number) =>
  fc.array(chars, { minLength: min, maxLength: max }).map((a) => a.join(''));

function keyOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? null : errorKeyOf(r.error!.issues);
}

const base = { username: 'abc123', password: 'pass1234', confirmPassword: 'pass1234', agree: true };

describe('username (spec §5)', () => {
  it.each([
    ['abc', false], // 3
    ['ab12', true], // 4
    ['abcdefghi12', true], // 11
    ['abcdefghi123', false], // 12
    ['a1234', false], // one letter
    ['ab123', true], // two letters
    ['1abc', false], // starts with a digit
    ['ab_12', false],
  ])('%s → %s', (name, valid) => {
    expect(isValidUsername(name)).toBe(valid);
    expect(keyOf(registerInput, { ...base, username: name })).toBe(valid ? null : 'usernameInvalid');
  });

  it('property: valid iff length 4-11, alphanumeric, starts with a letter, ≥ 2 letters', () => {
    fc.assert(
      fc.property(str(fc.oneof(alnum, fc.constantFrom('_', '-', ' ', '中')), 0, 14), (s) => {
        const expected =
          s.length >= 4 && s.length <= 11 && /^[A-Za-z][A-Za-z0-9]*$/.test(s) && s.replace(/[^A-Za-z]/g, '').length >= 2;
        expect(isValidUsername(s)).toBe(expected);
      }),
    );
  });

  it('property: every generated valid username passes', () => {
    fc.assert(fc.property(letter, letter, str(alnum, 2, 9), (a, b, rest) => isValidUsername(a + b + rest)));
  });
});

const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

describe('password (spec §5, widened to 8-64 with symbols: docs/decisions.md "Password rule")', () => {
  it.each([
    ['abcd123', false], // 7
    ['abcd1234', true], // 8
    ['abcdefgh1234', true], // 12: the spec's longest
    ['abcdefgh12345', true], // 13: longer ones pass now
    ['abcdefgh', false], // letters only
    ['12345678', false], // digits only
    ['abcd 1234', false], // a space
    ['abcd1234é', false], // not ASCII
    ['!@#$%^&*', false], // symbols only
    ['!@#$%^a1', true], // symbols, a letter and a digit
    ['a1' + SYMBOLS + 'x'.repeat(64 - 2 - SYMBOLS.length), true], // 64 with every symbol
    ['a1' + SYMBOLS + 'x'.repeat(65 - 2 - SYMBOLS.length), false], // 65
  ])('%s → %s', (pw, valid) => {
    expect(isValidPassword(pw)).toBe(valid);
    expect(keyOf(registerInput, { ...base, password: pw, confirmPassword: pw })).toBe(valid ? null : 'passwordInvalid');
  });

  it('confirmation mismatch and password = username have their own keys', () => {
    expect(keyOf(registerInput, { ...base, confirmPassword: 'pass12345' })).toBe('passwordsInconsistent');
    expect(keyOf(registerInput, { ...base, username: 'abcd1234', password: 'ABCD1234', confirmPassword: 'ABCD1234' })).toBe(
      'passwordEqualsUsername',
    );
  });

  it('property: valid iff 8-64 letters, digits and ASCII symbols with a letter and a digit', () => {
    fc.assert(
      fc.property(str(fc.oneof(alnum, fc.constantFrom(...SYMBOLS, ' ', 'é', '中', '\t')), 0, 70), (s) => {
        const expected =
          s.length >= 8 && s.length <= 64 && [...s].every((c) => /[A-Za-z0-9]/.test(c) || SYMBOLS.includes(c)) && /[A-Za-z]/.test(s) && /\d/.test(s);
        expect(isValidPassword(s)).toBe(expected);
      }),
    );
  });

  it('property: every password of the spec rule (8-12 letters and digits, both present) still passes', () => {
    fc.assert(fc.property(letter, digit, str(alnum, 6, 10), (a, d, rest) => isValidPassword(a + rest + d) && isValidPassword(d + a + rest)));
  });

  it('login accepts whatever register accepts (64 characters), not one more', () => {
    const pw = 'a1' + SYMBOLS + 'y'.repeat(64 - 2 - SYMBOLS.length);
    expect(loginInput.safeParse({ username: 'abc123', password: pw }).success).toBe(true);
    expect(loginInput.safeParse({ username: 'abc123', password: pw + 'z' }).success).toBe(false);
    expect(modifyPasswordInput.safeParse({ oldPassword: pw, password: pw, confirmPassword: pw }).success).toBe(true);
  });
});

describe('phone, e-mail, agree', () => {
  it.each([
    ['1380013800', 'phoneInvalid'],
    ['13800138000', null],
    ['138001380001', 'phoneInvalid'],
    ['1380013800a', 'phoneInvalid'],
  ])('phone %s', (phone, key) => {
    expect(keyOf(registerInput, { ...base, phone })).toBe(key);
  });
  it.each([
    ['a@b.co', null],
    ['player.one@example.com', null],
    ['no-at.example.com', 'emailInvalid'],
    ['a@b', 'emailInvalid'],
    ['a b@c.com', 'emailInvalid'],
  ])('email %s', (email, key) => {
    expect(keyOf(registerInput, { ...base, email })).toBe(key);
  });
  it('registration needs agreement (also as query-string text)', () => {
    expect(keyOf(registerInput, { ...base, agree: false })).toBe('agreeRequired');
    expect(keyOf(registerInput, { ...base, agree: 'false' })).toBe('agreeRequired');
    expect(keyOf(registerInput, { ...base, agree: 'true' })).toBe(null);
  });
});

describe('secondary password (spec §5)', () => {
  it.each([
    ['12345', 'withdrawPasswordInvalid'],
    ['123456', null],
    ['1234567', 'withdrawPasswordInvalid'],
    ['12345a', 'withdrawPasswordInvalid'],
  ])('%s', (pw, key) => {
    expect(keyOf(setWithdrawPasswordInput, { password: pw, confirmPassword: pw, code: '000000' })).toBe(key);
  });
  it('mismatch', () => {
    expect(keyOf(setWithdrawPasswordInput, { password: '123456', confirmPassword: '123457', code: '000000' })).toBe('passwordsInconsistent');
  });
});

describe('birthday and age (spec §5: 18 or older, by calendar date)', () => {
  it('boundaries', () => {
    expect(ageOn('2008-05-20', '2026-05-20')).toBe(18); // the 18th birthday itself
    expect(ageOn('2008-05-21', '2026-05-20')).toBe(17); // 17 years 364 days
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('property: age grows by exactly one on each birthday', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1930-01-01'), max: new Date('2020-12-31'), noInvalidDate: true }), fc.integer({ min: 1, max: 80 }), (d, years) => {
        const birthday = d.toISOString().slice(0, 10);
        if (birthday.endsWith('02-29')) return;
        const anniversary = `${Number(birthday.slice(0, 4)) + years}${birthday.slice(4)}`;
        const dayBefore = new Date(Date.parse(anniversary) - 86_400_000).toISOString().slice(0, 10);
        expect(ageOn(birthday, anniversary)).toBe(years);
        expect(ageOn(birthday, dayBefore)).toBe(years - 1);
      }),
    );
  });

  it('schema: exactly 18 today passes, one day short is underAge, nonsense dates are birthdayInvalid', () => {
    const today = platformToday();
    const [y, m, d] = today.split('-');
    const eighteen = `${Number(y) - 18}-${m}-${d}`;
    if (`${m}-${d}` !== '02-29') expect(keyOf(modifyUserInfoInput, { birthday: eighteen })).toBe(null);
    const next = new Date(Date.parse(`${eighteen}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(keyOf(modifyUserInfoInput, { birthday: next })).toBe('underAge');
    for (const bad of ['2000-02-30', '2000-13-01', '20000101', '1899-12-31']) {
      expect(keyOf(modifyUserInfoInput, { birthday: bad })).toBe('birthdayInvalid');
    }
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
  });
});

describe('real name (spec §5: Chinese, English letters, dot)', () => {
  it.each([
    ['张三', null],
    ['John.Smith', null],
    ['约翰·史密斯', null],
    ['John Smith', 'realNameInvalid'],
    ['张三1', 'realNameInvalid'],
    ['<b>', 'realNameInvalid'],
  ])('%s', (realName, key) => {
    expect(keyOf(modifyUserInfoInput, { realName })).toBe(key);
  });
});

describe('masking (spec §5)', () => {
  it('phone keeps first 3 and last 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('e-mail hides the back half of the local part', () => {
    expect(maskEmail('abcdef@example.com')).toBe('abc***@example.com');
    expect(maskEmail('abcde@x.io')).toBe('ab***@x.io');
    expect(maskEmail('a@x.io')).toBe('*@x.io');
  });
  it('property: masked phone never shows the middle four digits', () => {
    fc.assert(
      fc.property(str(digit, 11, 11), (p) => {
        const m = maskPhone(p);
        expect(m).toHaveLength(11);
        expect(m.slice(3, 7)).toBe('****');
        expect(m.slice(0, 3) + m.slice(7)).toBe(p.slice(0, 3) + p.slice(7));
      }),
    );
  });
});
