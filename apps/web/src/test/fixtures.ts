/**
 * Complete answers for screen-test stubs, shaped as the server sends them (test/contract.ts checks every stub
 * against the shared response schemas): a test overrides only the fields it is about.
 */
import type { UserInfo } from '../features/account/api/types';
import type { DepositOrder } from '../features/deposit/api/deposit';

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 1,
    username: 'tester',
    realName: null,
    sex: null,
    birthday: null,
    phone: null,
    email: null,
    avatar: null,
    vipLevel: 0,
    inviteCode: 'ABCDEFGH',
    isAgent: false,
    phoneBound: false,
    emailBound: false,
    hasWithdrawPassword: false,
    profileConfirmed: false,
    language: 'en',
    registeredAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** getRechargeOrderInfo of one order (an offline bank transfer awaiting payment unless overridden). */
export function depositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D100',
    status: 'awaiting_payment',
    amount: '200.00',
    currency: 'CNY',
    creditAmount: '200.00',
    method: 'Bank transfer',
    methodId: 1,
    methodType: 'bankTransfer',
    depositorName: null,
    coinType: null,
    protocol: null,
    vouchers: [],
    account: {},
    createdAt: '2026-11-01T00:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
    remainingCancellations: 5,
    ...overrides,
  };
}
