import type { ModuleManifest } from '../../module-manifest.js';
import { playerAdminRoutes } from './admin-routes.js';

/** Operators’ view of players. What it brings to the server (module-manifest.ts). */
export default {
  operatorRoutes: { player: playerAdminRoutes },
} satisfies ModuleManifest;
