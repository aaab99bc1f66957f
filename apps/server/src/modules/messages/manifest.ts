import type { ModuleManifest } from '../../module-manifest.js';
import { messageRoutes } from './routes.js';
import { messageAdminRoutes } from './admin-routes.js';

/** Messages and announcements to players. What it brings to the server (module-manifest.ts). */
export default {
  routes: [messageRoutes],
  operatorRoutes: { message: messageAdminRoutes },
} satisfies ModuleManifest;
