import type { ModuleManifest } from '../../module-manifest.js';
import { securityPruneJob } from './prune-job.js';

/** Throttles, captchas and their clean-up. What it brings to the server (module-manifest.ts). */
export default {
  jobs: [securityPruneJob],
} satisfies ModuleManifest;
