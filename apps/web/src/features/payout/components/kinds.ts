/**
 * The kinds of payout account of account management (spec.md §2, §3), the screen that adds each, and how the
 * withdraw methods (api-contract.md Withdraw) map onto them.
 */
import type { ThirdPartType, WithdrawMethod } from '@app/shared';
import { PATHS, type RouteName } from '../../../app/paths';

export const ACCOUNT_KINDS = ['bank', 'usdt', 'ebpay', 'koipay', 'alipay', 'wechat', 'other'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export function isAccountKind(value: unknown): value is AccountKind {
  return typeof value === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(value);
}

export const ADD_ROUTE: Record<AccountKind, RouteName> = {
  bank: 'addBankCards',
  usdt: 'addVirtualCoin',
  ebpay: 'addEBPayAcount',
  koipay: 'addKOIpayAcount',
  alipay: 'addAlipay',
  wechat: 'addWX',
  other: 'addThreeAcount',
};

/** Third-party kinds as the server names them (userThirdPartAccount type). */
export const THIRD_PART_KIND: Partial<Record<AccountKind, ThirdPartType>> = {
  ebpay: 'ebpay',
  koipay: 'koipay',
  alipay: 'alipay',
  wechat: 'wechat',
  other: 'other',
};

/** The account kind a withdraw method pays to. */
export const METHOD_KIND: Record<WithdrawMethod, AccountKind> = { bankCard: 'bank', usdt: 'usdt', ebpay: 'ebpay', koipay: 'koipay' };

/** spec.md §5 masking: a masked card number (server: `************1234`) shown in groups, last 4 digits visible. */
export function cardTail(masked: string): string {
  return `**** **** **** ${masked.slice(-4)}`;
}

/** The account detail screen (bankDetail) of one bound account. */
export function detailPath(row: { kind: AccountKind; id: number }): string {
  return `${PATHS.bankDetail}?kind=${row.kind}&id=${row.id}`;
}
