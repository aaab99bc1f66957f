import { request } from './request';

/** /web/user/changeLanguageAndCurrency: a signed-in player's language choice is kept on the server too. */
export const changeLanguageAndCurrency = (language: string) =>
  request<{ language: string }>('POST', '/web/user/changeLanguageAndCurrency', { language });
