import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes.js';
import { ERRORS, errorMessage } from './errors.js';
import { LANG_CODES, LANGUAGES, parseLang } from './languages.js';

describe('error catalogue (design.md §4)', () => {
  it('every code is unique and every message exists in all nine languages', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [key, entry] of Object.entries(ERRORS)) {
      for (const lang of LANG_CODES) expect(entry.msg[lang], `${key}.${lang}`).toMatch(/\S/);
      expect(Object.keys(entry.msg).sort()).toEqual([...LANG_CODES].sort());
    }
  });

  it('ERROR_CODES names exactly the catalogue entries, with their codes (the one place a code is written)', () => {
    expect(Object.keys(ERROR_CODES).sort()).toEqual(Object.keys(ERRORS).sort());
    for (const [key, entry] of Object.entries(ERRORS)) expect(entry.code, key).toBe(ERROR_CODES[key as keyof typeof ERROR_CODES]);
  });
});

describe('messages with the real wait (issue 12)', () => {
  it('tooFrequent names data.retryAfterSeconds in every language, and keeps the spec text without it', () => {
    for (const lang of LANG_CODES) {
      expect(ERRORS.tooFrequent.withWait[lang], lang).toContain('{retryAfterSeconds}');
      expect(errorMessage('tooFrequent', lang, { retryAfterSeconds: 900 }), lang).toContain('900');
      expect(errorMessage('tooFrequent', lang, { retryAfterSeconds: 900 }), lang).not.toContain('{');
      expect(errorMessage('tooFrequent', lang, null)).toBe(ERRORS.tooFrequent.msg[lang]);
    }
    expect(errorMessage('tooFrequent', 'en', { retryAfterSeconds: 30 })).toBe('Too many attempts, please retry in 30 seconds');
    expect(errorMessage('tooFrequent', 'en', { retryAfterSeconds: 'x' })).toBe('Operation too frequent, please retry in ten seconds');
    expect(errorMessage('loginFailed', 'en', { retryAfterSeconds: 30 })).toBe(ERRORS.loginFailed.msg.en);
  });
});

describe('languages (spec.md §1)', () => {
  it('nine codes, values 1-8 with md and cny sharing 8, default zh', () => {
    expect(LANG_CODES).toEqual(['zh', 'en', 'hk', 'th', 'vn', 'pg', 'fp', 'md', 'cny']);
    expect(LANGUAGES.map((l) => l.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8]);
    expect(parseLang('th')).toBe('th');
    expect(parseLang('TH')).toBe('zh');
    expect(parseLang(undefined)).toBe('zh');
    expect(parseLang(['en'])).toBe('zh');
  });
});
