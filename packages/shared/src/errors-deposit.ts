import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Deposit (cashier) errors, codes 2100-2199 (design.md §4: 2xxx money). Own file, spread into
 * ERRORS by errors.ts, so the withdrawal range can grow in parallel. "Bind phone first" reuses
 * `bindPhoneFirst` (3001) and bad amounts reuse `invalidAmount` (2001).
 */
export const DEPOSIT_ERRORS = {
  depositOrderOpen: {
    code: ERROR_CODES.depositOrderOpen,
    // spec.md §8: "You have an order not yet verified (contact service)".
    msg: {
      zh: '您有一笔订单尚未审核，请完成或联系客服',
      en: 'You have an order not yet verified; finish it or contact customer service',
      hk: '您有一筆訂單尚未審核，請完成或聯絡客服',
      th: 'คุณมีคำสั่งซื้อที่ยังไม่ได้รับการตรวจสอบ กรุณาดำเนินการให้เสร็จหรือติดต่อฝ่ายบริการลูกค้า',
      vn: 'Bạn có một đơn hàng chưa được xác minh, vui lòng hoàn tất hoặc liên hệ chăm sóc khách hàng',
      pg: 'Você tem um pedido ainda não verificado; conclua-o ou contate o atendimento',
      fp: 'May order ka na hindi pa nabe-verify; tapusin ito o makipag-ugnayan sa customer service',
      md: 'Anda mempunyai pesanan yang belum disahkan; selesaikan atau hubungi khidmat pelanggan',
      cny: '您有一笔订单尚未审核，请完成或联系客服',
    },
  },
  voucherRequired: {
    code: ERROR_CODES.voucherRequired,
    // spec.md §8: "please upload the payment voucher".
    msg: {
      zh: '请上传支付凭证',
      en: 'Please upload the payment voucher',
      hk: '請上傳支付憑證',
      th: 'กรุณาอัปโหลดหลักฐานการชำระเงิน',
      vn: 'Vui lòng tải lên chứng từ thanh toán',
      pg: 'Envie o comprovante de pagamento',
      fp: 'Paki-upload ang patunay ng pagbabayad',
      md: 'Sila muat naik baucar pembayaran',
      cny: '请上传支付凭证',
    },
  },
  depositBelowMin: {
    code: ERROR_CODES.depositBelowMin,
    msg: {
      zh: '存款金额低于该方式的最低限额',
      en: 'The amount is below the minimum for this deposit method',
      hk: '存款金額低於該方式的最低限額',
      th: 'จำนวนเงินต่ำกว่าขั้นต่ำของช่องทางฝากเงินนี้',
      vn: 'Số tiền thấp hơn mức tối thiểu của phương thức nạp này',
      pg: 'O valor está abaixo do mínimo deste método de depósito',
      fp: 'Mas mababa ang halaga sa minimum ng paraan ng deposito na ito',
      md: 'Jumlah di bawah minimum kaedah deposit ini',
      cny: '存款金额低于该方式的最低限额',
    },
  },
  depositAboveMax: {
    code: ERROR_CODES.depositAboveMax,
    msg: {
      zh: '存款金额高于该方式的最高限额',
      en: 'The amount is above the maximum for this deposit method',
      hk: '存款金額高於該方式的最高限額',
      th: 'จำนวนเงินสูงกว่าขั้นสูงสุดของช่องทางฝากเงินนี้',
      vn: 'Số tiền vượt quá mức tối đa của phương thức nạp này',
      pg: 'O valor está acima do máximo deste método de depósito',
      fp: 'Lampas ang halaga sa maximum ng paraan ng deposito na ito',
      md: 'Jumlah melebihi maksimum kaedah deposit ini',
      cny: '存款金额高于该方式的最高限额',
    },
  },
  paymentMethodUnavailable: {
    code: ERROR_CODES.paymentMethodUnavailable,
    msg: {
      zh: '该存款方式暂不可用',
      en: 'This deposit method is not available',
      hk: '該存款方式暫不可用',
      th: 'ช่องทางฝากเงินนี้ไม่พร้อมใช้งาน',
      vn: 'Phương thức nạp tiền này hiện không khả dụng',
      pg: 'Este método de depósito não está disponível',
      fp: 'Hindi available ang paraan ng deposito na ito',
      md: 'Kaedah deposit ini tidak tersedia',
      cny: '该存款方式暂不可用',
    },
  },
  depositOrderNotFound: {
    code: ERROR_CODES.depositOrderNotFound,
    msg: {
      zh: '存款订单不存在',
      en: 'This deposit order does not exist',
      hk: '存款訂單不存在',
      th: 'ไม่พบคำสั่งฝากเงินนี้',
      vn: 'Đơn nạp tiền này không tồn tại',
      pg: 'Este pedido de depósito não existe',
      fp: 'Hindi umiiral ang order ng deposito na ito',
      md: 'Pesanan deposit ini tidak wujud',
      cny: '存款订单不存在',
    },
  },
  depositOrderClosed: {
    code: ERROR_CODES.depositOrderClosed,
    msg: {
      zh: '订单当前状态不允许此操作',
      en: 'This order can no longer be changed this way',
      hk: '訂單當前狀態不允許此操作',
      th: 'ไม่สามารถดำเนินการนี้กับคำสั่งซื้อในสถานะปัจจุบันได้',
      vn: 'Không thể thực hiện thao tác này với trạng thái hiện tại của đơn',
      pg: 'Este pedido não pode mais ser alterado desta forma',
      fp: 'Hindi na mababago ang order na ito sa ganitong paraan',
      md: 'Pesanan ini tidak lagi boleh diubah dengan cara ini',
      cny: '订单当前状态不允许此操作',
    },
  },
  cancelLimitReached: {
    code: ERROR_CODES.cancelLimitReached,
    msg: {
      zh: '今日取消次数已用完',
      en: 'You have no order cancellations left today',
      hk: '今日取消次數已用完',
      th: 'วันนี้คุณใช้สิทธิ์ยกเลิกคำสั่งซื้อครบแล้ว',
      vn: 'Hôm nay bạn đã hết lượt hủy đơn',
      pg: 'Você não tem mais cancelamentos de pedido hoje',
      fp: 'Wala ka nang natitirang pagkansela ng order ngayong araw',
      md: 'Anda tiada baki pembatalan pesanan hari ini',
      cny: '今日取消次数已用完',
    },
  },
  voucherInvalid: {
    code: ERROR_CODES.voucherInvalid,
    msg: {
      zh: '凭证图片无效，请重新上传',
      en: 'The voucher image is not valid, please upload it again',
      hk: '憑證圖片無效，請重新上傳',
      th: 'รูปหลักฐานไม่ถูกต้อง กรุณาอัปโหลดใหม่',
      vn: 'Ảnh chứng từ không hợp lệ, vui lòng tải lên lại',
      pg: 'A imagem do comprovante não é válida; envie-a novamente',
      fp: 'Hindi wasto ang larawan ng patunay; paki-upload muli',
      md: 'Imej baucar tidak sah, sila muat naik semula',
      cny: '凭证图片无效，请重新上传',
    },
  },
  paymentProviderUnavailable: {
    code: ERROR_CODES.paymentProviderUnavailable,
    msg: {
      zh: '该支付通道暂未开放',
      en: 'This payment channel is not available yet',
      hk: '該支付通道暫未開放',
      th: 'ช่องทางชำระเงินนี้ยังไม่เปิดให้บริการ',
      vn: 'Kênh thanh toán này chưa khả dụng',
      pg: 'Este canal de pagamento ainda não está disponível',
      fp: 'Hindi pa available ang channel ng pagbabayad na ito',
      md: 'Saluran pembayaran ini belum tersedia',
      cny: '该支付通道暂未开放',
    },
  },
  protocolInvalid: {
    code: ERROR_CODES.protocolInvalid,
    msg: {
      zh: '请选择该方式支持的币种和协议',
      en: 'Choose a coin type and protocol this method supports',
      hk: '請選擇該方式支援的幣種和協議',
      th: 'กรุณาเลือกประเภทเหรียญและโปรโตคอลที่ช่องทางนี้รองรับ',
      vn: 'Vui lòng chọn loại tiền và giao thức mà phương thức này hỗ trợ',
      pg: 'Escolha um tipo de moeda e protocolo aceitos por este método',
      fp: 'Pumili ng uri ng coin at protocol na sinusuportahan ng paraang ito',
      md: 'Pilih jenis syiling dan protokol yang disokong kaedah ini',
      cny: '请选择该方式支持的币种和协议',
    },
  },
  depositorNameRequired: {
    code: ERROR_CODES.depositorNameRequired,
    msg: {
      zh: '请输入存款人姓名',
      en: 'Please enter the depositor name',
      hk: '請輸入存款人姓名',
      th: 'กรุณากรอกชื่อผู้ฝาก',
      vn: 'Vui lòng nhập tên người nạp',
      pg: 'Informe o nome do depositante',
      fp: 'Pakilagay ang pangalan ng nagdeposito',
      md: 'Sila masukkan nama pendeposit',
      cny: '请输入存款人姓名',
    },
  },
  notifyRejected: {
    code: ERROR_CODES.notifyRejected,
    msg: {
      zh: '支付回调验证失败',
      en: 'The payment notification failed verification',
      hk: '支付回調驗證失敗',
      th: 'การแจ้งชำระเงินไม่ผ่านการตรวจสอบ',
      vn: 'Thông báo thanh toán không vượt qua xác minh',
      pg: 'A notificação de pagamento falhou na verificação',
      fp: 'Hindi pumasa sa beripikasyon ang abiso ng pagbabayad',
      md: 'Pemberitahuan pembayaran gagal pengesahan',
      cny: '支付回调验证失败',
    },
  },
  paidAmountMismatch: {
    code: ERROR_CODES.paidAmountMismatch,
    // spec.md §5: the amount paid must equal the order amount.
    msg: {
      zh: '实付金额与订单金额不一致，订单待人工处理',
      en: 'The amount paid differs from the order amount; the order awaits manual review',
      hk: '實付金額與訂單金額不一致，訂單待人工處理',
      th: 'จำนวนเงินที่ชำระไม่ตรงกับยอดคำสั่งซื้อ คำสั่งซื้อรอการตรวจสอบโดยเจ้าหน้าที่',
      vn: 'Số tiền đã trả khác số tiền đơn hàng; đơn chờ xử lý thủ công',
      pg: 'O valor pago difere do valor do pedido; o pedido aguarda revisão manual',
      fp: 'Iba ang halagang ibinayad sa halaga ng order; naghihintay ang order ng manual na pagsusuri',
      md: 'Jumlah dibayar berbeza daripada jumlah pesanan; pesanan menunggu semakan manual',
      cny: '实付金额与订单金额不一致，订单待人工处理',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
