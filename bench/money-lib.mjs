// Shared setup of the money benchmarks: a fresh PostgreSQL database, the real server on it,
// players with sessions and funded central wallets (through the operator API).
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startProcess, waitForPort } from './lib.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_PASSWORD = 'bench-admin-password';

export function requireBaseUrl() {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) {
    console.error('Set DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(2);
  }
  return base;
}

function withDb(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates a scratch database on the server of `baseUrl`; returns its URL and a dropper. */
export async function scratchDatabase(baseUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    name,
    url: withDb(baseUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the real server (main.ts) on a database; resolves once it listens. */
export async function startServer(databaseUrl, port) {
  const p = port ?? (await freePort());
  const child = startProcess(['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    PORT: String(p),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD,
    // The bench funds players as `admin` with its password (no second factor).
    OPERATOR_2FA: 'optional',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  await waitForPort(p);
  return { child, port: p, base: `http://127.0.0.1:${p}` };
}

export async function call(base, url, body, headers = {}) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });
  return res.json();
}

/** n players with sessions (written as the server would: token hashed) and `amount` each in central. */
export async function createPlayers(databaseUrl, base, n, amount) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const players = [];
  for (let i = 0; i < n; i++) {
    const username = `bench${i}${randomBytes(3).toString('hex')}`;
    const { rows } = await db.query('INSERT INTO users (username, password_hash) VALUES ($1, $2) RETURNING id', [username, 'x']);
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await db.query(`INSERT INTO user_sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [rows[0].id, hash]);
    players.push({ userId: Number(rows[0].id), username, token });
  }
  await db.end();
  const login = await call(base, '/admin/api/login', { username: 'admin', password: ADMIN_PASSWORD });
  for (const p of players) {
    const r = await call(base, '/admin/api/wallet/adjust', { username: p.username, amount, reason: 'bench funding' }, { token: login.data.token });
    if (r.code !== 0) throw new Error(`funding failed: ${JSON.stringify(r)}`);
  }
  return players;
}

/** The ledger check CLI against a database; resolves with its exit code and output. */
export async function ledgerCheck(databaseUrl) {
  const { spawn } = await import('node:child_process');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/ledger/check-cli.ts')], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out: out.trim() }));
  });
}
