import type { ModuleManifest } from '../../module-manifest.js';
import { accountRoutes } from './routes.js';

/** Players’ accounts: registration, login, profile, security settings. What it brings to the server (module-manifest.ts). */
export default {
  routes: [accountRoutes],
} satisfies ModuleManifest;
