import type { changeLanguageAndCurrencyOutput, Infer } from '@app/shared';
import { request } from './request';

/** /web/user/changeLanguageAndCurrency: a signed-in player's language choice is kept on the server too. */
export const changeLanguageAndCurrency = (language: string) =>
  request<Infer<typeof changeLanguageAndCurrencyOutput>>('POST', '/web/user/changeLanguageAndCurrency', { language });
