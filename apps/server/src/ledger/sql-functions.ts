import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The ledger's SQL functions (ledger/sql/*.sql: the batched house transfers and the venue-lock
 * rule) live in their own files, not in migrations: a migration never changes once landed, while
 * these are code that changes with the TypeScript beside them. Every start (db/migrate.ts, after
 * the migrations, under the same advisory lock) runs each file whose text changed since it was
 * last applied; the files are written with CREATE OR REPLACE, so running one again is harmless.
 * The hash of each applied file is kept in `ledger_sql`, a table this code owns (created here with
 * IF NOT EXISTS, not by a drizzle migration: it must exist before the first apply, and no other
 * code reads it).
 */
export const LEDGER_SQL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');

/** What applying needs of a connection: node-postgres' Client and PGlite both fit. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Several statements in one string (a whole file). */
  exec(text: string): Promise<unknown>;
}

export interface LedgerSqlFile {
  name: string;
  text: string;
  hash: string;
}

/** The files in name order (plpgsql resolves the functions it calls when it runs, so order is free). */
export function ledgerSqlFiles(): LedgerSqlFile[] {
  return fs
    .readdirSync(LEDGER_SQL_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(LEDGER_SQL_DIR, name), 'utf8');
      return { name, text, hash: createHash('sha256').update(text).digest('hex') };
    });
}

/**
 * Applies every file whose hash differs from the one recorded, all in one transaction; returns
 * the names applied now. The caller serialises concurrent starts (PostgreSQL: the migration
 * advisory lock; PGlite: one process).
 */
export async function applyLedgerSql(client: SqlClient): Promise<string[]> {
  await client.exec(`CREATE TABLE IF NOT EXISTS ledger_sql (
    name text PRIMARY KEY,
    hash text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await client.query('SELECT name, hash FROM ledger_sql');
  const applied = new Map((rows as { name: string; hash: string }[]).map((r) => [r.name, r.hash]));
  const changed = ledgerSqlFiles().filter((f) => applied.get(f.name) !== f.hash);
  if (!changed.length) return [];
  await client.exec('BEGIN');
  try {
    for (const f of changed) {
      await client.exec(f.text);
      await client.query(
        `INSERT INTO ledger_sql (name, hash) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET hash = excluded.hash, applied_at = now()`,
        [f.name, f.hash],
      );
    }
    await client.exec('COMMIT');
  } catch (err) {
    await client.exec('ROLLBACK');
    throw err;
  }
  return changed.map((f) => f.name);
}
