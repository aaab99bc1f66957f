import type { ModuleManifest } from '../../module-manifest.js';
import { depositRoutes } from './routes.js';
import { depositAdminRoutes } from './admin-routes.js';
import { expireDepositsJob } from './expire-job.js';

/** Deposit orders and methods. What it brings to the server (module-manifest.ts). */
export default {
  routes: [depositRoutes],
  operatorRoutes: { deposit: depositAdminRoutes },
  jobs: [expireDepositsJob],
} satisfies ModuleManifest;
