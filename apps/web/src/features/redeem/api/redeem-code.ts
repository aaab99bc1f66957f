/** The redemption code call (api-contract-wave2.md "Redemption code"; issue 16). Errors come back as the envelope. */
import type { Infer, redeemCodeUseOutput } from '@app/shared';
import { request } from '../../../api/request';

export type Redeemed = Infer<typeof redeemCodeUseOutput>;

/** No toast: the screen shows the refusal itself, in the server's words (the player's language). */
export const redeemCode = (code: string) => request<Redeemed>('POST', '/web/user/redeemCode/use', { code }, { json: true, silent: true });
