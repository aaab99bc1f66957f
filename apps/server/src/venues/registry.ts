import type { VenueAdapter } from './adapter.js';
import { houseVenue } from './house/adapter.js';

/** Adapters by provider name (venues.provider). Third-party providers register here. */
const adapters = new Map<string, VenueAdapter>([['house', houseVenue]]);

export function adapterFor(provider: string): VenueAdapter {
  const adapter = adapters.get(provider);
  if (!adapter) throw new Error(`no venue adapter for provider ${provider}`);
  return adapter;
}

/** For tests and future providers: installs (or replaces) the adapter of a provider. */
export function registerAdapter(provider: string, adapter: VenueAdapter): void {
  adapters.set(provider, adapter);
}
