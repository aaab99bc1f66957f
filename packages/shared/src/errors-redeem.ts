import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Redemption codes (issue 16; api-contract-wave2.md "Redemption code"), codes 2850-2859 (design.md §4: 2xxx money).
 * Too many failed attempts answer the general 429 `tooFrequent` with `data.retryAfterSeconds` (modules/security).
 */
export const REDEEM_ERRORS = {
  /** No such code (mistyped, or guessed): counts towards the player's and the IP's failure throttle. */
  redeemCodeInvalid: {
    code: ERROR_CODES.redeemCodeInvalid,
    msg: {
      zh: '兑换码无效，请检查后重新输入',
      en: 'This redemption code is not valid, please check it and try again',
      hk: '兌換碼無效，請檢查後重新輸入',
      th: 'โค้ดแลกรางวัลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
      vn: 'Mã đổi thưởng không hợp lệ, vui lòng kiểm tra và thử lại',
      pg: 'Este código de resgate não é válido, verifique-o e tente novamente',
      fp: 'Hindi wasto ang redemption code na ito, pakisuri at subukang muli',
      md: 'Kod tebus ini tidak sah, sila semak dan cuba lagi',
      cny: '兑换码无效，请检查后重新输入',
    },
  },
  /** At or after the batch's expiry. */
  redeemCodeExpired: {
    code: ERROR_CODES.redeemCodeExpired,
    msg: {
      zh: '兑换码已过期',
      en: 'This redemption code has expired',
      hk: '兌換碼已過期',
      th: 'โค้ดแลกรางวัลนี้หมดอายุแล้ว',
      vn: 'Mã đổi thưởng này đã hết hạn',
      pg: 'Este código de resgate expirou',
      fp: 'Nag-expire na ang redemption code na ito',
      md: 'Kod tebus ini telah tamat tempoh',
      cny: '兑换码已过期',
    },
  },
  redeemCodeUsed: {
    code: ERROR_CODES.redeemCodeUsed,
    msg: {
      zh: '兑换码已被使用',
      en: 'This redemption code has already been used',
      hk: '兌換碼已被使用',
      th: 'โค้ดแลกรางวัลนี้ถูกใช้ไปแล้ว',
      vn: 'Mã đổi thưởng này đã được sử dụng',
      pg: 'Este código de resgate já foi utilizado',
      fp: 'Nagamit na ang redemption code na ito',
      md: 'Kod tebus ini telah digunakan',
      cny: '兑换码已被使用',
    },
  },
  /** The operator disabled the code's batch. */
  redeemCodeDisabled: {
    code: ERROR_CODES.redeemCodeDisabled,
    msg: {
      zh: '兑换码已停用',
      en: 'This redemption code is no longer available',
      hk: '兌換碼已停用',
      th: 'โค้ดแลกรางวัลนี้ไม่สามารถใช้ได้แล้ว',
      vn: 'Mã đổi thưởng này không còn khả dụng',
      pg: 'Este código de resgate não está mais disponível',
      fp: 'Hindi na magagamit ang redemption code na ito',
      md: 'Kod tebus ini tidak lagi tersedia',
      cny: '兑换码已停用',
    },
  },
  /** The player's VIP level is below the batch's minimum. */
  redeemVipTooLow: {
    code: ERROR_CODES.redeemVipTooLow,
    msg: {
      zh: '您的VIP等级不足，无法使用此兑换码',
      en: 'Your VIP level is too low for this redemption code',
      hk: '您的VIP等級不足，無法使用此兌換碼',
      th: 'ระดับ VIP ของคุณต่ำเกินไปสำหรับโค้ดแลกรางวัลนี้',
      vn: 'Cấp VIP của bạn chưa đủ để dùng mã đổi thưởng này',
      pg: 'Seu nível VIP é baixo demais para este código de resgate',
      fp: 'Masyadong mababa ang iyong VIP level para sa redemption code na ito',
      md: 'Tahap VIP anda terlalu rendah untuk kod tebus ini',
      cny: '您的VIP等级不足，无法使用此兑换码',
    },
  },
  /** A one-per-player batch of which the player has already redeemed a code. */
  redeemBatchAlreadyRedeemed: {
    code: ERROR_CODES.redeemBatchAlreadyRedeemed,
    msg: {
      zh: '您已领取过本活动的兑换码奖励',
      en: 'You have already redeemed a code of this promotion',
      hk: '您已領取過本活動的兌換碼獎勵',
      th: 'คุณได้แลกโค้ดของโปรโมชันนี้ไปแล้ว',
      vn: 'Bạn đã đổi một mã của khuyến mãi này rồi',
      pg: 'Você já resgatou um código desta promoção',
      fp: 'Nakapag-redeem ka na ng code ng promosyong ito',
      md: 'Anda telah menebus kod promosi ini',
      cny: '您已领取过本活动的兑换码奖励',
    },
  },
  /** A formula batch's code whose bonus is 0.00 for the player now (nothing in its base window): the code stays unused. */
  redeemNothingDue: {
    code: ERROR_CODES.redeemNothingDue,
    msg: {
      zh: '此兑换码按您近期的充值或有效投注计算奖励，目前可得 0 元，兑换码未被使用',
      en: 'This code pays a share of your recent deposits or bets, which comes to 0.00 for now; the code has not been used',
      hk: '此兌換碼按您近期的充值或有效投注計算獎勵，目前可得 0 元，兌換碼未被使用',
      th: 'โค้ดนี้ให้รางวัลตามยอดฝากหรือยอดเดิมพันล่าสุดของคุณ ซึ่งขณะนี้คิดเป็น 0.00 โค้ดยังไม่ถูกใช้',
      vn: 'Mã này thưởng theo khoản nạp hoặc cược gần đây của bạn, hiện được 0.00; mã chưa bị sử dụng',
      pg: 'Este código paga uma parte dos seus depósitos ou apostas recentes, o que dá 0.00 por agora; o código não foi usado',
      fp: 'Ang code na ito ay nagbibigay ng bahagi ng iyong mga kamakailang deposito o taya, na 0.00 sa ngayon; hindi pa nagamit ang code',
      md: 'Kod ini memberi sebahagian daripada deposit atau pertaruhan terkini anda, iaitu 0.00 buat masa ini; kod belum digunakan',
      cny: '此兑换码按您近期的充值或有效投注计算奖励，目前可得 0 元，兑换码未被使用',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
