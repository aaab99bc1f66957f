import { z } from 'zod';
import { buildSim } from './app.js';

/**
 * `node --import tsx apps/venue-sim/src/main.ts`: the remote venue on its own port. `npm start` runs it beside the
 * platform in development (scripts/start.mjs); tests start it themselves (test/sim-process.ts). It prints one JSON
 * line with its URL once it listens, so a parent that asked for port 0 learns the port.
 */
const env = z
  .object({
    VENUE_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    VENUE_SIM_HOST: z.string().default('127.0.0.1'),
    VENUE_SIM_PUBLIC_URL: z.string().url().optional(),
    VENUE_SIM_DATA_DIR: z.string().optional(),
    VENUE_SIM_AGENT: z.string().min(1).default('golden-star'),
    VENUE_SIM_SECRET: z.string().min(16, 'VENUE_SIM_SECRET: at least 16 characters'),
    VENUE_SIM_CURRENCY: z.string().default('CNY'),
    VENUE_SIM_CONTROL_TOKEN: z.string().min(16).optional(),
    VENUE_SIM_FAULTS: z.string().optional(),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));

let url = '';
const { app } = await buildSim({
  agent: env.VENUE_SIM_AGENT,
  secret: env.VENUE_SIM_SECRET,
  currency: env.VENUE_SIM_CURRENCY,
  dataDir: env.VENUE_SIM_DATA_DIR,
  controlToken: env.VENUE_SIM_CONTROL_TOKEN,
  faults: env.VENUE_SIM_FAULTS ? JSON.parse(env.VENUE_SIM_FAULTS) : undefined,
  publicUrl: () => env.VENUE_SIM_PUBLIC_URL ?? url,
});
const address = await app.listen({ port: env.VENUE_SIM_PORT, host: env.VENUE_SIM_HOST });
url = address.replace('[::1]', 'localhost');
process.stdout.write(`${JSON.stringify({ msg: 'venue-sim listening', url })}\n`);

// Bounded shutdown: hanging fault connections must not keep the process alive.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(0), 3000).unref();
    void app.close().then(() => process.exit(0));
  });
}
