import { z } from 'zod';
import type { ErrorKey } from '../errors.js';
import { pageFields } from './paging.js';

/** Inputs of the house venue's game API (api-contract.md House venue) and of the bet records (Member). */
const keyed = (key: ErrorKey) => ({ error: key });
/** Tickets and sessions are opaque 32-byte base64url tokens; anything else cannot be one. */
const token = (key: ErrorKey) => z.string(keyed(key)).regex(/^[A-Za-z0-9_-]{20,100}$/, keyed(key));
const session = token('houseSessionInvalid');

/** Max bets per round is a table limit checked by the engine; this only bounds the payload. */
export const HOUSE_MAX_BETS_PAYLOAD = 100;

export const houseSessionInput = z.object({ ticket: token('houseTicketInvalid') });
export const housePlayInput = z.object({
  session,
  gameCode: z.string(keyed('gameNotFound')).max(40, keyed('gameNotFound')),
  bets: z
    .array(
      z.object({
        type: z.string(keyed('betTypeUnknown')).max(40, keyed('betTypeUnknown')),
        amount: z.union([z.string().max(40), z.number()], keyed('betAmountInvalid')),
      }),
      keyed('betsInvalid'),
    )
    .max(HOUSE_MAX_BETS_PAYLOAD, keyed('betsInvalid')),
  clientSeed: z.string(keyed('clientSeedInvalid')).max(64, keyed('clientSeedInvalid')).optional(),
});
export const houseRevealInput = z.object({ session });
export const houseHistoryInput = z.object({ session, ...pageFields });

const betFilter = {
  platType: z.string().regex(/^[A-Za-z0-9_]{1,40}$/).optional(),
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};
export const getBetRecordInput = z.object({ ...betFilter, ...pageFields });
export const getSumBetRecordInput = z.object(betFilter);
