import {
  houseHistoryInput,
  houseHistoryOutput,
  housePlayInput,
  housePlayOutput,
  houseRevealInput,
  houseRevealOutput,
  houseSessionInput,
  houseSessionOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as house from './service.js';

const tags = ['house venue'];

/**
 * The house venue's game API (api-contract.md House venue). Not under /web/: the game client is
 * authenticated by its house session (from a one-time launch ticket), not by the player's token.
 */
export async function houseRoutes(app: FastifyInstance) {
  post(app, {
    path: '/venue/house/api/session',
    summary: 'Trades a one-time launch ticket for a game session; answers the venue balance and the seed commitment',
    tags,
    input: houseSessionInput,
    output: houseSessionOutput,
    handler: (_req, input) => house.openSession(app.db, input.ticket, app.deps.now()),
  });
  post(app, {
    path: '/venue/house/api/play',
    summary: 'Plays one round (scheduled lottery: places bets on the open draw); honours Idempotency-Key',
    tags,
    input: housePlayInput,
    output: housePlayOutput,
    handler: (req, input) => house.play(app.db, input, { idempotencyKey: idempotencyKeyOf(req), now: app.deps.now() }),
  });
  post(app, {
    path: '/venue/house/api/reveal',
    summary: 'Reveals the current server seed and commits the next one',
    tags,
    input: houseRevealInput,
    output: houseRevealOutput,
    handler: (_req, input) => house.reveal(app.db, input.session, app.deps.now()),
  });
  post(app, {
    path: '/venue/house/api/history',
    summary: 'Rounds of the session’s player at this platType, newest first',
    tags,
    input: houseHistoryInput,
    output: houseHistoryOutput,
    handler: (_req, input) => house.history(app.db, input, app.deps.now()),
  });
}
