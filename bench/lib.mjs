// Shared helpers for the benchmarks: start a process, wait for its port, run autocannon.
import { spawn } from 'node:child_process';
import net from 'node:net';
import autocannon from 'autocannon';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitForPort(port, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} did not open within ${timeoutMs} ms`);
}

/** Starts node with `args`; BENCH_NODE_ARGS adds flags (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server). */
export function startProcess(args, env) {
  const extra = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...extra, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

export async function load(url, { connections = 32, duration = 10, method = 'POST', headers = {}, body } = {}) {
  const result = await autocannon({ url, connections, duration, method, headers, body });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
