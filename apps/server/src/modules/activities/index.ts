/**
 * What other modules may use of the offers: the bonus formula (type and computation), a player's facts, and the
 * bonus bases used once (issue 23 finding 4: a redemption code's formula uses its base like an offer's ratio bonus).
 */
export type { ActivityFormula } from '../../db/schema/index.js';
export { bonusOf } from './formula.js';
export { baseUsedFor, lockBases, useBase, type BaseWindow } from './bases.js';
export { factsOf, type Facts } from './repo.js';
