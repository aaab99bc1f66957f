import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Operator accounts and their second factor (issue 14, api-contract-wave2.md "Operators"), codes 3101-3199 after
 * operatorLoginLocked (3100, errors.ts). Kept in their own file like errors-money.ts; errors.ts spreads them into
 * ERRORS. An unknown operator reuses recordNotFound (1005), a taken name usernameTaken (1112).
 */
export const OPERATOR_ERRORS = {
  /** Login of an operator with a second factor that sent no `otp`. */
  operatorOtpRequired: {
    code: ERROR_CODES.operatorOtpRequired,
    msg: {
      zh: '请输入身份验证器中的动态验证码',
      en: 'Enter the code from your authenticator app',
      hk: '請輸入身份驗證器中的動態驗證碼',
      th: 'กรุณากรอกรหัสจากแอปยืนยันตัวตนของคุณ',
      vn: 'Vui lòng nhập mã từ ứng dụng xác thực của bạn',
      pg: 'Digite o código do seu aplicativo autenticador',
      fp: 'Ilagay ang code mula sa iyong authenticator app',
      md: 'Masukkan kod daripada aplikasi pengesah anda',
      cny: '请输入身份验证器中的动态验证码',
    },
  },
  /** A TOTP or recovery code that does not match (counted like a wrong password). */
  operatorOtpWrong: {
    code: ERROR_CODES.operatorOtpWrong,
    msg: {
      zh: '动态验证码或恢复码错误',
      en: 'The authenticator code or recovery code is wrong',
      hk: '動態驗證碼或恢復碼錯誤',
      th: 'รหัสยืนยันตัวตนหรือรหัสกู้คืนไม่ถูกต้อง',
      vn: 'Mã xác thực hoặc mã khôi phục không đúng',
      pg: 'O código do autenticador ou o código de recuperação está errado',
      fp: 'Mali ang authenticator code o recovery code',
      md: 'Kod pengesah atau kod pemulihan salah',
      cny: '动态验证码或恢复码错误',
    },
  },
  /** A TOTP of a time step already used by this operator (a replay). */
  operatorOtpReplayed: {
    code: ERROR_CODES.operatorOtpReplayed,
    msg: {
      zh: '该动态验证码已使用过，请等待下一个验证码',
      en: 'This code has already been used; wait for the next one',
      hk: '該動態驗證碼已使用過，請等待下一個驗證碼',
      th: 'รหัสนี้ถูกใช้ไปแล้ว กรุณารอรหัสถัดไป',
      vn: 'Mã này đã được sử dụng; vui lòng chờ mã tiếp theo',
      pg: 'Este código já foi usado; aguarde o próximo',
      fp: 'Nagamit na ang code na ito; hintayin ang susunod',
      md: 'Kod ini telah digunakan; tunggu kod seterusnya',
      cny: '该动态验证码已使用过，请等待下一个验证码',
    },
  },
  /** OPERATOR_2FA=required: an operator without a second factor may only enrol. */
  operatorEnrolmentRequired: {
    code: ERROR_CODES.operatorEnrolmentRequired,
    msg: {
      zh: '请先设置双重验证（身份验证器）',
      en: 'Set up two-factor authentication (authenticator app) first',
      hk: '請先設定雙重驗證（身份驗證器）',
      th: 'กรุณาตั้งค่าการยืนยันตัวตนสองชั้น (แอปยืนยันตัวตน) ก่อน',
      vn: 'Vui lòng thiết lập xác thực hai lớp (ứng dụng xác thực) trước',
      pg: 'Configure primeiro a autenticação de dois fatores (aplicativo autenticador)',
      fp: 'I-set up muna ang two-factor authentication (authenticator app)',
      md: 'Sediakan pengesahan dua faktor (aplikasi pengesah) terlebih dahulu',
      cny: '请先设置双重验证（身份验证器）',
    },
  },
  /** totp/setup or totp/enable while the operator already has a second factor (an owner resets it). */
  operatorTotpAlreadyEnabled: {
    code: ERROR_CODES.operatorTotpAlreadyEnabled,
    msg: {
      zh: '双重验证已启用；如需更换，请联系所有者重置',
      en: 'Two-factor authentication is already on; ask an owner to reset it to change it',
      hk: '雙重驗證已啟用；如需更換，請聯繫所有者重設',
      th: 'เปิดใช้การยืนยันตัวตนสองชั้นแล้ว หากต้องการเปลี่ยน กรุณาให้เจ้าของรีเซ็ต',
      vn: 'Xác thực hai lớp đã bật; hãy nhờ chủ sở hữu đặt lại để thay đổi',
      pg: 'A autenticação de dois fatores já está ativa; peça a um proprietário para redefini-la',
      fp: 'Naka-on na ang two-factor authentication; hilingin sa isang owner na i-reset ito para mapalitan',
      md: 'Pengesahan dua faktor sudah aktif; minta pemilik menetapkannya semula untuk menukar',
      cny: '双重验证已启用；如需更换，请联系所有者重置',
    },
  },
  /** totp/enable before totp/setup. */
  operatorTotpNotSetUp: {
    code: ERROR_CODES.operatorTotpNotSetUp,
    msg: {
      zh: '请先获取双重验证密钥并添加到身份验证器',
      en: 'Get the two-factor secret and add it to your authenticator app first',
      hk: '請先取得雙重驗證密鑰並加入身份驗證器',
      th: 'กรุณารับรหัสลับการยืนยันตัวตนสองชั้นและเพิ่มลงในแอปยืนยันตัวตนก่อน',
      vn: 'Vui lòng lấy khóa bí mật xác thực hai lớp và thêm vào ứng dụng xác thực trước',
      pg: 'Obtenha primeiro o segredo de dois fatores e adicione-o ao aplicativo autenticador',
      fp: 'Kunin muna ang two-factor secret at idagdag ito sa iyong authenticator app',
      md: 'Dapatkan rahsia dua faktor dan tambahkannya ke aplikasi pengesah anda terlebih dahulu',
      cny: '请先获取双重验证密钥并添加到身份验证器',
    },
  },
  /** operator/update would leave no active owner. */
  operatorLastOwner: {
    code: ERROR_CODES.operatorLastOwner,
    msg: {
      zh: '不能停用或降级最后一个有效的所有者账号',
      en: 'The last active owner cannot be disabled or given another role',
      hk: '不能停用或降級最後一個有效的所有者帳號',
      th: 'ไม่สามารถปิดใช้งานหรือเปลี่ยนบทบาทของเจ้าของที่ใช้งานอยู่คนสุดท้ายได้',
      vn: 'Không thể vô hiệu hóa hoặc đổi vai trò của chủ sở hữu đang hoạt động cuối cùng',
      pg: 'O último proprietário ativo não pode ser desativado nem receber outra função',
      fp: 'Hindi maaaring i-disable o bigyan ng ibang role ang huling aktibong owner',
      md: 'Pemilik aktif terakhir tidak boleh dinyahaktifkan atau diberi peranan lain',
      cny: '不能停用或降级最后一个有效的所有者账号',
    },
  },
  /** operator/update of one's own account's role or status. */
  operatorSelfChange: {
    code: ERROR_CODES.operatorSelfChange,
    msg: {
      zh: '不能停用自己的账号或更改自己的角色',
      en: 'You cannot disable your own account or change your own role',
      hk: '不能停用自己的帳號或更改自己的角色',
      th: 'คุณไม่สามารถปิดใช้งานบัญชีของตนเองหรือเปลี่ยนบทบาทของตนเองได้',
      vn: 'Bạn không thể vô hiệu hóa tài khoản của chính mình hoặc đổi vai trò của mình',
      pg: 'Você não pode desativar a própria conta nem alterar a própria função',
      fp: 'Hindi mo maaaring i-disable ang sarili mong account o palitan ang sarili mong role',
      md: 'Anda tidak boleh menyahaktifkan akaun sendiri atau menukar peranan sendiri',
      cny: '不能停用自己的账号或更改自己的角色',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
