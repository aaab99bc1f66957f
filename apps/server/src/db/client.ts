import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { migratePgliteClient, migratePostgres } from './migrate.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database handle every data function takes first (conventions: Midday's DatabaseOrTransaction). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies pending migrations (drizzle-kit output in db/migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded data directory's lock (data-dir-lock.ts), held until close; absent on PostgreSQL and in memory. */
  lock?: DataDirLock;
}

export function fromPostgres(databaseUrl: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection that the server ends (restart, failover, DROP DATABASE … FORCE) is emitted on the
  // pool; without a listener that error would crash the process. The pool replaces the connection and the
  // next query reports any lasting problem.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'pg',
    migrate: () => migratePostgres(databaseUrl),
    close: () => pool.end(),
  };
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR (design.md §2), which only one process may
 * open: `role` (`server`, or the shell command) takes its lock first, or this throws DataDirBusyError naming the holder.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; role: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'pglite');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const lock = lockDataDir(dir, opts.role);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const database = fromPglite(await PGlite.create(dir));
    return {
      ...database,
      lock,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
