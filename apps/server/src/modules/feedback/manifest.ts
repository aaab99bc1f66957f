import type { ModuleManifest } from '../../module-manifest.js';
import { feedbackRoutes } from './routes.js';
import { feedbackAdminRoutes } from './admin-routes.js';

/** Players’ feedback and operators’ replies. What it brings to the server (module-manifest.ts). */
export default {
  routes: [feedbackRoutes],
  operatorRoutes: { feedback: feedbackAdminRoutes },
} satisfies ModuleManifest;
