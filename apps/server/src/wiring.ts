import { registerBetConsumers } from './modules/bets/consumers.js';

/**
 * The domain's wiring, shared by every process that runs rules: the server (app.ts) and the operator
 * shell (admin/cli.ts: jobs:run settles bets without building the app). Registers the settled-bet
 * consumers (modules/bets/consumers.ts) and the venue adapters (venues/registry.ts). Idempotent.
 */
export function wireDomain(): void {
  registerBetConsumers();
}
