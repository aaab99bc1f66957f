import type { ModuleManifest } from '../../module-manifest.js';
import { lobbyRoutes } from './routes.js';
import { lobbyAdminRoutes } from './admin-routes.js';

/** The game lobby: venues, game types and games shown to players. What it brings to the server (module-manifest.ts). */
export default {
  routes: [lobbyRoutes],
  operatorRoutes: { lobby: lobbyAdminRoutes },
} satisfies ModuleManifest;
