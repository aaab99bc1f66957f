import type { ModuleManifest } from '../../module-manifest.js';
import { contentRoutes } from './routes.js';
import { contentAdminRoutes } from './admin-routes.js';

/** Banners, notices and the other content operators publish. What it brings to the server (module-manifest.ts). */
export default {
  routes: [contentRoutes],
  operatorRoutes: { content: contentAdminRoutes },
} satisfies ModuleManifest;
