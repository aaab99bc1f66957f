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

/** Sent instead of a register code to a number or address that already has an account (no code: it could not be used). */
const NOTICES: Record<LangCode, { text: string; subject: string }> = {
  zh: { text: '有人尝试用此号码注册新账户，但它已绑定一个账户。如是您本人，请直接登录或找回密码。', subject: '账户提醒' },
  en: { text: 'Someone tried to register a new account with this number, but it already belongs to an account. If this was you, log in or reset your password.', subject: 'Account notice' },
  hk: { text: '有人嘗試用此號碼註冊新賬戶，但它已綁定一個賬戶。如是您本人，請直接登入或找回密碼。', subject: '賬戶提醒' },
  th: { text: 'มีผู้พยายามสมัครบัญชีใหม่ด้วยหมายเลขนี้ แต่หมายเลขนี้ผูกกับบัญชีอยู่แล้ว หากเป็นคุณ โปรดเข้าสู่ระบบหรือรีเซ็ตรหัสผ่าน', subject: 'แจ้งเตือนบัญชี' },
  vn: { text: 'Có người đã thử đăng ký tài khoản mới bằng số này, nhưng số này đã thuộc về một tài khoản. Nếu là bạn, hãy đăng nhập hoặc đặt lại mật khẩu.', subject: 'Thông báo tài khoản' },
  pg: { text: 'Alguém tentou registrar uma nova conta com este número, mas ele já pertence a uma conta. Se foi você, entre ou redefina sua senha.', subject: 'Aviso de conta' },
  fp: { text: 'May sumubok magrehistro ng bagong account gamit ang numerong ito, pero may account na ito. Kung ikaw ito, mag-log in o i-reset ang iyong password.', subject: 'Paalala sa account' },
  md: { text: 'Seseorang cuba mendaftar akaun baharu dengan nombor ini, tetapi ia sudah dimiliki oleh akaun. Jika itu anda, log masuk atau tetapkan semula kata laluan.', subject: 'Notis akaun' },
  cny: { text: '有人尝试用此号码注册新账户，但它已绑定一个账户。如是您本人，请直接登录或找回密码。', subject: '账户提醒' },
};

/**
 * Sent instead of a bindPhone code to a number that already belongs to an account (issue 12 item 9: a member's
 * request is answered alike, so the answer does not tell whether the number has an account; its owner learns of it).
 */
const BIND_NOTICES: Record<LangCode, { text: string; subject: string }> = {
  zh: { text: '有人尝试把此号码绑定到另一个账户，但它已绑定您的账户，未作任何更改。如是您本人，请用原账户登录。', subject: '账户提醒' },
  en: { text: 'Someone tried to link this number to another account, but it already belongs to your account. Nothing was changed. If this was you, log in to the account that has it.', subject: 'Account notice' },
  hk: { text: '有人嘗試把此號碼綁定到另一個賬戶，但它已綁定您的賬戶，未作任何更改。如是您本人，請用原賬戶登入。', subject: '賬戶提醒' },
  th: { text: 'มีผู้พยายามผูกหมายเลขนี้กับบัญชีอื่น แต่หมายเลขนี้ผูกกับบัญชีของคุณอยู่แล้ว ไม่มีการเปลี่ยนแปลงใด ๆ หากเป็นคุณ โปรดเข้าสู่ระบบด้วยบัญชีเดิม', subject: 'แจ้งเตือนบัญชี' },
  vn: { text: 'Có người đã thử liên kết số này với một tài khoản khác, nhưng số này đã thuộc tài khoản của bạn. Không có gì thay đổi. Nếu là bạn, hãy đăng nhập vào tài khoản đang dùng số này.', subject: 'Thông báo tài khoản' },
  pg: { text: 'Alguém tentou vincular este número a outra conta, mas ele já pertence à sua conta. Nada foi alterado. Se foi você, entre na conta que já usa este número.', subject: 'Aviso de conta' },
  fp: { text: 'May sumubok i-link ang numerong ito sa ibang account, pero naka-link na ito sa iyong account. Walang binago. Kung ikaw ito, mag-log in sa account na may numerong ito.', subject: 'Paalala sa account' },
  md: { text: 'Seseorang cuba memautkan nombor ini kepada akaun lain, tetapi ia sudah dimiliki oleh akaun anda. Tiada apa-apa yang diubah. Jika itu anda, log masuk ke akaun yang memilikinya.', subject: 'Notis akaun' },
  cny: { text: '有人尝试把此号码绑定到另一个账户，但它已绑定您的账户，未作任何更改。如是您本人，请用原账户登录。', subject: '账户提醒' },
};

/** The notice sent instead of a code of `purpose` to a number or address that already has an account. */
export function noticeMessage(lang: LangCode, purpose = 'register'): { text: string; subject: string } {
  return (purpose === 'bindPhone' ? BIND_NOTICES : NOTICES)[lang];
}
