import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Customer-service chat errors, codes 1900-1999 (issue 17; docs/chat-protocol.md). Kept in their own file like
 * errors-feedback.ts; errors.ts spreads them into ERRORS. An unknown conversation reuses recordNotFound (1005).
 */
export const CHAT_ERRORS = {
  /** A message longer than CHAT_TEXT_MAX characters. */
  chatTextLength: {
    code: ERROR_CODES.chatTextLength,
    msg: {
      zh: '消息不能超过1000个字符',
      en: 'A message can be at most 1000 characters',
      hk: '訊息不能超過1000個字元',
      th: 'ข้อความต้องไม่เกิน 1000 ตัวอักษร',
      vn: 'Tin nhắn tối đa 1000 ký tự',
      pg: 'A mensagem pode ter no máximo 1000 caracteres',
      fp: 'Hanggang 1000 na karakter lang ang mensahe',
      md: 'Mesej maksimum 1000 aksara',
      cny: '消息不能超过1000个字符',
    } satisfies Messages,
  },
  /** The image is not one of our uploads. */
  chatImageInvalid: {
    code: ERROR_CODES.chatImageInvalid,
    msg: {
      zh: '图片无效，请重新上传',
      en: 'Image not valid, please upload it again',
      hk: '圖片無效，請重新上傳',
      th: 'รูปภาพไม่ถูกต้อง กรุณาอัปโหลดใหม่',
      vn: 'Hình ảnh không hợp lệ, vui lòng tải lên lại',
      pg: 'Imagem inválida, envie novamente',
      fp: 'Hindi wasto ang larawan, paki-upload muli',
      md: 'Imej tidak sah, sila muat naik semula',
      cny: '图片无效，请重新上传',
    } satisfies Messages,
  },
  /** Neither text nor image. */
  chatMessageEmpty: {
    code: ERROR_CODES.chatMessageEmpty,
    msg: {
      zh: '请输入消息内容',
      en: 'Please write a message',
      hk: '請輸入訊息內容',
      th: 'กรุณาพิมพ์ข้อความ',
      vn: 'Vui lòng nhập tin nhắn',
      pg: 'Escreva uma mensagem',
      fp: 'Pakisulat ang mensahe',
      md: 'Sila tulis mesej',
      cny: '请输入消息内容',
    } satisfies Messages,
  },
  /** A socket frame that is not JSON or not one of the protocol's frames. */
  chatFrameInvalid: {
    code: ERROR_CODES.chatFrameInvalid,
    msg: {
      zh: '消息格式无效',
      en: 'Message format not valid',
      hk: '訊息格式無效',
      th: 'รูปแบบข้อความไม่ถูกต้อง',
      vn: 'Định dạng tin nhắn không hợp lệ',
      pg: 'Formato da mensagem inválido',
      fp: 'Hindi wasto ang format ng mensahe',
      md: 'Format mesej tidak sah',
      cny: '消息格式无效',
    } satisfies Messages,
  },
  /** The offline form: contact 1-100 characters, question 1-1000. */
  chatOfflineInvalid: {
    code: ERROR_CODES.chatOfflineInvalid,
    msg: {
      zh: '请填写联系方式和问题（问题不超过1000个字符）',
      en: 'Please fill in your contact and your question (at most 1000 characters)',
      hk: '請填寫聯絡方式和問題（問題不超過1000個字元）',
      th: 'กรุณากรอกช่องทางติดต่อและคำถาม (ไม่เกิน 1000 ตัวอักษร)',
      vn: 'Vui lòng điền thông tin liên hệ và câu hỏi (tối đa 1000 ký tự)',
      pg: 'Preencha seu contato e sua pergunta (no máximo 1000 caracteres)',
      fp: 'Pakipunan ang iyong contact at tanong (hanggang 1000 na karakter)',
      md: 'Sila isi maklumat hubungan dan soalan anda (maksimum 1000 aksara)',
      cny: '请填写联系方式和问题（问题不超过1000个字符）',
    } satisfies Messages,
  },
  /** More sends on one connection than the chat_send_per_minute setting allows. */
  chatRateLimited: {
    code: ERROR_CODES.chatRateLimited,
    msg: {
      zh: '发送太频繁，请稍后再试',
      en: 'Sending too fast, please wait a moment',
      hk: '發送太頻繁，請稍後再試',
      th: 'ส่งเร็วเกินไป กรุณารอสักครู่',
      vn: 'Gửi quá nhanh, vui lòng đợi một chút',
      pg: 'Enviando rápido demais, aguarde um momento',
      fp: 'Masyadong mabilis ang pagpapadala, pakihintay sandali',
      md: 'Menghantar terlalu pantas, sila tunggu sebentar',
      cny: '发送太频繁，请稍后再试',
    } satisfies Messages,
  },
  /** Operator: a reply to a closed conversation. */
  chatClosed: {
    code: ERROR_CODES.chatClosed,
    msg: {
      zh: '该会话已结束',
      en: 'This conversation is closed',
      hk: '該會話已結束',
      th: 'การสนทนานี้ปิดแล้ว',
      vn: 'Cuộc trò chuyện này đã kết thúc',
      pg: 'Esta conversa foi encerrada',
      fp: 'Sarado na ang usapang ito',
      md: 'Perbualan ini telah ditutup',
      cny: '该会话已结束',
    } satisfies Messages,
  },
  /** Operator: the conversation is held by another operator (an owner may reassign it). */
  chatAssignedToOther: {
    code: ERROR_CODES.chatAssignedToOther,
    msg: {
      zh: '该会话已由其他客服接待',
      en: 'Another operator is handling this conversation',
      hk: '該會話已由其他客服接待',
      th: 'เจ้าหน้าที่คนอื่นกำลังดูแลการสนทนานี้',
      vn: 'Nhân viên khác đang xử lý cuộc trò chuyện này',
      pg: 'Outro operador está atendendo esta conversa',
      fp: 'Ibang operator ang humahawak sa usapang ito',
      md: 'Operator lain sedang mengendalikan perbualan ini',
      cny: '该会话已由其他客服接待',
    } satisfies Messages,
  },
  /** Operator: `assign` names an operator who cannot answer chats (needs the support permission: support or owner). */
  chatAssigneeCannotAnswer: {
    code: ERROR_CODES.chatAssigneeCannotAnswer,
    msg: {
      zh: '该操作员不能接待客服会话',
      en: 'This operator cannot answer chats',
      hk: '該操作員不能接待客服會話',
      th: 'เจ้าหน้าที่คนนี้ไม่สามารถตอบแชทได้',
      vn: 'Nhân viên này không thể trả lời trò chuyện',
      pg: 'Este operador não pode atender conversas',
      fp: 'Hindi makakasagot ng chat ang operator na ito',
      md: 'Operator ini tidak boleh menjawab sembang',
      cny: '该操作员不能接待客服会话',
    } satisfies Messages,
  },
  /** Socket: the first frame is not a hello with a valid token, or the session ended or lost the permission (the socket is then closed). */
  chatHelloRequired: {
    code: ERROR_CODES.chatHelloRequired,
    msg: {
      zh: '请先登录',
      en: 'Please log in first',
      hk: '請先登入',
      th: 'กรุณาเข้าสู่ระบบก่อน',
      vn: 'Vui lòng đăng nhập trước',
      pg: 'Faça login primeiro',
      fp: 'Mag-login muna',
      md: 'Sila log masuk dahulu',
      cny: '请先登录',
    } satisfies Messages,
  },
} as const;
