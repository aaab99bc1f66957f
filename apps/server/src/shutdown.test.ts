// @postgres: shutdown drains a PostgreSQL pool
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlWithName } from '../test/global-setup.js';
import { TEST_DB } from '../test/helpers.js';

/**
 * Issue 23 item 11: the real server (`npm start`'s scripts/start.mjs → main.ts) whose standard output nobody reads, or
 * whose reader has gone (EPIPE), still stops on SIGTERM: drains, closes its database, exits 0, within main.ts's
 * bound (SHUTDOWN_MS, 10 s). On the PostgreSQL project the server runs on its own PostgreSQL database (a copy of the
 * run's template), elsewhere on an embedded one in a new data directory.
 */
const root = path.resolve(import.meta.dirname, '../../..');
/** main.ts's SHUTDOWN_MS plus room for a loaded machine to tear a process down. */
const EXIT_BOUND_MS = 12_000;
const running: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const clean of cleanups) await clean();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The database the server gets: its own PostgreSQL database (copied from the run's template) or none (embedded). */
async function databaseUrl(): Promise<string> {
  if (TEST_DB !== 'pg') return '';
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgTemplate')}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  cleanups.push(async () => {
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
  return databaseUrlWithName(url, name);
}

/** `npm start` with its standard output on a pipe to this process; resolves once the API answers. */
async function start(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: await databaseUrl(),
      HOST: '127.0.0.1',
      PORT: String(port),
      // Every request is a log line: the pipe fills or breaks on them.
      LOG_LEVEL: 'info',
      // No web or console build: the API is what this test talks to.
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  running.push(child);
  const url = `http://127.0.0.1:${port}`;
  let ready = false;
  child.stdout!.on('data', (chunk: Buffer) => {
    // Read only until the server is up; after that the test decides what happens to the pipe.
    if (chunk.toString().includes('"msg":"ready"')) ready = true;
  });
  for (const until = Date.now() + 90_000; Date.now() < until && !ready; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!ready) throw new Error('server not ready within 90 s');
  child.stdout!.removeAllListeners('data');
  return { url, child };
}

/** Requests whose log lines are long (the path is logged): `n` of them write about n × 8 KB to standard output. */
async function logHeavily(url: string, n: number) {
  const long = `/x${'y'.repeat(4000)}`;
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}${long}`, { method: 'POST' });
    expect(res.status).toBe(404);
  }
}

/** SIGTERM to `npm start`; its exit code and how long it took. */
async function terminate(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const t0 = Date.now();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.kill('SIGTERM');
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), EXIT_BOUND_MS * 2).unref());
  const result = await Promise.race([exited, late]);
  if (!result) {
    child.kill('SIGKILL');
    return { code: null, signal: null, ms: Date.now() - t0 };
  }
  return { ...result, ms: Date.now() - t0 };
}

describe('SIGTERM stops the server within its bound whatever its standard output does (issue 23 item 11)', () => {
  it('a pipe nobody reads (full): the server keeps answering, then exits 0 within the bound', async () => {
    const { url, child } = await start();
    child.stdout!.pause();
    // Far more than a pipe holds (64 KB on Linux) plus what this side buffers before it stops reading.
    await logHeavily(url, 150);
    const stop = await terminate(child);
    expect(stop.ms).toBeLessThan(EXIT_BOUND_MS);
    expect([stop.code, stop.signal]).toEqual([0, null]);
  }, 180_000);

  it('a reader that has gone (EPIPE): the server keeps answering, then exits 0 within the bound', async () => {
    const { url, child } = await start();
    child.stdout!.destroy();
    await logHeavily(url, 20);
    const stop = await terminate(child);
    expect(stop.ms).toBeLessThan(EXIT_BOUND_MS);
    expect([stop.code, stop.signal]).toEqual([0, null]);
  }, 180_000);
});
