import type { ModuleManifest } from '../../module-manifest.js';
import { paymentRoutes } from './routes.js';

/** Payment gateways (the sandbox gateway and its pages). What it brings to the server (module-manifest.ts). */
export default {
  routes: [paymentRoutes],
} satisfies ModuleManifest;
