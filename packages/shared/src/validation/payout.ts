import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import type { ErrorKey } from '../errors.js';
import { REAL_NAME_RE } from './account.js';

/**
 * Payout accounts and withdrawals (spec.md §3, §5, §9; api-contract.md Accounts, Withdraw, Operator
 * API), written once for the server routes and the web forms. As in validation/account.ts, a rule
 * with a message of spec.md §8 reports an issue whose `message` is an error-catalogue key, which
 * `errorKeyOf` finds; other issues fall back to `invalidParams`.
 */

const keyed = (key: ErrorKey) => ({ error: key });

// ——— single rules (pure, for the property tests) ———

/** Luhn (mod 10) checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** spec §5 "bank card number: valid format": 15-19 digits passing the Luhn check (spaces allowed as written on cards). */
export const BANK_CARD_RE = /^\d{15,19}$/;
export function normalizeCardNo(value: string): string {
  return value.replace(/[\s-]/g, '');
}
export function isValidBankCardNo(value: string): boolean {
  const digits = normalizeCardNo(value);
  return BANK_CARD_RE.test(digits) && luhnValid(digits);
}

export const USDT_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type UsdtProtocol = (typeof USDT_PROTOCOLS)[number];
/** spec §5: USDT TRC 'T' + 15-33 letters/digits; ERC '0x' + 15-40. */
export const TRC20_RE = /^T[A-Za-z0-9]{15,33}$/;
export const ERC20_RE = /^0x[A-Za-z0-9]{15,40}$/;
export function addressMatchesProtocol(address: string, protocol: UsdtProtocol): boolean {
  return (protocol === 'TRC20' ? TRC20_RE : ERC20_RE).test(address);
}

/** spec §5: EB account 'eb' + 15-32 letters/digits; KOI account 'kb' + 15-32. */
export const EBPAY_RE = /^eb[A-Za-z0-9]{15,32}$/;
export const KOIPAY_RE = /^kb[A-Za-z0-9]{15,32}$/;
/** Alipay, WeChat and other accounts: a phone, e-mail or account id (4-64 of letters, digits and _ . @ + -). */
export const OTHER_ACCOUNT_RE = /^[A-Za-z0-9_.@+-]{4,64}$/;

/** Aliases the player gives an account: 1-20 characters after trimming (no control characters). */
export const ALIAS_MAX = 20;
export function isValidAlias(value: string): boolean {
  const v = value.trim();
  // eslint-disable-next-line no-control-regex
  return [...v].length >= 1 && [...v].length <= ALIAS_MAX && !/[\u0000-\u001f\u007f]/.test(v);
}

/**
 * spec §5: the cardholder must match the registered real name. Compared after trimming, with the
 * ASCII dot and the Chinese middle dot as one character and English letters without case.
 */
export function namesMatch(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().normalize('NFC').replace(/·/g, '.').toLowerCase();
  return norm(a) === norm(b);
}

/** Own uploads only (/web/upload/uploadFile answers /uploads/<32 hex>.png|jpg). */
export const UPLOAD_URL_RE = /^\/uploads\/[a-f0-9]{32}\.(png|jpg)$/;

/** spec §9: up to 10 bank cards; the same bound applies to each other kind of payout account. */
export const MAX_PAYOUT_ACCOUNTS = 10;

// ——— masking (spec §5: card last 4 digits) ———

/** Bank card: only the last 4 digits shown. */
export function maskCardNo(cardNo: string): string {
  return `${'*'.repeat(Math.max(cardNo.length - 4, 0))}${cardNo.slice(-4)}`;
}

/** Other account numbers and addresses: first 4 and last 4 shown (short ones: first and last). */
export function maskAccount(value: string): string {
  const chars = [...value];
  if (chars.length <= 2) return '*'.repeat(chars.length);
  if (chars.length <= 8) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
  return `${chars.slice(0, 4).join('')}${'*'.repeat(chars.length - 8)}${chars.slice(-4).join('')}`;
}

// ——— field schemas ———

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const aliasField = z.string(keyed('aliasInvalid')).refine(isValidAlias, keyed('aliasInvalid')).transform((v) => v.trim());
export const cardholderField = z.string(keyed('realNameInvalid')).trim().pipe(z.string().regex(REAL_NAME_RE, keyed('realNameInvalid')));
export const cardNoField = z
  .string(keyed('bankCardInvalid'))
  .max(40, keyed('bankCardInvalid'))
  .refine(isValidBankCardNo, keyed('bankCardInvalid'))
  .transform(normalizeCardNo);
const bankAddressField = z.string(keyed('bankAddressInvalid')).trim().min(1, keyed('bankAddressInvalid')).max(100, keyed('bankAddressInvalid'));
export const CARD_TYPES = ['debit', 'credit'] as const;
const qrImageField = z.string(keyed('qrImageInvalid')).regex(UPLOAD_URL_RE, keyed('qrImageInvalid'));

// ——— request schemas: accounts ———

export const bindBankCardInput = z.object({
  cardholder: cardholderField,
  cardType: z.enum(CARD_TYPES),
  bankId: id,
  cardNo: cardNoField,
  address: bankAddressField,
});
/** modify {id, …}: any of the bind fields; the others keep their values. */
export const modifyBankCardInput = z.object({
  id,
  cardholder: cardholderField.optional(),
  cardType: z.enum(CARD_TYPES).optional(),
  bankId: id.optional(),
  cardNo: cardNoField.optional(),
  address: bankAddressField.optional(),
});
export const payoutAccountIdInput = z.object({ id });

export const bindBlockchainInput = z
  .object({
    alias: aliasField,
    address: z.string(keyed('virtualAccountProtocolMismatch')).trim().max(64, keyed('virtualAccountProtocolMismatch')),
    coinType: z.literal('USDT').default('USDT'),
    protocol: z.enum(USDT_PROTOCOLS),
  })
  .superRefine((v, ctx) => {
    // spec §5/§8: "virtual account must match the chosen protocol".
    if (!addressMatchesProtocol(v.address, v.protocol)) ctx.addIssue({ code: 'custom', message: 'virtualAccountProtocolMismatch', path: ['address'] });
  });

export const THIRD_PART_TYPES = ['ebpay', 'koipay', 'alipay', 'wechat', 'other'] as const;
export type ThirdPartType = (typeof THIRD_PART_TYPES)[number];
/** spec §3: Alipay and WeChat accounts carry a payment QR image. */
export const QR_REQUIRED_TYPES: readonly ThirdPartType[] = ['alipay', 'wechat'];

export const bindThirdPartAccountInput = z
  .object({
    type: z.enum(THIRD_PART_TYPES),
    alias: aliasField,
    account: z.string(keyed('accountFormatInvalid')).trim().max(64, keyed('accountFormatInvalid')),
    qrImage: qrImageField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'ebpay' || v.type === 'koipay') {
      if (!(v.type === 'ebpay' ? EBPAY_RE : KOIPAY_RE).test(v.account)) ctx.addIssue({ code: 'custom', message: 'ebKoiAccountInvalid', path: ['account'] });
    } else if (!OTHER_ACCOUNT_RE.test(v.account)) ctx.addIssue({ code: 'custom', message: 'accountFormatInvalid', path: ['account'] });
    if (QR_REQUIRED_TYPES.includes(v.type) && !v.qrImage) ctx.addIssue({ code: 'custom', message: 'qrImageRequired', path: ['qrImage'] });
  });
export const queryThirdPartAccountInput = z.object({ type: z.enum(THIRD_PART_TYPES).optional() });

// ——— withdrawals ———

export const WITHDRAW_METHODS = ['bankCard', 'usdt', 'ebpay', 'koipay'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
/** spec §5: USDT, EBpay and KOIpay open after one successful withdrawal. */
export const METHODS_AFTER_FIRST_WITHDRAWAL: readonly WithdrawMethod[] = ['usdt', 'ebpay', 'koipay'];
export const WITHDRAW_TYPES = ['instant', 'reservation'] as const;
/** spec §9: reservation slots in platform time (Asia/Shanghai). Their extra rates are data (withdraw_slots). */
export const WITHDRAW_SLOTS = ['0-6', '6-12', '12-18', '18-24'] as const;
export type WithdrawSlot = (typeof WITHDRAW_SLOTS)[number];
export const WITHDRAW_STATUSES = ['under_review', 'scheduled', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

export const withdrawInput = z
  .object({
    method: z.enum(WITHDRAW_METHODS),
    accountId: id,
    /** Raw: the server parses it with toMinor so each refusal gets its money code (2001/2002). */
    amount: z.union([z.string().max(40), z.number()]),
    withdrawPassword: z.string(keyed('withdrawPasswordWrong')).max(64, keyed('withdrawPasswordWrong')),
    type: z.enum(WITHDRAW_TYPES),
    slot: z.enum(WITHDRAW_SLOTS, keyed('reservationSlotInvalid')).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'reservation' && !v.slot) ctx.addIssue({ code: 'custom', message: 'reservationSlotInvalid', path: ['slot'] });
    // An instant withdrawal has no slot: one sent anyway is a client error, not silently dropped.
    if (v.type === 'instant' && v.slot) ctx.addIssue({ code: 'custom', message: 'slot is only for type reservation', path: ['slot'] });
  });
export type WithdrawInput = z.infer<typeof withdrawInput>;

const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const adminWithdrawListInput = z.object({
  status: z.enum(WITHDRAW_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const adminWithdrawApproveInput = z.object({ orderNo });
export const adminWithdrawRejectInput = z.object({ orderNo, reason: z.string().trim().min(1).max(200) });
