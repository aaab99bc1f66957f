import type { ModuleManifest } from '../../module-manifest.js';
import { dashboardAdminRoutes } from './admin-routes.js';
import { statsDailyJob } from './stats-job.js';

/** The operators’ dashboard and its daily figures. What it brings to the server (module-manifest.ts). */
export default {
  operatorRoutes: { dashboard: dashboardAdminRoutes },
  jobs: [statsDailyJob],
} satisfies ModuleManifest;
