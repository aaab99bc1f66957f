import type { VenueAdapter } from './adapter.js';

/**
 * Adapters by provider name (venues.provider). The registry imports no adapter: app.ts registers
 * each one when it builds the app (the house venue; third-party providers beside it), so the
 * wallet, which asks the registry, and the adapters, which use the wallet, form no import cycle.
 */
const adapters = new Map<string, VenueAdapter>();

export function adapterFor(provider: string): VenueAdapter {
  const adapter = adapters.get(provider);
  if (!adapter) throw new Error(`no venue adapter for provider ${provider} (registered by wireDomain in wiring.ts)`);
  return adapter;
}

/** Installs (or replaces) the adapter of a provider: wiring.ts for the real ones, tests for fakes. */
export function registerAdapter(provider: string, adapter: VenueAdapter): void {
  adapters.set(provider, adapter);
}
