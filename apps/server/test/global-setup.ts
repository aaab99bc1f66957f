import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../src/db/client.js';
import { seed } from '../src/db/seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated and seeded PGlite data directory (PGlite project). */
    pgliteSnapshot: string;
    /** Name of a migrated and seeded template database (PostgreSQL project). */
    pgTemplate: string;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates and seeds once per run; each test file then starts from a copy (design.md §2:
 * PGlite's first start is slow, so files load a snapshot; on PostgreSQL each file gets a database
 * created from a template).
 */
export default async function setup(project: TestProject) {
  // The project's env reaches test workers, not this process: read it from the project config.
  if (project.config.env?.TEST_DB === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
    const template = `tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = fromPostgres(databaseUrlWithName(url, template), 2);
    await database.migrate();
    await seed(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      // Test files drop their own databases; drop leftovers of crashed files and the template.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}_f%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await database.migrate();
  await seed(database.db);
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-snap-')), 'snapshot.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
