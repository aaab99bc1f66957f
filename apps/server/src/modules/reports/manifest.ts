import type { ModuleManifest } from '../../module-manifest.js';
import { reportAdminRoutes } from './admin-routes.js';

/** Operators’ reports. What it brings to the server (module-manifest.ts). */
export default {
  operatorRoutes: { report: reportAdminRoutes },
} satisfies ModuleManifest;
