import { redeemCodeUseInput, redeemCodeUseOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as redeem from './service.js';

/** The player's redemption code (api-contract-wave2.md "Redemption code"; issue 16). */
export async function redeemRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/user/redeemCode/use',
    summary: 'Redeem a code into the central wallet (once; adds the batch’s turnover requirement); failures are throttled per player; an address with many failures slows the players who failed there',
    tags: ['redeem'],
    input: redeemCodeUseInput,
    output: redeemCodeUseOutput,
    handler: (req, input) => redeem.redeem(app.db, { userId: req.user!.userId, ip: req.ip, code: input.code, now: app.deps.now(), pause: app.deps.pause }),
  });
}
