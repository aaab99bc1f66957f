import {
  bindEmailInput,
  bindPhoneInput,
  changeLanguageAndCurrencyInput,
  checkEmailCodeInput,
  checkPhoneCodeByForgetPwdInput,
  checkSmsCodeInput,
  checkPhoneMiddleInput,
  checkWithdrawPwdInput,
  forgetPasswordFirstStepInput,
  getEmailCodeByForgetPwdInput,
  getEmailCodeInput,
  getPhoneCodeByForgetPwdInput,
  getPhoneCodeByRegisterInput,
  getSmsCodeInput,
  loginInput,
  modifyPasswordByForgetInput,
  modifyPasswordInput,
  modifyUserInfoInput,
  registerInput,
  setWithdrawPasswordInput,
  changeLanguageAndCurrencyOutput,
  checkIsSetWidthPasswordOutput,
  checkPhoneMiddleOutput,
  codeSentOutput,
  forgetPasswordFirstStepOutput,
  getCaptchaOutput,
  getRegisterTermsOutput,
  noData,
  sessionOutput,
  userInfoOutput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth.js';
import { answer } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import { post } from '../../http/route.js';
import * as settings from '../settings/service.js';
import * as account from './service.js';

/** Player accounts (spec.md §4-§5, api-contract.md Guest, Member and Codes). Rules live in service.ts. */
export async function accountRoutes(app: FastifyInstance) {
  const env = { db: app.db, deps: app.deps, config: app.config };
  const ctx = (req: FastifyRequest): account.Ctx => ({ ip: req.ip, lang: req.lang, now: app.deps.now(), device: req.headers['user-agent'] });
  /** Member handlers read the user the auth hook put on the request. */
  const me = (req: FastifyRequest) => req.user!.userId;
  /** Code senders: a tighter per-IP limit on top of the per-target countdown (SMS cost, design.md §6). */
  const codeLimit = { max: app.config.CODE_RATE_LIMIT_MAX, timeWindow: '10 minutes' };
  /**
   * And per subject (a username, phone number or address), whatever the IP (issue 12 item 9): many
   * addresses cannot probe or flood one account. Counted in the rate limit's store (Redis when set).
   */
  const subjects = new WeakMap<FastifyRequest, string>();
  const subjectLimiter = app.createRateLimit({
    keyGenerator: (req) => `subject:${subjects.get(req) ?? ''}`,
    max: () => settings.get(app.db, 'code_requests_per_subject_hour'),
    timeWindow: 60 * 60_000,
  });
  const limitSubject = async (req: FastifyRequest, subject: string) => {
    subjects.set(req, subject.toLowerCase());
    const limit = await subjectLimiter(req);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError('tooFrequent', { countdown: limit.ttlInSeconds });
  };
  const guest = ['account (guest)'];
  const member = ['account (member)'];
  const codeTags = ['verification codes'];

  post(app, {
    path: '/web/guest/user/getCaptcha',
    summary: 'A new image captcha (PNG data URL, 320×112 pixels for 160×56 CSS px), valid 5 minutes, single use; required=false when CAPTCHA=off',
    tags: guest,
    output: getCaptchaOutput,
    handler: (req) => account.getCaptcha(env, ctx(req)),
  });
  post(app, {
    path: '/web/guest/user/getRegisterTerms',
    summary: 'Registration terms and privacy policy in the caller language',
    tags: guest,
    output: getRegisterTermsOutput,
    handler: (req) => account.getRegisterTerms(app.db, req.lang),
  });
  post(app, {
    path: '/web/guest/user/register',
    summary: 'Register (captcha unless CAPTCHA=off); answers a one-day session',
    tags: guest,
    input: registerInput,
    output: sessionOutput,
    handler: (req, input) => account.register(env, input, ctx(req)),
  });
  post(app, {
    path: '/web/guest/user/login',
    summary:
      'Log in; `remember` gives a 30-day session. After 5 failures the account needs a captcha (3003); from one IP on one account, then a doubling delay (429, data.retryAfterSeconds)',
    tags: guest,
    input: loginInput,
    output: sessionOutput,
    handler: (req, input) => account.login(env, input, ctx(req)),
  });
  post(app, {
    path: '/web/guest/user/forgetPasswordFirstStep',
    summary: 'Which recovery channels an account has (masked)',
    tags: guest,
    input: forgetPasswordFirstStepInput,
    rateLimit: codeLimit,
    output: forgetPasswordFirstStepOutput,
    handler: async (req, input) => {
      await limitSubject(req, `user:${input.username}`);
      return account.forgetPasswordFirstStep(app.db, input.username);
    },
  });
  post(app, {
    path: '/web/guest/user/getPhoneCodeByForgetPwd',
    summary: "Send a forgot-password code to the account's bound phone",
    tags: guest,
    input: getPhoneCodeByForgetPwdInput,
    rateLimit: codeLimit,
    output: codeSentOutput,
    handler: async (req, input) => {
      await limitSubject(req, `user:${input.username}`);
      return account.sendForgetPasswordCode(env, input.username, 'phone', ctx(req));
    },
  });
  post(app, {
    path: '/web/guest/user/getEmailCodeByForgetPwd',
    summary: "Send a forgot-password code to the account's bound e-mail",
    tags: guest,
    input: getEmailCodeByForgetPwdInput,
    rateLimit: codeLimit,
    output: codeSentOutput,
    handler: async (req, input) => {
      await limitSubject(req, `user:${input.username}`);
      return account.sendForgetPasswordCode(env, input.username, 'email', ctx(req));
    },
  });
  post(app, {
    path: '/web/guest/user/checkPhoneCodeByForgetPwd',
    summary: 'Check a forgot-password phone code without using it up',
    tags: guest,
    input: checkPhoneCodeByForgetPwdInput,
    output: noData,
    handler: (req, input) => account.checkPhoneCodeByForgetPwd(app.db, input, ctx(req)),
  });
  post(app, {
    path: '/web/guest/user/modifyPasswordByForget',
    endsSessions: 'player',
    summary: 'Set a new password with a forgot-password code; ends every session of the account',
    tags: guest,
    input: modifyPasswordByForgetInput,
    output: noData,
    handler: (req, input) => account.modifyPasswordByForget(app.db, input, ctx(req)),
  });
  post(app, {
    path: '/web/guest/user/getPhoneCodeByRegister',
    summary: 'Send a registration code (a number that already has an account gets a notice instead; the answer is alike)',
    tags: guest,
    input: getPhoneCodeByRegisterInput,
    rateLimit: codeLimit,
    output: codeSentOutput,
    handler: async (req, input) => {
      await limitSubject(req, `phone:${input.mobile}`);
      return account.sendSmsCode(env, { smsType: 'register', mobile: input.mobile, user: null }, ctx(req));
    },
  });

  post(app, {
    path: '/web/user/logout',
    endsSessions: 'player',
    summary: 'End this session',
    tags: member,
    output: noData,
    handler: (req) => account.logout(app.db, req.user!, ctx(req)),
  });
  post(app, {
    path: '/web/user/getUserInfo',
    summary: 'The caller userInfo (phone and e-mail masked)',
    tags: member,
    output: userInfoOutput,
    handler: (req) => account.getUserInfo(req.user!),
  });
  post(app, {
    path: '/web/user/modifyPassword',
    endsSessions: 'player',
    summary: 'Change the login password; ends every session of the account',
    tags: member,
    input: modifyPasswordInput,
    output: noData,
    handler: (req, input) => account.modifyPassword(app.db, me(req), input, ctx(req)),
  });
  post(app, {
    path: '/web/user/checkIsSetWidthPassword',
    summary: "Whether the secondary password is set: msg 'yes' or 'no' (the path keeps the spec spelling)",
    tags: member,
    output: checkIsSetWidthPasswordOutput,
    handler: async (req) => {
      const set = await account.hasWithdrawPassword(app.db, me(req));
      return answer(set ? 'yes' : 'no', { set });
    },
  });
  post(app, {
    path: '/web/user/setWithdrawPassword',
    summary: 'Set or replace the 6-digit secondary password (bound phone and an smsType withdrawPassword code)',
    tags: member,
    input: setWithdrawPasswordInput,
    output: noData,
    handler: (req, input) => account.setWithdrawPassword(app.db, me(req), input, ctx(req)),
  });
  post(app, {
    path: '/web/user/checkWithdrawPwd',
    summary: 'Check the secondary password (5 failures, then a doubling delay: 429, data.retryAfterSeconds)',
    tags: member,
    input: checkWithdrawPwdInput,
    output: noData,
    handler: (req, input) => account.checkWithdrawPassword(app.db, me(req), input.withdrawPassword, ctx(req)),
  });
  post(app, {
    path: '/web/user/checkPhoneMiddle',
    summary: 'Security verification: the middle four digits of the bound phone (throttled)',
    tags: member,
    input: checkPhoneMiddleInput,
    output: checkPhoneMiddleOutput,
    handler: (req, input) => account.checkPhoneMiddle(app.db, me(req), input.digits, ctx(req)),
  });
  post(app, {
    path: '/web/user/bindPhone',
    summary: 'Bind a phone with an smsType bindPhone code (once; support changes it)',
    tags: member,
    input: bindPhoneInput,
    output: userInfoOutput,
    handler: (req, input) => account.bindPhone(app.db, me(req), input, ctx(req)),
  });
  post(app, {
    path: '/web/user/bindEmail',
    summary: 'Bind an e-mail with an emailType bindEmail code (once; support changes it)',
    tags: member,
    input: bindEmailInput,
    output: userInfoOutput,
    handler: (req, input) => account.bindEmail(app.db, me(req), input, ctx(req)),
  });
  post(app, {
    path: '/web/user/modifyUserInfo',
    summary: 'Set real name, sex and birthday (once each; 18+) and the avatar',
    tags: member,
    input: modifyUserInfoInput,
    output: userInfoOutput,
    handler: (req, input) => account.modifyUserInfo(app.db, me(req), input, ctx(req)),
  });
  post(app, {
    path: '/web/user/changeLanguageAndCurrency',
    summary: 'Store the player language',
    tags: member,
    input: changeLanguageAndCurrencyInput,
    suffix: 'language',
    output: changeLanguageAndCurrencyOutput,
    handler: (req, input) => account.changeLanguage(app.db, me(req), input.language, ctx(req)),
  });

  post(app, {
    path: '/web/sms/getSmsCode',
    summary: 'Send an SMS code; bindPhone and withdrawPassword need a session. Refused when sms_switch is off',
    tags: codeTags,
    input: getSmsCodeInput,
    rateLimit: codeLimit,
    output: codeSentOutput,
    handler: async (req, input) => {
      const user = input.smsType === 'bindPhone' || input.smsType === 'withdrawPassword' ? await requireUser(app, req) : null;
      await limitSubject(req, `phone:${input.mobile}`);
      return account.sendSmsCode(env, { ...input, user }, ctx(req));
    },
  });
  post(app, {
    path: '/web/sms/getSmsCountdown',
    summary: "Seconds before another SMS code may be sent to the caller's bound phone (0: now); needs a session",
    tags: codeTags,
    output: codeSentOutput,
    handler: async (req) => account.boundPhoneCountdown(app.db, (await requireUser(app, req)).userId, app.deps.now()),
  });
  post(app, {
    path: '/web/sms/checkSmsCode',
    summary: 'Check an SMS code without using it up (5 wrong tries burn it, counted exactly under parallel requests)',
    tags: codeTags,
    input: checkSmsCodeInput,
    output: noData,
    handler: (req, input) => account.checkSmsCode(app.db, input, ctx(req)),
  });
  post(app, {
    path: '/web/email/getEmailCode',
    summary: 'Send an e-mail code; bindEmail needs a session',
    tags: codeTags,
    input: getEmailCodeInput,
    rateLimit: codeLimit,
    output: codeSentOutput,
    handler: async (req, input) => {
      const user = input.emailType === 'bindEmail' ? await requireUser(app, req) : null;
      await limitSubject(req, `email:${input.email}`);
      return account.sendEmailCode(env, { ...input, user }, ctx(req));
    },
  });
  post(app, {
    path: '/web/email/checkEmailCode',
    summary: 'Check an e-mail code without using it up',
    tags: codeTags,
    input: checkEmailCodeInput,
    output: noData,
    handler: (req, input) => account.checkEmailCode(app.db, input, ctx(req)),
  });
}
