import { countSettledBet } from '../turnover/service.js';
import { onSettled as countVipBet } from '../vip/service.js';
import { onBetSettled } from './service.js';

/**
 * Every consumer of a settled bet, in the order they run inside the bet's transaction (settleBet).
 * The one list: a module that reacts to settled bets (VIP progress, rebates, agent statistics)
 * exports its consumer from its service.ts and adds one line here. Called once at start by app.ts
 * (and by any process that settles bets without building the app); calling it again changes nothing.
 */
export function registerBetConsumers(): void {
  onBetSettled('turnover', countSettledBet);
  onBetSettled('vip', countVipBet);
}
