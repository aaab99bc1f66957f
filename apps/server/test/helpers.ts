import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { fromPglite, fromPostgres, type Database } from '../src/db/client.js';
import type { AppDeps } from '../src/lib/deps.js';
import { databaseUrlWithName } from './global-setup.js';

export const TEST_DB: 'pglite' | 'pg' = process.env.TEST_DB === 'pg' ? 'pg' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite loaded from the
 * run's snapshot, or a new PostgreSQL database cloned from the run's template.
 */
export async function freshDatabase(): Promise<Database> {
  if (TEST_DB === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('pgTemplate');
    const name = `${template}_f${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = fromPostgres(databaseUrlWithName(url, name), 10);
    return {
      ...database,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  // One instance per worker loads the run's snapshot; each file gets a clone of it (a copy of its memory, several
  // times faster than loading the snapshot again: test files share their worker, apps/server/vitest.config.ts).
  template ??= PGlite.create({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]) });
  return fromPglite((await (await template).clone()) as PGlite);
}

/** The worker's migrated and seeded PGlite, never used itself: freshDatabase clones it. */
let template: Promise<PGlite> | undefined;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** POST with a JSON body (or none) and parse the envelope. */
  call<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: { code: number; msg: string; data: T } }>;
  close(): Promise<void>;
}

/**
 * The app on a fresh database. Each app gets its own DATA_DIR (outbox, uploads) so files running
 * in parallel never read each other's messages; `deps` replaces the clock, captcha text or providers;
 * `database` replaces the fresh one (e.g. PGlite on a data directory the shell commands then open).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  deps?: Partial<AppDeps>,
  given?: Database,
): Promise<TestApp> {
  const database = given ?? (await freshDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    // Tests log operators in with the password; the second factor's own tests set OPERATOR_2FA=required.
    OPERATOR_2FA: 'optional',
    RATE_LIMIT_MAX: '100000',
    CODE_RATE_LIMIT_MAX: '100000',
    DATA_DIR: dataDir,
    WEB_DIST: '.tmp/no-web',
    CHECK_ANSWERS: 'on',
    ...env,
  });
  const app = await buildApp({ config, database, logStream, deps });
  await app.ready();
  return {
    app,
    database,
    config,
    async call(path, body, headers = {}) {
      const res: LightMyRequestResponse = await app.inject({
        method: 'POST',
        url: path,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for a whole test file: built in beforeAll, closed in afterAll. The returned object
 * forwards to it, so tests write `t.call(…)` as with createTestApp.
 */
export function useTestApp(env: Record<string, string> = {}, deps?: Partial<AppDeps>, logStream?: NodeJS.WritableStream): TestApp {
  let inner: TestApp | undefined;
  beforeAll(async () => {
    inner = await createTestApp(env, logStream, deps);
  });
  afterAll(async () => {
    await inner?.close();
  });
  const ready = () => {
    if (!inner) throw new Error('the test app is built in beforeAll; use it inside tests');
    return inner;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    call: (path, body, headers) => ready().call(path, body, headers),
    close: () => ready().close(),
  };
}
