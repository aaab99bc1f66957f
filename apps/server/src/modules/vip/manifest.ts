import type { ModuleManifest } from '../../module-manifest.js';
import { vipRoutes } from './routes.js';
import { vipAdminRoutes } from './admin-routes.js';
import { vipReviewJob } from './review-job.js';
import { onSettled } from './service.js';

/** VIP levels, progress and rewards. What it brings to the server (module-manifest.ts). */
export default {
  routes: [vipRoutes],
  operatorRoutes: { vip: vipAdminRoutes },
  betConsumers: { vip: onSettled },
  jobs: [vipReviewJob],
} satisfies ModuleManifest;
