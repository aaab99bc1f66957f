import type { ModuleManifest } from '../../module-manifest.js';
import { chatRoutes } from './routes.js';
import { chatAdminRoutes } from './admin-routes.js';

/** Live support chat (sockets) and its operator desk. What it brings to the server (module-manifest.ts). */
export default {
  routes: [chatRoutes],
  operatorRoutes: { chat: chatAdminRoutes },
} satisfies ModuleManifest;
