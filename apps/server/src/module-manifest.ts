import type { FastifyPluginAsync } from 'fastify';
import type { BetConsumer } from './modules/bets/service.js';
import type { Job } from './platform/index.js';
import type { VenueAdapter } from './venues/adapter.js';
import * as registry from './registry.js';

/**
 * What a module (modules/<m>/manifest.ts) or a venue (venues/<v>/manifest.ts) brings to the server (issue 25 item 2):
 * the composition roots (app.ts, wiring.ts, jobs/registry.ts) read these and no hand-kept list of their own. A new
 * module is its folder, with a manifest.ts default-exporting one of these, plus one line in registry.ts.
 */
export interface ModuleManifest {
  /** Player and guest routes (POST /web/…, a venue's /venue/<v>/…): Fastify plugins registered on the app. */
  routes?: readonly FastifyPluginAsync[];
  /** Operator routes by URL segment: each plugin is mounted under /admin/api/<segment>/ behind the operator session. */
  operatorRoutes?: Readonly<Record<string, FastifyPluginAsync>>;
  /** Reactions to a settled bet by consumer name, run inside the bet's transaction (modules/bets settleBet). */
  betConsumers?: Readonly<Record<string, BetConsumer>>;
  /** Periodic jobs, scheduled by main.ts and run by name from the shell (`npm run admin -- jobs:run`). */
  jobs?: readonly Job[];
  /** Venue adapters by provider (venues/registry.ts): how the wallet moves money in and out of the venue. */
  venueAdapters?: Readonly<Record<string, VenueAdapter>>;
}

/**
 * Every manifest of registry.ts, in the order of its names (a module namespace lists its exports sorted), so the
 * order never depends on where a line was added: nothing a manifest registers may depend on another's order.
 */
export const MODULES: readonly ModuleManifest[] = Object.values(registry);

/** One entry per name across every manifest: a name claimed twice is a wiring mistake, found at start. */
function merged<T>(pick: (m: ModuleManifest) => Readonly<Record<string, T>> | undefined, what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [module, manifest] of Object.entries(registry)) {
    for (const [name, value] of Object.entries(pick(manifest as ModuleManifest) ?? {})) {
      if (name in out) throw new Error(`${what} "${name}" is claimed twice (the second by ${module})`);
      out[name] = value;
    }
  }
  return out;
}

export const playerRoutes = (): FastifyPluginAsync[] => MODULES.flatMap((m) => m.routes ?? []);
export const operatorRoutes = (): Record<string, FastifyPluginAsync> => merged((m) => m.operatorRoutes, 'operator route segment');
export const betConsumers = (): Record<string, BetConsumer> => merged((m) => m.betConsumers, 'bet consumer');
export const venueAdapters = (): Record<string, VenueAdapter> => merged((m) => m.venueAdapters, 'venue provider');
export const moduleJobs = (): Job[] => {
  const jobs = MODULES.flatMap((m) => m.jobs ?? []);
  const names = jobs.map((j) => j.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`job "${twice}" is claimed twice`);
  return jobs;
};
