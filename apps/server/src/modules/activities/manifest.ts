import type { ModuleManifest } from '../../module-manifest.js';
import { activityRoutes } from './routes.js';
import { activityAdminRoutes } from './admin-routes.js';

/** Offers players apply for (spec.md §5). What it brings to the server (module-manifest.ts). */
export default {
  routes: [activityRoutes],
  operatorRoutes: { activities: activityAdminRoutes },
} satisfies ModuleManifest;
