import type { ModuleManifest } from '../../module-manifest.js';
import { cashboxRoutes } from './routes.js';
import { cashboxAdminRoutes } from './admin-routes.js';
import { cashboxInterestJob } from './interest-job.js';

/** The cashbox: savings with daily interest. What it brings to the server (module-manifest.ts). */
export default {
  routes: [cashboxRoutes],
  operatorRoutes: { cashbox: cashboxAdminRoutes },
  jobs: [cashboxInterestJob],
} satisfies ModuleManifest;
