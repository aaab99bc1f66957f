import type { ModuleManifest } from '../../module-manifest.js';
import { recordRoutes } from './routes.js';

/** Players’ money records. What it brings to the server (module-manifest.ts). */
export default {
  routes: [recordRoutes],
} satisfies ModuleManifest;
