// @postgres: a 100,000-row export streamed from PostgreSQL
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB, useTestApp } from '../../../test/helpers.js';
import { createPlayer, operatorToken } from '../../../test/wallet-helpers.js';

/**
 * Issue 14 "Reports": an export of 100k rows streams without loading them all in memory. 100k bets of one player are
 * seeded set-wise (generate_series), the real server answers player/bets/export over HTTP, and the client reads the
 * file chunk by chunk while process.memoryUsage() is sampled: the heap grows by a small fraction of the file, not by
 * the 100k row objects and their CSV text. Two figures: the peak heap as sampled (garbage not yet collected included)
 * and the peak live heap (sampled right after a full collection every 10 chunks). PostgreSQL only: PGlite lives in this process and its WASM memory would
 * count as the export's (run: TEST_DATABASE_URL=… npx vitest run --project server-pg <this file>).
 */
const ROWS = 100_000;
const MB = 1024 * 1024;
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await operatorToken(t);
});

describe.skipIf(TEST_DB !== 'pg')('CSV export memory (issue 14 "Reports")', () => {
  it(`streams ${ROWS.toLocaleString('en')} bets with the heap growing far less than the file`, { timeout: 300_000 }, async () => {
    const p = await createPlayer(t, 'mem');
    await t.database.db.execute(sql`
      INSERT INTO bets (plat_type, game_type, game_code, user_id, source_ref, stake, valid_bet, payout, win_loss, status, placed_at, settled_at)
      SELECT v.plat_type, 'slots', 'g' || (g % 50), ${p.userId}, 'mem-' || g, 100 + g, 100 + g, g % 3 * 150, g % 3 * 150 - 100 - g, 'settled',
             now() - interval '30 days' + g * interval '20 seconds', now() - interval '30 days' + g * interval '20 seconds'
      FROM generate_series(1, ${ROWS}) g, (SELECT plat_type FROM venues ORDER BY plat_type LIMIT 1) v`);
    await t.database.db.execute(sql`ANALYZE bets`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    gc();
    const before = process.memoryUsage();
    let peak = { rss: before.rss, heapUsed: before.heapUsed };
    let livePeak = before.heapUsed;
    const sample = () => {
      const m = process.memoryUsage();
      peak = { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
    };
    const timer = setInterval(sample, 10);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/admin/api/player/bets/export`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: p.userId }),
    });
    expect(res.status).toBe(200);
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      bytes += chunk.byteLength;
      chunks++;
      for (const c of decoder.decode(chunk, { stream: true })) if (c === '\n') lines++;
      sample();
      if (chunks % 10 === 0) {
        gc();
        livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
      }
    }
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    const heapGrowth = peak.heapUsed - before.heapUsed;
    const liveGrowth = livePeak - before.heapUsed;
    const rssGrowth = peak.rss - before.rss;
    console.log(
      `[export-memory] ${ROWS} rows, ${(bytes / MB).toFixed(1)} MB CSV in ${chunks} chunks, ${seconds.toFixed(1)} s; ` +
        `heap before ${(before.heapUsed / MB).toFixed(1)} MB, peak ${(peak.heapUsed / MB).toFixed(1)} MB (growth ${(heapGrowth / MB).toFixed(1)} MB), ` +
        `live heap after GC peak ${(livePeak / MB).toFixed(1)} MB (growth ${(liveGrowth / MB).toFixed(1)} MB); ` +
        `RSS before ${(before.rss / MB).toFixed(1)} MB, peak ${(peak.rss / MB).toFixed(1)} MB (growth ${(rssGrowth / MB).toFixed(1)} MB)`,
    );
    expect(lines).toBe(ROWS + 1);
    // Holding the rows would take several times the file (objects + text); a batch of 1,000 is ~1% of it.
    expect(liveGrowth).toBeLessThan(bytes / 4);
  });
});
