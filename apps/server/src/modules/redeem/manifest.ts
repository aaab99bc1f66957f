import type { ModuleManifest } from '../../module-manifest.js';
import { redeemRoutes } from './routes.js';
import { redeemAdminRoutes } from './admin-routes.js';

/** Redemption codes. What it brings to the server (module-manifest.ts). */
export default {
  routes: [redeemRoutes],
  operatorRoutes: { redeem: redeemAdminRoutes },
} satisfies ModuleManifest;
