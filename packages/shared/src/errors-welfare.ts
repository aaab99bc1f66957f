import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * The welfare centre (issue 15; api-contract-wave2.md "Welfare centre"), codes 2500-2599 (design.md §4: 2xxx money),
 * and the operator's job runner (jobs/run). Kept in their own file like errors-money.ts; errors.ts spreads them.
 */
export const WELFARE_ERRORS = {
  /** No such item of the caller's (another player's item reads the same: nothing is revealed). */
  welfareNotFound: {
    code: ERROR_CODES.welfareNotFound,
    msg: {
      zh: '福利不存在',
      en: 'This reward does not exist',
      hk: '福利不存在',
      th: 'ไม่พบสวัสดิการนี้',
      vn: 'Phúc lợi này không tồn tại',
      pg: 'Esta recompensa não existe',
      fp: 'Walang ganitong gantimpala',
      md: 'Ganjaran ini tidak wujud',
      cny: '福利不存在',
    },
  },
  /** Before opens_at (a weekly red packet opens Saturday 01:00 or 13:00). */
  welfareNotOpen: {
    code: ERROR_CODES.welfareNotOpen,
    msg: {
      zh: '福利尚未开放领取',
      en: 'This reward cannot be received yet',
      hk: '福利尚未開放領取',
      th: 'ยังไม่สามารถรับสวัสดิการนี้ได้',
      vn: 'Chưa thể nhận phúc lợi này',
      pg: 'Esta recompensa ainda não pode ser recebida',
      fp: 'Hindi pa maaaring tanggapin ang gantimpalang ito',
      md: 'Ganjaran ini belum boleh diterima',
      cny: '福利尚未开放领取',
    },
  },
  /** At or after expires_at, whether or not the expiry job has marked it. */
  welfareExpired: {
    code: ERROR_CODES.welfareExpired,
    msg: {
      zh: '福利已过期',
      en: 'This reward has expired',
      hk: '福利已過期',
      th: 'สวัสดิการนี้หมดอายุแล้ว',
      vn: 'Phúc lợi này đã hết hạn',
      pg: 'Esta recompensa expirou',
      fp: 'Nag-expire na ang gantimpalang ito',
      md: 'Ganjaran ini telah tamat tempoh',
      cny: '福利已过期',
    },
  },
  welfareReceived: {
    code: ERROR_CODES.welfareReceived,
    msg: {
      zh: '福利已领取',
      en: 'This reward has already been received',
      hk: '福利已領取',
      th: 'รับสวัสดิการนี้ไปแล้ว',
      vn: 'Phúc lợi này đã được nhận',
      pg: 'Esta recompensa já foi recebida',
      fp: 'Natanggap na ang gantimpalang ito',
      md: 'Ganjaran ini telah diterima',
      cny: '福利已领取',
    },
  },
  /** pending (to be confirmed) or failed: nothing to receive. */
  welfareUnavailable: {
    code: ERROR_CODES.welfareUnavailable,
    msg: {
      zh: '福利暂不可领取',
      en: 'This reward is not available to receive',
      hk: '福利暫不可領取',
      th: 'สวัสดิการนี้ไม่พร้อมให้รับ',
      vn: 'Phúc lợi này hiện không thể nhận',
      pg: 'Esta recompensa não está disponível para recebimento',
      fp: 'Hindi available na tanggapin ang gantimpalang ito',
      md: 'Ganjaran ini tidak tersedia untuk diterima',
      cny: '福利暂不可领取',
    },
  },
  /** jobs/run: no job of that name. */
  jobNotFound: {
    code: ERROR_CODES.jobNotFound,
    msg: {
      zh: '任务不存在',
      en: 'No such job',
      hk: '任務不存在',
      th: 'ไม่พบงานนี้',
      vn: 'Không có tác vụ này',
      pg: 'Tarefa inexistente',
      fp: 'Walang ganitong job',
      md: 'Tiada tugas sedemikian',
      cny: '任务不存在',
    },
  },
  /** jobs/run: a job is never run as of a time still to come. */
  jobTimeInFuture: {
    code: ERROR_CODES.jobTimeInFuture,
    msg: {
      zh: '运行时间不能晚于当前时间',
      en: 'The run time must not be in the future',
      hk: '運行時間不能晚於當前時間',
      th: 'เวลาที่รันต้องไม่อยู่ในอนาคต',
      vn: 'Thời điểm chạy không được ở tương lai',
      pg: 'O horário de execução não pode estar no futuro',
      fp: 'Hindi maaaring nasa hinaharap ang oras ng pagtakbo',
      md: 'Masa larian tidak boleh pada masa hadapan',
      cny: '运行时间不能晚于当前时间',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
