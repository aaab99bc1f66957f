import type { ModuleManifest } from '../../module-manifest.js';
import { withdrawRoutes } from './routes.js';
import { withdrawAdminRoutes } from './admin-routes.js';

/** Withdrawal orders and their review. What it brings to the server (module-manifest.ts). */
export default {
  routes: [withdrawRoutes],
  operatorRoutes: { withdraw: withdrawAdminRoutes },
} satisfies ModuleManifest;
