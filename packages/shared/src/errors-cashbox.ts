import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * The cashbox (issue 16; api-contract-wave2.md "Cashbox"), codes 2870-2899 (design.md §4: 2xxx money). Kept in
 * their own file like errors-welfare.ts; errors.ts spreads them. A switch in above the central balance answers the
 * ledger's insufficientBalance.
 */
export const CASHBOX_ERRORS = {
  /** A switch into the cashbox below the setting cashbox_min_amount; data carries `minAmount`. */
  cashboxBelowMinimum: {
    code: ERROR_CODES.cashboxBelowMinimum,
    msg: {
      zh: '转入金额低于保险箱最低金额',
      en: 'The amount is below the cashbox minimum',
      hk: '轉入金額低於保險箱最低金額',
      th: 'จำนวนเงินต่ำกว่าขั้นต่ำของตู้เซฟ',
      vn: 'Số tiền thấp hơn mức tối thiểu của két sắt',
      pg: 'O valor está abaixo do mínimo do cofre',
      fp: 'Mas mababa ang halaga sa minimum ng cashbox',
      md: 'Jumlah di bawah minimum peti wang',
      cny: '转入金额低于保险箱最低金额',
    },
  },
  /** A switch out of the cashbox above its balance. */
  cashboxInsufficient: {
    code: ERROR_CODES.cashboxInsufficient,
    msg: {
      zh: '保险箱余额不足',
      en: 'Not enough money in the cashbox',
      hk: '保險箱餘額不足',
      th: 'ยอดเงินในตู้เซฟไม่เพียงพอ',
      vn: 'Số dư trong két sắt không đủ',
      pg: 'Saldo insuficiente no cofre',
      fp: 'Kulang ang pera sa cashbox',
      md: 'Baki peti wang tidak mencukupi',
      cny: '保险箱余额不足',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
