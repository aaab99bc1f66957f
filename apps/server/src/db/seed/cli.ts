import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { exitIfBusy } from '../data-dir-lock.js';
import { seed } from './seed.js';

/** `npm run seed`: migrates, then applies any seed version not yet applied. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, role: 'seed' }).catch((err: unknown) =>
  exitIfBusy(err, 'restart it: the server applies pending seed data itself when it starts.'),
);
try {
  await database.migrate();
  const applied = await seed(database.db);
  console.log(applied.length ? `Seeded: ${applied.join(', ')}` : 'Seed data already up to date');
} finally {
  await database.close();
}
