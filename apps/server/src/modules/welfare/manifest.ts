import type { ModuleManifest } from '../../module-manifest.js';
import { welfareRoutes } from './routes.js';
import { welfareAdminRoutes } from './admin-routes.js';
import { rebateDailyJob } from './rebate-daily-job.js';
import { birthdayGiftJob } from './birthday-gift-job.js';
import { weeklyRedPacketJob } from './weekly-red-packet-job.js';
import { welfareExpiryJob } from './expiry-job.js';

/** The welfare centre: rebates, gifts, red packets. What it brings to the server (module-manifest.ts). */
export default {
  routes: [welfareRoutes],
  operatorRoutes: { welfare: welfareAdminRoutes },
  jobs: [rebateDailyJob, birthdayGiftJob, weeklyRedPacketJob, welfareExpiryJob],
} satisfies ModuleManifest;
