import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';

/**
 * Starts the simulator as its own process (as `npm start` does), for tests and benches: a random port, its own data
 * directory, a fresh secret and control token. `stop()` ends it; `restart()` starts it again on the same data.
 */
export interface SimProcess {
  url: string;
  agent: string;
  secret: string;
  controlToken: string;
  dataDir: string;
  /** POST to a /control route with the control token. */
  control<T = unknown>(route: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

const MAIN = path.join(import.meta.dirname, 'main.ts');

export async function startSim(opts: { dataDir: string; faults?: unknown; port?: number; env?: Record<string, string> }): Promise<SimProcess> {
  const agent = 'golden-star';
  const secret = randomBytes(24).toString('hex');
  const controlToken = randomBytes(24).toString('hex');
  let child: ChildProcess;
  let url = '';
  const launch = async (port: number) => {
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        VENUE_SIM_PORT: String(port),
        VENUE_SIM_DATA_DIR: opts.dataDir,
        VENUE_SIM_AGENT: agent,
        VENUE_SIM_SECRET: secret,
        VENUE_SIM_CONTROL_TOKEN: controlToken,
        VENUE_SIM_FAULTS: opts.faults ? JSON.stringify(opts.faults) : '',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await new Promise<string>((resolve, reject) => {
      const lines = readline.createInterface({ input: child.stdout! });
      child.once('exit', (code) => reject(new Error(`venue-sim exited with ${code} before listening`)));
      lines.on('line', (line) => {
        try {
          const msg = JSON.parse(line) as { url?: string };
          if (msg.url) resolve(msg.url);
        } catch {
          // not our line
        }
      });
    });
  };
  await launch(opts.port ?? 0);
  const sim: SimProcess = {
    get url() {
      return url;
    },
    agent,
    secret,
    controlToken,
    dataDir: opts.dataDir,
    async control<T>(route: string, body: unknown = {}) {
      const res = await fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-control-token': controlToken }, body: JSON.stringify(body) });
      const envelope = (await res.json()) as { code: number; message: string; data: T };
      if (envelope.code !== 0) throw new Error(`venue-sim ${route}: ${envelope.code} ${envelope.message}`);
      return envelope.data;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
    async restart() {
      const port = Number(new URL(url).port);
      await sim.stop();
      await launch(port);
    },
  };
  return sim;
}
