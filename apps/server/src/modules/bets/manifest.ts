import type { ModuleManifest } from '../../module-manifest.js';
import { betRoutes } from './routes.js';

/** Bet records of every venue. What it brings to the server (module-manifest.ts). */
export default {
  routes: [betRoutes],
} satisfies ModuleManifest;
