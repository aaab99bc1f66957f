import { MAX_IMAGE_BYTES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { liveAmountProblem } from '../../components/form/amount-field';
import type { PaymentMethod } from './api/deposit';
import { safePayUrl } from './links';
import { checkAmount, checkDeposit, checkVoucherFile, clockText, limitText, quickAmounts, secondsLeft, stepOf } from './rules';

const bank: PaymentMethod = {
  id: 1,
  type: 'bankTransfer',
  name: 'Bank transfer',
  currency: 'CNY',
  minAmount: '100.00',
  maxAmount: '3000.00',
  needVoucher: true,
  needDepositorName: true,
};
const usdt: PaymentMethod = {
  id: 3,
  type: 'blockchain',
  name: 'Blockchain',
  currency: 'USDT',
  minAmount: '100.000000',
  maxAmount: '1000000.000000',
  needVoucher: false,
  needDepositorName: false,
  protocols: ['TRC20', 'ERC20'],
  coinTypes: ['USDT'],
  exchangeRate: '7.20',
};

describe('deposit amount (spec.md §5: min 100, max 3000 bank / 1,000,000 virtual)', () => {
  it('requires an amount (spec.md §8 "please enter the amount")', () => {
    expect(checkAmount(bank, '')).toBe('required');
    expect(checkAmount(bank, '  ')).toBe('required');
  });
  it('refuses what is not an amount, and zero', () => {
    expect(checkAmount(bank, 'abc')).toBe('invalid');
    expect(checkAmount(bank, '0')).toBe('invalid');
    expect(checkAmount(bank, '100.001')).toBe('invalid');
  });
  it('checks both sides of each limit in minor units', () => {
    expect(checkAmount(bank, '99.99')).toBe('belowMin');
    expect(checkAmount(bank, '100')).toBeNull();
    expect(checkAmount(bank, '3000')).toBeNull();
    expect(checkAmount(bank, '3000.01')).toBe('aboveMax');
    expect(checkAmount(usdt, '99.999999')).toBe('belowMin');
    expect(checkAmount(usdt, '1000000')).toBeNull();
    expect(checkAmount(usdt, '1000000.000001')).toBe('aboveMax');
  });
});

describe('deposit form', () => {
  it('needs the depositor name when the method does, in the real-name format', () => {
    expect(checkDeposit(bank, { amount: '200', depositorName: '', protocol: undefined })).toEqual([{ field: 'depositorName', error: 'nameRequired' }]);
    expect(checkDeposit(bank, { amount: '200', depositorName: 'x1', protocol: undefined })).toEqual([{ field: 'depositorName', error: 'nameInvalid' }]);
    expect(checkDeposit(bank, { amount: '200', depositorName: '张三', protocol: undefined })).toEqual([]);
    expect(checkDeposit(bank, { amount: '200', depositorName: 'Li.Ming', protocol: undefined })).toEqual([]);
  });
  it('needs a protocol when the method offers several', () => {
    expect(checkDeposit(usdt, { amount: '200', depositorName: '', protocol: undefined })).toEqual([{ field: 'protocol', error: 'protocol' }]);
    expect(checkDeposit(usdt, { amount: '200', depositorName: '', protocol: 'TRC20' })).toEqual([]);
    expect(checkDeposit({ ...usdt, protocols: ['TRC20'] }, { amount: '200', depositorName: '', protocol: undefined })).toEqual([]);
  });
  it('reports every field at once', () => {
    expect(checkDeposit(bank, { amount: '', depositorName: '', protocol: undefined }).map((e) => e.field)).toEqual(['depositorName', 'amount']);
  });
});

describe('quick amounts and limits', () => {
  it('offers round amounts inside the limits only', () => {
    expect(quickAmounts(bank)).toEqual(['100', '200', '300', '500', '1000', '2000']);
    expect(quickAmounts({ ...bank, minAmount: '500.00' })).toEqual(['500', '1000', '2000', '3000']);
    expect(quickAmounts(usdt).every((a) => Number(a) >= 100 && Number(a) <= 1_000_000)).toBe(true);
    expect(quickAmounts({ ...bank, minAmount: '4000.00', maxAmount: '4500.00' })).toEqual([]);
  });
  it('shows limits without needless decimals, grouped', () => {
    expect(limitText('100.00', 'CNY')).toBe('100');
    expect(limitText('3000.00', 'CNY')).toBe('3,000');
    expect(limitText('1000000.000000', 'USDT')).toBe('1,000,000');
    expect(limitText('100.50', 'CNY')).toBe('100.50');
  });
  it('never rewrites what is typed: a problem is said at once, an unfinished amount waits (issue 24)', () => {
    expect(liveAmountProblem('100.5', { whole: true })).toBe('notWhole');
    expect(liveAmountProblem('100.567')).toBe('tooManyPlaces');
    expect(liveAmountProblem('12a3')).toBe('notNumber');
    expect(liveAmountProblem('-1')).toBe('negative');
    expect(liveAmountProblem('30.')).toBeNull();
    expect(liveAmountProblem('')).toBeNull();
    expect(liveAmountProblem('100.56')).toBeNull();
    expect(liveAmountProblem('0.000001', { currency: 'USDT' })).toBeNull();
  });
});

describe('vouchers (spec.md §5: png/jpg/jpeg, at most 15 MB)', () => {
  it('accepts png, jpg and jpeg up to 15 MB', () => {
    expect(checkVoucherFile({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkVoucherFile({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkVoucherFile({ name: 'a.jpeg', type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it('refuses other types and bigger files', () => {
    expect(checkVoucherFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkVoucherFile({ name: 'a.png', type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkVoucherFile({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });
});

describe('order steps (spec.md §4: submit order, await payment, upload voucher, order complete)', () => {
  it('follows the order', () => {
    const offline = ['submit', 'pay', 'voucher', 'done'];
    expect(stepOf('awaiting_payment', false)).toEqual({ steps: offline, current: 1, state: 'process' });
    expect(stepOf('awaiting_payment', true)).toEqual({ steps: offline, current: 2, state: 'process' });
    expect(stepOf('under_review', true)).toEqual({ steps: offline, current: 3, state: 'process' });
    expect(stepOf('completed', true)).toEqual({ steps: offline, current: 3, state: 'finish' });
    expect(stepOf('rejected', true)).toEqual({ steps: offline, current: 3, state: 'error' });
    expect(stepOf('cancelled', false)).toEqual({ steps: offline, current: 1, state: 'error' });
    expect(stepOf('expired', false)).toEqual({ steps: offline, current: 1, state: 'error' });
  });
  it('gives an online order no voucher step (issue 13)', () => {
    const online = ['submit', 'pay', 'done'];
    expect(stepOf('awaiting_payment', false, true)).toEqual({ steps: online, current: 1, state: 'process' });
    expect(stepOf('completed', false, true)).toEqual({ steps: online, current: 2, state: 'finish' });
    expect(stepOf('expired', false, true)).toEqual({ steps: online, current: 1, state: 'error' });
    expect(stepOf('cancelled', false, true)).toEqual({ steps: online, current: 1, state: 'error' });
  });
  it('counts down to expiresAt', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(secondsLeft('2026-01-01T00:30:00Z', now)).toBe(1800);
    expect(secondsLeft('2025-12-31T23:00:00Z', now)).toBe(0);
    expect(clockText(1800)).toBe('30:00');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(3723)).toBe('1:02:03');
  });
});

describe('pay page URL', () => {
  it('frames our paths and http(s) pages only', () => {
    expect(safePayUrl('/sandbox/gateway/D1')).toBe('/sandbox/gateway/D1');
    expect(safePayUrl('https://pay.example/x?y=1')).toBe('https://pay.example/x?y=1');
    expect(safePayUrl('//evil.example/x')).toBeNull();
    expect(safePayUrl('javascript:alert(1)')).toBeNull();
    expect(safePayUrl('data:text/html,hi')).toBeNull();
    expect(safePayUrl(null)).toBeNull();
  });
});
