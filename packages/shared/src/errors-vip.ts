import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * VIP errors, codes 2600-2699 (issue 15; spec.md §3, §4). Kept in their own file like errors-games.ts; errors.ts
 * spreads them into ERRORS. An unknown player reuses recordNotFound (1005).
 */
export const VIP_ERRORS = {
  /** vip/level/update: the table would not rise (level 1 needs 0; each level more than the one below, less than the one above). */
  vipLevelOrderInvalid: {
    code: ERROR_CODES.vipLevelOrderInvalid,
    msg: {
      zh: '晋级所需流水必须逐级递增，且VIP1为0',
      en: 'The bet required must rise with each level, and VIP1 must need 0',
      hk: '晉級所需流水必須逐級遞增，且VIP1為0',
      th: 'ยอดเดิมพันที่ต้องการต้องเพิ่มขึ้นตามระดับ และ VIP1 ต้องเป็น 0',
      vn: 'Doanh thu cược yêu cầu phải tăng dần theo cấp, và VIP1 phải là 0',
      pg: 'A aposta exigida deve subir a cada nível, e o VIP1 deve exigir 0',
      fp: 'Dapat tumaas ang kinakailangang taya sa bawat antas, at 0 ang VIP1',
      md: 'Pertaruhan yang diperlukan mesti meningkat setiap tahap, dan VIP1 mesti 0',
      cny: '晋级所需流水必须逐级递增，且VIP1为0',
    },
  },
  /** vip/setLevel to the level the player already holds. */
  vipLevelUnchanged: {
    code: ERROR_CODES.vipLevelUnchanged,
    msg: {
      zh: '该会员已是此VIP等级',
      en: 'The player already holds this VIP level',
      hk: '該會員已是此VIP等級',
      th: 'ผู้เล่นอยู่ในระดับ VIP นี้แล้ว',
      vn: 'Người chơi đã ở cấp VIP này',
      pg: 'O jogador já possui este nível VIP',
      fp: 'Nasa antas ng VIP na ito na ang manlalaro',
      md: 'Pemain sudah berada pada tahap VIP ini',
      cny: '该会员已是此VIP等级',
    },
  },
  /** A percent or multiple of the VIP table that is not a number in range (vip/level/update). */
  vipValueInvalid: {
    code: ERROR_CODES.vipValueInvalid,
    msg: {
      zh: 'VIP表中的数值无效',
      en: 'A value of the VIP table is not valid',
      hk: 'VIP表中的數值無效',
      th: 'ค่าในตาราง VIP ไม่ถูกต้อง',
      vn: 'Một giá trị trong bảng VIP không hợp lệ',
      pg: 'Um valor da tabela VIP não é válido',
      fp: 'Hindi wasto ang isang halaga sa talahanayan ng VIP',
      md: 'Satu nilai dalam jadual VIP tidak sah',
      cny: 'VIP表中的数值无效',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
