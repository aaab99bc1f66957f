import type { ModuleManifest } from '../../module-manifest.js';
import { walletRoutes } from './routes.js';
import { walletAdminRoutes } from './admin-routes.js';
import { reconcileTransfersJob } from './reconcile-job.js';

/** The central wallet and transfers to venues. What it brings to the server (module-manifest.ts). */
export default {
  routes: [walletRoutes],
  operatorRoutes: { wallet: walletAdminRoutes },
  jobs: [reconcileTransfersJob],
} satisfies ModuleManifest;
