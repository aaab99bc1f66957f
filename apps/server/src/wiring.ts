import { setPlatformTimeZone } from '@app/shared';
import type { Config } from './config.js';
import { betConsumers, venueAdapters } from './module-manifest.js';
import { onBetSettled } from './modules/bets/service.js';
import { registerAdapter } from './venues/registry.js';

/**
 * The domain's wiring, shared by every process that runs rules: the server (app.ts) and the operator
 * shell (admin/cli.ts: jobs:run settles bets without building the app). Sets the platform's time zone and registers
 * every manifest's venue adapters by provider (venues/registry.ts imports none of them: no import cycle with the
 * wallet) and its settled-bet consumers (module-manifest.ts). Idempotent: a second call replaces each entry.
 */
export function wireDomain(config: Pick<Config, 'PLATFORM_TIME_ZONE'>): void {
  setPlatformTimeZone(config.PLATFORM_TIME_ZONE);
  for (const [provider, adapter] of Object.entries(venueAdapters())) registerAdapter(provider, adapter);
  for (const [name, consume] of Object.entries(betConsumers())) onBetSettled(name, consume);
}
