import type { ModuleManifest } from '../../module-manifest.js';
import { uploadRoutes } from './routes.js';

/** Players’ uploads (vouchers, avatars, chat images). What it brings to the server (module-manifest.ts). */
export default {
  routes: [uploadRoutes],
} satisfies ModuleManifest;
