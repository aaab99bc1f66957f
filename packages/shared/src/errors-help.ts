import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/** Help centre errors (issue 17), codes 2750-2799; errors.ts spreads them into ERRORS. */
export const HELP_ERRORS = {
  /** help/update: a text names a `{placeholder}` that is not a known figure (the answer's data lists them). */
  helpPlaceholderUnknown: {
    code: ERROR_CODES.helpPlaceholderUnknown,
    msg: {
      zh: '文本中含有未知的占位符，请从占位符列表中选择',
      en: 'The text uses an unknown placeholder; pick one from the placeholder list',
      hk: '文本中含有未知的佔位符，請從佔位符列表中選擇',
      th: 'ข้อความมีตัวแทนที่ไม่รู้จัก กรุณาเลือกจากรายการตัวแทน',
      vn: 'Văn bản chứa biến giữ chỗ không xác định; hãy chọn từ danh sách',
      pg: 'O texto usa um marcador desconhecido; escolha um da lista de marcadores',
      fp: 'May hindi kilalang placeholder ang teksto; pumili mula sa listahan',
      md: 'Teks menggunakan pemegang tempat yang tidak dikenali; pilih daripada senarai',
      cny: '文本中含有未知的占位符，请从占位符列表中选择',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
