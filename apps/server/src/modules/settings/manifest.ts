import type { ModuleManifest } from '../../module-manifest.js';
import { settingsAdminRoutes } from './admin-routes.js';

/** Platform settings (sys_config). What it brings to the server (module-manifest.ts). */
export default {
  operatorRoutes: { settings: settingsAdminRoutes },
} satisfies ModuleManifest;
