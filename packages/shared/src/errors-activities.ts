import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Offers (activities, issue 16), codes 2800-2849: one error per failed eligibility condition (the same keys are the
 * stable `reason` of an offer's detail, ACTIVITY_REASONS), and the operator's review and editor errors.
 */
export const ACTIVITIES_ERRORS = {
  /** No such offer (or not published). */
  activityNotFound: {
    code: ERROR_CODES.activityNotFound,
    msg: {
      zh: '活动不存在',
      en: 'This offer does not exist',
      hk: '活動不存在',
      th: 'ไม่พบโปรโมชั่นนี้',
      vn: 'Ưu đãi này không tồn tại',
      pg: 'Esta oferta não existe',
      fp: 'Walang ganitong alok',
      md: 'Tawaran ini tidak wujud',
      cny: '活动不存在',
    },
  },
  /** Before the offer's start. */
  activityNotStarted: {
    code: ERROR_CODES.activityNotStarted,
    msg: {
      zh: '活动尚未开始',
      en: 'This offer has not started yet',
      hk: '活動尚未開始',
      th: 'โปรโมชั่นนี้ยังไม่เริ่ม',
      vn: 'Ưu đãi này chưa bắt đầu',
      pg: 'Esta oferta ainda não começou',
      fp: 'Hindi pa nagsisimula ang alok na ito',
      md: 'Tawaran ini belum bermula',
      cny: '活动尚未开始',
    },
  },
  /** At or after the offer's end. */
  activityEnded: {
    code: ERROR_CODES.activityEnded,
    msg: {
      zh: '活动已结束',
      en: 'This offer has ended',
      hk: '活動已結束',
      th: 'โปรโมชั่นนี้สิ้นสุดแล้ว',
      vn: 'Ưu đãi này đã kết thúc',
      pg: 'Esta oferta terminou',
      fp: 'Natapos na ang alok na ito',
      md: 'Tawaran ini telah tamat',
      cny: '活动已结束',
    },
  },
  /** An information-only offer: nothing to apply for. */
  activityNotApplicable: {
    code: ERROR_CODES.activityNotApplicable,
    msg: {
      zh: '该活动无需申请',
      en: 'This offer needs no application',
      hk: '該活動無需申請',
      th: 'โปรโมชั่นนี้ไม่ต้องสมัคร',
      vn: 'Ưu đãi này không cần đăng ký',
      pg: 'Esta oferta não precisa de inscrição',
      fp: 'Hindi kailangang mag-apply sa alok na ito',
      md: 'Tawaran ini tidak memerlukan permohonan',
      cny: '该活动无需申请',
    },
  },
  /** Registered longer ago than the offer's new-user window. */
  activityNewUsersOnly: {
    code: ERROR_CODES.activityNewUsersOnly,
    msg: {
      zh: '该活动仅限新用户参与',
      en: 'This offer is for new members only',
      hk: '該活動僅限新用戶參與',
      th: 'โปรโมชั่นนี้สำหรับสมาชิกใหม่เท่านั้น',
      vn: 'Ưu đãi này chỉ dành cho thành viên mới',
      pg: 'Esta oferta é apenas para novos membros',
      fp: 'Para sa mga bagong miyembro lamang ang alok na ito',
      md: 'Tawaran ini untuk ahli baharu sahaja',
      cny: '该活动仅限新用户参与',
    },
  },
  /** The player's VIP level is outside the offer's levels. */
  activityVipLevel: {
    code: ERROR_CODES.activityVipLevel,
    msg: {
      zh: '您的VIP等级不符合活动要求',
      en: 'Your VIP level does not qualify for this offer',
      hk: '您的VIP等級不符合活動要求',
      th: 'ระดับ VIP ของคุณไม่ตรงตามเงื่อนไขของโปรโมชั่นนี้',
      vn: 'Cấp VIP của bạn không đủ điều kiện cho ưu đãi này',
      pg: 'Seu nível VIP não se qualifica para esta oferta',
      fp: 'Hindi kwalipikado ang iyong VIP level para sa alok na ito',
      md: 'Tahap VIP anda tidak layak untuk tawaran ini',
      cny: '您的VIP等级不符合活动要求',
    },
  },
  /** A first-deposit offer: no deposit yet, or the first deposit was made outside the offer's window. */
  activityFirstDepositOnly: {
    code: ERROR_CODES.activityFirstDepositOnly,
    msg: {
      zh: '该活动仅限活动期间的首次存款',
      en: 'This offer is for a first deposit made during the offer only',
      hk: '該活動僅限活動期間的首次存款',
      th: 'โปรโมชั่นนี้สำหรับการฝากครั้งแรกระหว่างโปรโมชั่นเท่านั้น',
      vn: 'Ưu đãi này chỉ dành cho lần nạp đầu tiên trong thời gian ưu đãi',
      pg: 'Esta oferta é apenas para o primeiro depósito feito durante a oferta',
      fp: 'Para lamang sa unang deposito na ginawa habang may alok',
      md: 'Tawaran ini hanya untuk deposit pertama semasa tempoh tawaran',
      cny: '该活动仅限活动期间的首次存款',
    },
  },
  /** Deposits in the offer's window below its minimum. */
  activityDepositTooLow: {
    code: ERROR_CODES.activityDepositTooLow,
    msg: {
      zh: '活动期间存款金额未达到要求',
      en: 'Your deposits during the offer have not reached the required amount',
      hk: '活動期間存款金額未達到要求',
      th: 'ยอดฝากระหว่างโปรโมชั่นยังไม่ถึงที่กำหนด',
      vn: 'Số tiền nạp trong thời gian ưu đãi chưa đạt yêu cầu',
      pg: 'Seus depósitos durante a oferta não atingiram o valor exigido',
      fp: 'Hindi pa naaabot ng iyong mga deposito habang may alok ang kinakailangang halaga',
      md: 'Deposit anda semasa tawaran belum mencapai jumlah yang diperlukan',
      cny: '活动期间存款金额未达到要求',
    },
  },
  /** Valid bets in the offer's window below its minimum. */
  activityValidBetTooLow: {
    code: ERROR_CODES.activityValidBetTooLow,
    msg: {
      zh: '活动期间有效投注未达到要求',
      en: 'Your valid bets during the offer have not reached the required amount',
      hk: '活動期間有效投注未達到要求',
      th: 'ยอดเดิมพันที่มีผลระหว่างโปรโมชั่นยังไม่ถึงที่กำหนด',
      vn: 'Cược hợp lệ trong thời gian ưu đãi chưa đạt yêu cầu',
      pg: 'Suas apostas válidas durante a oferta não atingiram o valor exigido',
      fp: 'Hindi pa naaabot ng iyong mga valid na taya habang may alok ang kinakailangang halaga',
      md: 'Pertaruhan sah anda semasa tawaran belum mencapai jumlah yang diperlukan',
      cny: '活动期间有效投注未达到要求',
    },
  },
  /** Transfers into the offer's venue in its window below the minimum (the deposit-rebate offer). */
  activityTransferTooLow: {
    code: ERROR_CODES.activityTransferTooLow,
    msg: {
      zh: '活动期间净转入指定场馆（转入减转出）且仍留在场馆内的金额未达到要求',
      en: "The money you moved into the offer's venue during the offer (in less out, and still there) has not reached the required amount",
      hk: '活動期間淨轉入指定場館（轉入減轉出）且仍留在場館內的金額未達到要求',
      th: 'ยอดโอนสุทธิเข้าค่ายเกมที่กำหนดระหว่างโปรโมชั่น (โอนเข้าหักโอนออก และยังคงอยู่ในค่ายเกม) ยังไม่ถึงที่กำหนด',
      vn: 'Số tiền chuyển ròng vào sảnh chỉ định trong thời gian ưu đãi (chuyển vào trừ chuyển ra, và vẫn còn trong sảnh) chưa đạt yêu cầu',
      pg: 'O valor líquido transferido para o local da oferta durante a oferta (entradas menos saídas, e ainda lá) não atingiu o exigido',
      fp: 'Hindi pa naaabot ng netong pera na inilipat mo sa venue ng alok habang may alok (pasok bawas labas, at naroon pa) ang kinakailangang halaga',
      md: 'Jumlah bersih yang anda pindahkan ke venue tawaran semasa tawaran (masuk tolak keluar, dan masih di sana) belum mencapai jumlah yang diperlukan',
      cny: '活动期间净转入指定场馆（转入减转出）且仍留在场馆内的金额未达到要求',
    },
  },
  /** A ratio bonus whose deposits or valid bets of the window have already earned another bonus (issue 23 finding 4). */
  activityBaseUsed: {
    code: ERROR_CODES.activityBaseUsed,
    msg: {
      zh: '您在活动期间的存款或有效投注已用于领取其他优惠',
      en: 'The deposits or bets this offer counts have already earned you another bonus',
      hk: '您在活動期間的存款或有效投注已用於領取其他優惠',
      th: 'เงินฝากหรือยอดเดิมพันที่โปรโมชั่นนี้นับ ได้ถูกใช้รับโบนัสอื่นไปแล้ว',
      vn: 'Khoản nạp hoặc cược mà ưu đãi này tính đã được dùng để nhận một khoản thưởng khác',
      pg: 'Os depósitos ou apostas que esta oferta conta já lhe renderam outro bônus',
      fp: 'Ang mga deposito o taya na binibilang ng alok na ito ay nakakuha na ng ibang bonus',
      md: 'Deposit atau pertaruhan yang dikira oleh tawaran ini telah memberi anda bonus lain',
      cny: '您在活动期间的存款或有效投注已用于领取其他优惠',
    },
  },
  /** A once-per-player offer the player has already applied for (pending or approved). */
  activityAlreadyApplied: {
    code: ERROR_CODES.activityAlreadyApplied,
    msg: {
      zh: '您已申请过该活动',
      en: 'You have already applied for this offer',
      hk: '您已申請過該活動',
      th: 'คุณได้สมัครโปรโมชั่นนี้แล้ว',
      vn: 'Bạn đã đăng ký ưu đãi này rồi',
      pg: 'Você já se inscreveu nesta oferta',
      fp: 'Nakapag-apply ka na sa alok na ito',
      md: 'Anda telah memohon tawaran ini',
      cny: '您已申请过该活动',
    },
  },
  /** A once-per-day offer the player has already applied for this platform day. */
  activityAppliedToday: {
    code: ERROR_CODES.activityAppliedToday,
    msg: {
      zh: '您今天已申请过该活动，请明天再来',
      en: 'You have already applied for this offer today, please come back tomorrow',
      hk: '您今天已申請過該活動，請明天再來',
      th: 'วันนี้คุณสมัครโปรโมชั่นนี้แล้ว กรุณากลับมาใหม่พรุ่งนี้',
      vn: 'Hôm nay bạn đã đăng ký ưu đãi này, vui lòng quay lại vào ngày mai',
      pg: 'Você já se inscreveu nesta oferta hoje, volte amanhã',
      fp: 'Nakapag-apply ka na sa alok na ito ngayong araw, bumalik bukas',
      md: 'Anda telah memohon tawaran ini hari ini, sila kembali esok',
      cny: '您今天已申请过该活动，请明天再来',
    },
  },
  /** Operator: no such application. */
  activityApplyNotFound: {
    code: ERROR_CODES.activityApplyNotFound,
    msg: {
      zh: '申请记录不存在',
      en: 'This application does not exist',
      hk: '申請記錄不存在',
      th: 'ไม่พบใบสมัครนี้',
      vn: 'Đơn đăng ký này không tồn tại',
      pg: 'Esta inscrição não existe',
      fp: 'Walang ganitong aplikasyon',
      md: 'Permohonan ini tidak wujud',
      cny: '申请记录不存在',
    },
  },
  /** Operator: the application was already approved or rejected. */
  activityApplyReviewed: {
    code: ERROR_CODES.activityApplyReviewed,
    msg: {
      zh: '该申请已审核',
      en: 'This application has already been reviewed',
      hk: '該申請已審核',
      th: 'ใบสมัครนี้ได้รับการตรวจสอบแล้ว',
      vn: 'Đơn đăng ký này đã được duyệt',
      pg: 'Esta inscrição já foi analisada',
      fp: 'Nasuri na ang aplikasyong ito',
      md: 'Permohonan ini telah disemak',
      cny: '该申请已审核',
    },
  },
  /** Operator: an offer that cannot be saved (end before start, a title missing in a language, a venue that does not exist, a ratio without a maximum). */
  activityConfigInvalid: {
    code: ERROR_CODES.activityConfigInvalid,
    msg: {
      zh: '活动配置无效',
      en: "The offer's settings are not valid",
      hk: '活動配置無效',
      th: 'การตั้งค่าโปรโมชั่นไม่ถูกต้อง',
      vn: 'Cấu hình ưu đãi không hợp lệ',
      pg: 'As configurações da oferta não são válidas',
      fp: 'Hindi wasto ang mga setting ng alok',
      md: 'Tetapan tawaran tidak sah',
      cny: '活动配置无效',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
