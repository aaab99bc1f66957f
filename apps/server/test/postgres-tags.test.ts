import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The PostgreSQL pass runs only the files tagged `// @postgres: <why>` (root vitest.config.ts). A file with tests that
 * run on PostgreSQL alone (concurrency, plans) and no tag would never run them anywhere: this names such a file.
 */
it('every file with PostgreSQL-only tests is tagged for the PostgreSQL pass', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (f) => /^(src|test)\//.test(f) && f.endsWith('.test.ts'),
  );
  const untagged = files.filter((f) => {
    const text = fs.readFileSync(path.join(root, f), 'utf8');
    return /TEST_DB\s*[!=]==\s*'pg'|\bonPg\b/.test(text) && !/^\/\/ @postgres: \S/m.test(text);
  });
  expect(untagged).toEqual([]);
  expect(files.length).toBeGreaterThan(50);
});
