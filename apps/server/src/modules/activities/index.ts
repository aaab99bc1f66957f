/** What other modules may use of the offers: the bonus formula (type and computation) and a player's facts. */
export type { ActivityFormula } from '../../db/schema/index.js';
export { bonusOf } from './formula.js';
export { factsOf, type Facts } from './repo.js';
