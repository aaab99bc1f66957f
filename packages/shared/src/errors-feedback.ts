import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Feedback errors, codes 1800-1899 (issue 17; spec.md §5 "Feedback"). Kept in their own file like errors-vip.ts;
 * errors.ts spreads them into ERRORS. Another player's feedback or an unknown id reuses recordNotFound (1005).
 */
export const FEEDBACK_ERRORS = {
  /** save: `type` is not a key of the feedbackType dictionary. */
  feedbackTypeInvalid: {
    code: ERROR_CODES.feedbackTypeInvalid,
    msg: {
      zh: '请选择问题类型',
      en: 'Please choose a question type',
      hk: '請選擇問題類型',
      th: 'กรุณาเลือกประเภทปัญหา',
      vn: 'Vui lòng chọn loại vấn đề',
      pg: 'Escolha um tipo de pergunta',
      fp: 'Pumili ng uri ng tanong',
      md: 'Sila pilih jenis soalan',
      cny: '请选择问题类型',
    } satisfies Messages,
  },
  /** save: the description, trimmed, is not 20-200 characters. */
  feedbackContentLength: {
    code: ERROR_CODES.feedbackContentLength,
    msg: {
      zh: '问题描述需为20-200个字符',
      en: 'The description must be 20-200 characters',
      hk: '問題描述需為20-200個字元',
      th: 'คำอธิบายต้องมี 20-200 ตัวอักษร',
      vn: 'Mô tả phải có từ 20 đến 200 ký tự',
      pg: 'A descrição deve ter de 20 a 200 caracteres',
      fp: 'Ang paglalarawan ay dapat 20-200 na karakter',
      md: 'Penerangan mestilah 20-200 aksara',
      cny: '问题描述需为20-200个字符',
    } satisfies Messages,
  },
  /** save: orderNo is not one of the player's own orders of the last 7 days (unknown, another player's, or older). */
  feedbackOrderInvalid: {
    code: ERROR_CODES.feedbackOrderInvalid,
    msg: {
      zh: '订单号无效，只能关联您近7天内的订单',
      en: 'Order number not valid: only your orders of the last 7 days can be linked',
      hk: '訂單號無效，只能關聯您近7天內的訂單',
      th: 'หมายเลขคำสั่งไม่ถูกต้อง เชื่อมโยงได้เฉพาะคำสั่งของคุณใน 7 วันล่าสุด',
      vn: 'Mã đơn không hợp lệ: chỉ có thể liên kết đơn của bạn trong 7 ngày gần nhất',
      pg: 'Número do pedido inválido: só é possível vincular seus pedidos dos últimos 7 dias',
      fp: 'Hindi wasto ang order number: ang mga order mo lang sa huling 7 araw ang maaaring i-link',
      md: 'Nombor pesanan tidak sah: hanya pesanan anda dalam 7 hari lepas boleh dipautkan',
      cny: '订单号无效，只能关联您近7天内的订单',
    } satisfies Messages,
  },
  /** save: more images than the `feedback_max_images` setting allows. */
  feedbackImagesTooMany: {
    code: ERROR_CODES.feedbackImagesTooMany,
    msg: {
      zh: '图片数量超出上限',
      en: 'Too many images',
      hk: '圖片數量超出上限',
      th: 'รูปภาพมากเกินไป',
      vn: 'Quá nhiều hình ảnh',
      pg: 'Imagens demais',
      fp: 'Masyadong maraming larawan',
      md: 'Terlalu banyak gambar',
      cny: '图片数量超出上限',
    } satisfies Messages,
  },
  /** save: an image that is not one of the player's own uploads. */
  feedbackImageInvalid: {
    code: ERROR_CODES.feedbackImageInvalid,
    msg: {
      zh: '图片无效，请重新上传',
      en: 'An image is not valid, please upload it again',
      hk: '圖片無效，請重新上傳',
      th: 'รูปภาพไม่ถูกต้อง กรุณาอัปโหลดใหม่',
      vn: 'Hình ảnh không hợp lệ, vui lòng tải lên lại',
      pg: 'Uma imagem não é válida, envie-a novamente',
      fp: 'Hindi wasto ang isang larawan, paki-upload muli',
      md: 'Satu gambar tidak sah, sila muat naik semula',
      cny: '图片无效，请重新上传',
    } satisfies Messages,
  },
  /** save: the player sent `feedback_daily_limit` feedbacks in the last 24 hours. */
  feedbackDailyLimit: {
    code: ERROR_CODES.feedbackDailyLimit,
    msg: {
      zh: '今日反馈次数已达上限，请明天再试',
      en: 'You have sent the most feedback allowed for today, please try again tomorrow',
      hk: '今日反饋次數已達上限，請明天再試',
      th: 'คุณส่งความคิดเห็นครบจำนวนสูงสุดของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
      vn: 'Bạn đã gửi số phản hồi tối đa trong hôm nay, vui lòng thử lại vào ngày mai',
      pg: 'Você já enviou o máximo de feedbacks permitido hoje, tente novamente amanhã',
      fp: 'Naabot mo na ang pinakamaraming feedback ngayong araw, subukang muli bukas',
      md: 'Anda telah menghantar maklum balas maksimum untuk hari ini, sila cuba lagi esok',
      cny: '今日反馈次数已达上限，请明天再试',
    } satisfies Messages,
  },
  /** operator reply/close of a feedback already closed. */
  feedbackClosed: {
    code: ERROR_CODES.feedbackClosed,
    msg: {
      zh: '该反馈已关闭',
      en: 'This feedback is closed',
      hk: '該反饋已關閉',
      th: 'ความคิดเห็นนี้ถูกปิดแล้ว',
      vn: 'Phản hồi này đã đóng',
      pg: 'Este feedback está encerrado',
      fp: 'Sarado na ang feedback na ito',
      md: 'Maklum balas ini telah ditutup',
      cny: '该反馈已关闭',
    } satisfies Messages,
  },
};
