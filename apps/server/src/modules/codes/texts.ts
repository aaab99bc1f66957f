import type { LangCode } from '@app/shared';

/** The text of a code message, in the player's language. Reminds that staff never ask for codes (spec.md §6). */
const TEMPLATES: Record<LangCode, { text: string; subject: string }> = {
  zh: { text: '您的验证码是 {code}，5分钟内有效。工作人员绝不会向您索取验证码，请勿告诉他人。', subject: '验证码' },
  en: { text: 'Your verification code is {code}, valid for 5 minutes. Our staff will never ask for it; do not share it.', subject: 'Verification code' },
  hk: { text: '您的驗證碼是 {code}，5分鐘內有效。工作人員絕不會向您索取驗證碼，請勿告訴他人。', subject: '驗證碼' },
  th: { text: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ 5 นาที เจ้าหน้าที่จะไม่ขอรหัสนี้จากคุณ ห้ามบอกผู้อื่น', subject: 'รหัสยืนยัน' },
  vn: { text: 'Mã xác minh của bạn là {code}, có hiệu lực trong 5 phút. Nhân viên không bao giờ hỏi mã này; đừng chia sẻ cho ai.', subject: 'Mã xác minh' },
  pg: { text: 'Seu código de verificação é {code}, válido por 5 minutos. Nossa equipe nunca pedirá este código; não o compartilhe.', subject: 'Código de verificação' },
  fp: { text: 'Ang iyong verification code ay {code}, may bisa sa loob ng 5 minuto. Hindi ito hihingin ng aming staff; huwag itong ibahagi.', subject: 'Verification code' },
  md: { text: 'Kod pengesahan anda ialah {code}, sah selama 5 minit. Kakitangan kami tidak akan memintanya; jangan kongsikan.', subject: 'Kod pengesahan' },
  cny: { text: '您的验证码是 {code}，5分钟内有效。工作人员绝不会向您索取验证码，请勿告诉他人。', subject: '验证码' },
};

export function codeMessage(lang: LangCode, code: string): { text: string; subject: string } {
  const t = TEMPLATES[lang];
  return { text: t.text.replace('{code}', code), subject: t.subject };
}
