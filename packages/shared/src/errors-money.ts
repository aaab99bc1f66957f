import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Money errors, codes 2000-2099 (design.md §4: 2xxx money). Kept in their own file so parallel
 * issues adding other ranges do not edit the same lines; errors.ts spreads them into ERRORS.
 * 2090-2099 are the operator back-office (adjustment targets); a failed operator login answers the
 * player catalogue's `loginFailed` (1113), the same words for the same event.
 */
export const MONEY_ERRORS = {
  insufficientBalance: {
    code: ERROR_CODES.insufficientBalance,
    msg: {
      zh: '转账金额不能大于转出钱包余额',
      en: 'The transfer amount cannot exceed the source balance',
      hk: '轉賬金額不能大於轉出錢包餘額',
      th: 'จำนวนเงินที่โอนต้องไม่เกินยอดเงินในกระเป๋าต้นทาง',
      vn: 'Số tiền chuyển không được vượt quá số dư ví nguồn',
      pg: 'O valor da transferência não pode exceder o saldo de origem',
      fp: 'Hindi maaaring lumampas ang halaga ng transfer sa balanse ng pinagmulan',
      md: 'Jumlah pindahan tidak boleh melebihi baki sumber',
      cny: '转账金额不能大于转出钱包余额',
    },
  },
  invalidAmount: {
    code: ERROR_CODES.invalidAmount,
    msg: {
      zh: '请输入正确的金额',
      en: 'Please enter a valid amount',
      hk: '請輸入正確的金額',
      th: 'กรุณากรอกจำนวนเงินที่ถูกต้อง',
      vn: 'Vui lòng nhập số tiền hợp lệ',
      pg: 'Informe um valor válido',
      fp: 'Pakilagay ang tamang halaga',
      md: 'Sila masukkan jumlah yang sah',
      cny: '请输入正确的金额',
    },
  },
  amountNotWhole: {
    code: ERROR_CODES.amountNotWhole,
    msg: {
      zh: '转账金额必须为整数',
      en: 'Transfer amounts must be whole yuan',
      hk: '轉賬金額必須為整數',
      th: 'จำนวนเงินที่โอนต้องเป็นจำนวนเต็ม',
      vn: 'Số tiền chuyển phải là số nguyên',
      pg: 'O valor da transferência deve ser um número inteiro',
      fp: 'Dapat buong numero ang halaga ng transfer',
      md: 'Jumlah pindahan mestilah nombor bulat',
      cny: '转账金额必须为整数',
    },
  },
  venueToVenue: {
    code: ERROR_CODES.venueToVenue,
    msg: {
      zh: '不支持场馆之间互转，请通过中心钱包转账',
      en: 'Transfers between venues are not supported; use the central wallet',
      hk: '不支援場館之間互轉，請透過中心錢包轉賬',
      th: 'ไม่รองรับการโอนระหว่างค่ายเกม กรุณาโอนผ่านกระเป๋าหลัก',
      vn: 'Không hỗ trợ chuyển giữa các sảnh, vui lòng chuyển qua ví trung tâm',
      pg: 'Transferências entre plataformas não são suportadas; use a carteira central',
      fp: 'Hindi suportado ang transfer sa pagitan ng mga venue; gamitin ang central wallet',
      md: 'Pindahan antara platform tidak disokong; gunakan dompet pusat',
      cny: '不支持场馆之间互转，请通过中心钱包转账',
    },
  },
  venueNotFound: {
    code: ERROR_CODES.venueNotFound,
    msg: {
      zh: '场馆不存在',
      en: 'This venue does not exist',
      hk: '場館不存在',
      th: 'ไม่พบค่ายเกมนี้',
      vn: 'Sảnh này không tồn tại',
      pg: 'Esta plataforma não existe',
      fp: 'Hindi umiiral ang venue na ito',
      md: 'Platform ini tidak wujud',
      cny: '场馆不存在',
    },
  },
  venueMaintenance: {
    code: ERROR_CODES.venueMaintenance,
    msg: {
      zh: '场馆维护中，请稍后再试',
      en: 'This venue is under maintenance, please try again later',
      hk: '場館維護中，請稍後再試',
      th: 'ค่ายเกมนี้กำลังปิดปรับปรุง กรุณาลองใหม่ภายหลัง',
      vn: 'Sảnh đang bảo trì, vui lòng thử lại sau',
      pg: 'Esta plataforma está em manutenção, tente novamente mais tarde',
      fp: 'Nasa maintenance ang venue na ito, pakisubukang muli mamaya',
      md: 'Platform ini dalam penyelenggaraan, sila cuba lagi kemudian',
      cny: '场馆维护中，请稍后再试',
    },
  },
  venueLocked: {
    code: ERROR_CODES.venueLocked,
    msg: {
      zh: '该场馆已锁定，完成流水要求或余额低于5元后方可转出',
      en: 'This venue is locked: transfer out once the turnover requirement is met or the balance is below 5',
      hk: '該場館已鎖定，完成流水要求或餘額低於5元後方可轉出',
      th: 'ค่ายเกมนี้ถูกล็อก โอนออกได้เมื่อทำยอดเทิร์นโอเวอร์ครบหรือยอดเงินต่ำกว่า 5',
      vn: 'Sảnh đã bị khóa: chỉ chuyển ra khi đạt đủ doanh thu cược hoặc số dư dưới 5',
      pg: 'Plataforma bloqueada: transfira quando cumprir o rollover ou o saldo for menor que 5',
      fp: 'Naka-lock ang venue: makakapag-transfer palabas kapag naabot ang turnover o mas mababa sa 5 ang balanse',
      md: 'Platform dikunci: pindah keluar selepas syarat pusing ganti dipenuhi atau baki di bawah 5',
      cny: '该场馆已锁定，完成流水要求或余额低于5元后方可转出',
    },
  },
  idempotencyKeyReused: {
    code: ERROR_CODES.idempotencyKeyReused,
    msg: {
      zh: '该幂等键已用于另一笔不同的请求',
      en: 'This Idempotency-Key was already used for a different request',
      hk: '該冪等鍵已用於另一筆不同的請求',
      th: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นที่ต่างกันแล้ว',
      vn: 'Idempotency-Key này đã được dùng cho một yêu cầu khác',
      pg: 'Esta Idempotency-Key já foi usada em outra solicitação diferente',
      fp: 'Nagamit na ang Idempotency-Key na ito sa ibang kahilingan',
      md: 'Idempotency-Key ini telah digunakan untuk permintaan yang berbeza',
      cny: '该幂等键已用于另一笔不同的请求',
    },
  },
  sameWallet: {
    code: ERROR_CODES.sameWallet,
    msg: {
      zh: '转出和转入钱包不能相同',
      en: 'The source and target wallets must differ',
      hk: '轉出和轉入錢包不能相同',
      th: 'กระเป๋าต้นทางและปลายทางต้องไม่ใช่กระเป๋าเดียวกัน',
      vn: 'Ví nguồn và ví đích phải khác nhau',
      pg: 'As carteiras de origem e destino devem ser diferentes',
      fp: 'Dapat magkaiba ang pinagmulan at patutunguhang wallet',
      md: 'Dompet sumber dan sasaran mestilah berbeza',
      cny: '转出和转入钱包不能相同',
    },
  },
  transferPending: {
    code: ERROR_CODES.transferPending,
    msg: {
      zh: '转账处理中，请稍后查看余额',
      en: 'The transfer is being processed, please check the balance shortly',
      hk: '轉賬處理中，請稍後查看餘額',
      th: 'กำลังดำเนินการโอน กรุณาตรวจสอบยอดเงินในอีกสักครู่',
      vn: 'Giao dịch chuyển đang được xử lý, vui lòng kiểm tra số dư sau',
      pg: 'A transferência está em processamento, verifique o saldo em instantes',
      fp: 'Pinoproseso pa ang transfer, pakitingnan ang balanse mamaya',
      md: 'Pindahan sedang diproses, sila semak baki sebentar lagi',
      cny: '转账处理中，请稍后查看余额',
    },
  },
  venueTransferFailed: {
    code: ERROR_CODES.venueTransferFailed,
    msg: {
      zh: '场馆拒绝了本次转账，资金已退回',
      en: 'The venue refused the transfer; nothing was moved',
      hk: '場館拒絕了本次轉賬，資金已退回',
      th: 'ค่ายเกมปฏิเสธการโอนนี้ ไม่มีการย้ายเงิน',
      vn: 'Sảnh đã từ chối giao dịch chuyển, không có tiền nào bị chuyển',
      pg: 'A plataforma recusou a transferência; nada foi movimentado',
      fp: 'Tinanggihan ng venue ang transfer; walang nailipat',
      md: 'Platform menolak pindahan ini; tiada wang dipindahkan',
      cny: '场馆拒绝了本次转账，资金已退回',
    },
  },
  playerNotFound: {
    code: ERROR_CODES.playerNotFound,
    msg: {
      zh: '会员不存在',
      en: 'This player does not exist',
      hk: '會員不存在',
      th: 'ไม่พบสมาชิกนี้',
      vn: 'Thành viên này không tồn tại',
      pg: 'Este jogador não existe',
      fp: 'Hindi umiiral ang player na ito',
      md: 'Pemain ini tidak wujud',
      cny: '会员不存在',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
