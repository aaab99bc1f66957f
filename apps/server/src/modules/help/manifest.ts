import type { ModuleManifest } from '../../module-manifest.js';
import { helpRoutes } from './routes.js';
import { helpAdminRoutes } from './admin-routes.js';

/** The help centre. What it brings to the server (module-manifest.ts). */
export default {
  routes: [helpRoutes],
  operatorRoutes: { help: helpAdminRoutes },
} satisfies ModuleManifest;
