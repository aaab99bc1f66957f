import type { ModuleManifest } from '../../module-manifest.js';
import { houseVenue } from './adapter.js';
import { lotteryDrawJob } from './lottery-job.js';
import { housePruneJob } from './prune-job.js';
import { houseRoutes } from './routes.js';

/** The house venue: its adapter, its game routes under /venue/house/ and its periodic work (module-manifest.ts). */
export default {
  routes: [houseRoutes],
  venueAdapters: { house: houseVenue },
  jobs: [lotteryDrawJob, housePruneJob],
} satisfies ModuleManifest;
