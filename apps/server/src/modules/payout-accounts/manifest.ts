import type { ModuleManifest } from '../../module-manifest.js';
import { payoutAccountRoutes } from './routes.js';

/** Players’ bank cards and wallets for withdrawals. What it brings to the server (module-manifest.ts). */
export default {
  routes: [payoutAccountRoutes],
} satisfies ModuleManifest;
