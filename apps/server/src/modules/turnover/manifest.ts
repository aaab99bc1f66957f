import type { ModuleManifest } from '../../module-manifest.js';
import { countSettledBet } from './service.js';

/** Turnover requirements counted from settled bets. What it brings to the server (module-manifest.ts). */
export default {
  betConsumers: { turnover: countSettledBet },
} satisfies ModuleManifest;
