import type { LangCode } from './languages.js';
import { DEFAULT_LANG } from './languages.js';
import { MONEY_ERRORS } from './errors-money.js';

/**
 * The one error-code catalogue (design.md §4): 0 success, 401 no session, 429 too frequent,
 * 500 fault, 1xxx validation, 2xxx money, 3xxx security preconditions. Codes are stable: never
 * renumber one that has shipped. Every message exists in all nine languages (a test checks).
 */
export type Messages = Record<LangCode, string>;

export const ERRORS = {
  notLoggedIn: {
    code: 401,
    msg: {
      zh: '登录已失效，请重新登录',
      en: 'Your session has expired, please log in again',
      hk: '登入已失效，請重新登入',
      th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
      vn: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
      pg: 'Sua sessão expirou, faça login novamente',
      fp: 'Nag-expire na ang iyong session, mag-log in muli',
      md: 'Sesi anda telah tamat, sila log masuk semula',
      cny: '登录已失效，请重新登录',
    },
  },
  tooFrequent: {
    code: 429,
    msg: {
      zh: '操作过于频繁，请十秒后重试',
      en: 'Operation too frequent, please retry in ten seconds',
      hk: '操作過於頻繁，請十秒後重試',
      th: 'ดำเนินการบ่อยเกินไป กรุณาลองใหม่ในอีกสิบวินาที',
      vn: 'Thao tác quá thường xuyên, vui lòng thử lại sau mười giây',
      pg: 'Operação muito frequente, tente novamente em dez segundos',
      fp: 'Masyadong madalas ang operasyon, subukang muli pagkalipas ng sampung segundo',
      md: 'Operasi terlalu kerap, sila cuba lagi dalam sepuluh saat',
      cny: '操作过于频繁，请十秒后重试',
    },
  },
  serverError: {
    code: 500,
    msg: {
      zh: '系统繁忙，请稍后再试',
      en: 'The system is busy, please try again later',
      hk: '系統繁忙，請稍後再試',
      th: 'ระบบไม่ว่าง กรุณาลองใหม่ภายหลัง',
      vn: 'Hệ thống đang bận, vui lòng thử lại sau',
      pg: 'O sistema está ocupado, tente novamente mais tarde',
      fp: 'Abala ang system, pakisubukang muli mamaya',
      md: 'Sistem sedang sibuk, sila cuba lagi kemudian',
      cny: '系统繁忙，请稍后再试',
    },
  },
  invalidParams: {
    code: 1000,
    msg: {
      zh: '参数错误',
      en: 'Invalid parameters',
      hk: '參數錯誤',
      th: 'พารามิเตอร์ไม่ถูกต้อง',
      vn: 'Tham số không hợp lệ',
      pg: 'Parâmetros inválidos',
      fp: 'Hindi wastong mga parameter',
      md: 'Parameter tidak sah',
      cny: '参数错误',
    },
  },
  malformedJson: {
    code: 1001,
    msg: {
      zh: '请求内容格式错误',
      en: 'The request body is not valid JSON',
      hk: '請求內容格式錯誤',
      th: 'รูปแบบเนื้อหาคำขอไม่ถูกต้อง',
      vn: 'Nội dung yêu cầu không đúng định dạng JSON',
      pg: 'O corpo da requisição não é um JSON válido',
      fp: 'Hindi wastong JSON ang nilalaman ng request',
      md: 'Kandungan permintaan bukan JSON yang sah',
      cny: '请求内容格式错误',
    },
  },
  notFound: {
    code: 1002,
    msg: {
      zh: '接口不存在',
      en: 'This interface does not exist',
      hk: '接口不存在',
      th: 'ไม่พบอินเทอร์เฟซนี้',
      vn: 'Giao diện này không tồn tại',
      pg: 'Esta interface não existe',
      fp: 'Hindi umiiral ang interface na ito',
      md: 'Antara muka ini tidak wujud',
      cny: '接口不存在',
    },
  },
  payloadTooLarge: {
    code: 1003,
    msg: {
      zh: '请求内容过大',
      en: 'The request is too large',
      hk: '請求內容過大',
      th: 'คำขอมีขนาดใหญ่เกินไป',
      vn: 'Yêu cầu quá lớn',
      pg: 'A requisição é grande demais',
      fp: 'Masyadong malaki ang request',
      md: 'Permintaan terlalu besar',
      cny: '请求内容过大',
    },
  },
  unsupportedMediaType: {
    code: 1004,
    msg: {
      zh: '不支持的请求内容类型',
      en: 'Unsupported content type',
      hk: '不支援的請求內容類型',
      th: 'ไม่รองรับประเภทเนื้อหานี้',
      vn: 'Loại nội dung không được hỗ trợ',
      pg: 'Tipo de conteúdo não suportado',
      fp: 'Hindi suportadong uri ng nilalaman',
      md: 'Jenis kandungan tidak disokong',
      cny: '不支持的请求内容类型',
    },
  },
  recordNotFound: {
    code: 1005,
    msg: {
      zh: '数据不存在',
      en: 'The requested item does not exist',
      hk: '資料不存在',
      th: 'ไม่พบข้อมูลที่ร้องขอ',
      vn: 'Dữ liệu yêu cầu không tồn tại',
      pg: 'O item solicitado não existe',
      fp: 'Hindi umiiral ang hinihinging item',
      md: 'Item yang diminta tidak wujud',
      cny: '数据不存在',
    },
  },
  functionUnavailable: {
    code: 1006,
    msg: {
      zh: '该功能暂未开放',
      en: 'This function is not yet available',
      hk: '該功能暫未開放',
      th: 'ฟังก์ชันนี้ยังไม่เปิดให้บริการ',
      vn: 'Chức năng này chưa khả dụng',
      pg: 'Esta função ainda não está disponível',
      fp: 'Hindi pa magagamit ang function na ito',
      md: 'Fungsi ini belum tersedia',
      cny: '该功能暂未开放',
    },
  },
  ...MONEY_ERRORS,
} as const satisfies Record<string, { code: number; msg: Messages }>;

export type ErrorKey = keyof typeof ERRORS;

export function errorMessage(key: ErrorKey, lang: LangCode = DEFAULT_LANG): string {
  return ERRORS[key].msg[lang];
}
