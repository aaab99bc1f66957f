import { z } from 'zod';
import { isoTime } from './common.js';

/** Answers of the account calls (api-contract.md Guest, Member and Codes). */

/** `userInfo` of api-contract.md; phone and e-mail masked (spec.md §5). */
export const userInfoSchema = z.object({
  userId: z.number(),
  username: z.string(),
  realName: z.string().nullable(),
  sex: z.enum(['male', 'female']).nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  vipLevel: z.number(),
  inviteCode: z.string(),
  isAgent: z.boolean(),
  phoneBound: z.boolean(),
  emailBound: z.boolean(),
  hasWithdrawPassword: z.boolean(),
  profileConfirmed: z.boolean(),
  language: z.string(),
  registeredAt: isoTime,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const getCaptchaOutput = z.object({ captchaId: z.string(), image: z.string(), required: z.boolean() });
export const getRegisterTermsOutput = z.object({ terms: z.string(), privacy: z.string() });
/** register and login: a session token and the userInfo. */
export const sessionOutput = z.object({ token: z.string(), userInfo: userInfoSchema });
export const forgetPasswordFirstStepOutput = z.object({
  hasPhone: z.boolean(),
  hasEmail: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
/** Every code sender (SMS, e-mail, forgot-password). */
export const codeSentOutput = z.object({ countdown: z.number().describe('seconds before the next code may be requested') });
/** getUserInfo, bindPhone, bindEmail, modifyUserInfo. */
export const userInfoOutput = z.object({ userInfo: userInfoSchema });
export const checkIsSetWidthPasswordOutput = z.object({ set: z.boolean() });
export const checkPhoneMiddleOutput = z.object({ verified: z.boolean() });
export const changeLanguageAndCurrencyOutput = z.object({ language: z.string() });
