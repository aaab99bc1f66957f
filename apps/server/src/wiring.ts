import { registerBetConsumers } from './modules/bets/consumers.js';
import { houseVenue } from './venues/house/adapter.js';
import { registerAdapter } from './venues/registry.js';

/**
 * The domain's wiring, shared by every process that runs rules: the server (app.ts) and the operator
 * shell (admin/cli.ts: jobs:run settles bets without building the app). Registers the venue adapters by
 * provider (venues/registry.ts imports none of them: no import cycle with the wallet) and the
 * settled-bet consumers (modules/bets/consumers.ts). Idempotent: a second call replaces each entry.
 */
export function wireDomain(): void {
  registerAdapter('house', houseVenue);
  registerBetConsumers();
}
