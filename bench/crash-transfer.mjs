// Crash safety of transfers: runs convertMoney load (each call with its own Idempotency-Key)
// against a started server on PostgreSQL, SIGKILLs the server mid-load, restarts it, then checks:
// the ledger invariants hold; every acknowledged transfer is present and confirmed; replaying an
// acknowledged call answers the same; retrying the calls that got no answer moves money at most
// once; each player's money still adds up to what was funded.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/crash-transfer.mjs [--seconds 3] [--players 16]
import pg from 'pg';
import { call, createPlayers, ledgerCheck, requireBaseUrl, scratchDatabase, startServer } from './money-lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const seconds = arg('seconds', 3);
const nPlayers = arg('players', 16);
const FUNDED = 1000;
const baseUrl = requireBaseUrl();
const failures = [];
const fail = (msg) => failures.push(msg);

const db = await scratchDatabase(baseUrl, 'crash_transfer');
let server;
try {
  server = await startServer(db.url);
  const players = await createPlayers(db.url, server.base, nPlayers, String(FUNDED));
  /** Every call made: its key and body, and the answer if one came back. */
  const calls = [];
  let stop = false;
  const workers = players.map(async (p, pi) => {
    for (let seq = 0; !stop; seq++) {
      const body = seq % 3 === 2 ? { from: 'house_live', to: 'central', amount: 2 } : { from: 'central', to: 'house_live', amount: 1 + (seq % 2) };
      const entry = { player: pi, key: `crash-${pi}-${seq}`, body, answer: null };
      calls.push(entry);
      try {
        entry.answer = await call(server.base, '/web/apiCode/convertMoney', body, { token: p.token, 'idempotency-key': entry.key });
      } catch {
        return; // the server is gone: this call got no answer
      }
    }
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  server.child.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  const acked = calls.filter((c) => c.answer);
  const unanswered = calls.filter((c) => !c.answer);
  console.log(`before the kill: ${calls.length} calls, ${acked.length} answered (${acked.filter((c) => c.answer.code === 0).length} moved money), ${unanswered.length} without answer`);

  server = await startServer(db.url, server.port);
  const check1 = await ledgerCheck(db.url);
  if (check1.code !== 0) fail(`ledger after restart: ${check1.out}`);

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const okOrders = acked.filter((c) => c.answer.code === 0).map((c) => c.answer.data.orderNo);
  const { rows } = await client.query(`SELECT order_no, status, journal_id FROM venue_transfers WHERE order_no = ANY($1)`, [okOrders]);
  const found = new Map(rows.map((r) => [r.order_no, r]));
  for (const o of okOrders) {
    const r = found.get(o);
    if (!r) fail(`acknowledged transfer ${o} is missing`);
    else if (r.status !== 'confirmed' || r.journal_id === null) fail(`acknowledged transfer ${o} is ${r.status}`);
  }
  // An acknowledged call replayed with its key answers exactly the same and moves nothing.
  for (const c of acked.slice(-20)) {
    const again = await call(server.base, '/web/apiCode/convertMoney', c.body, { token: players[c.player].token, 'idempotency-key': c.key });
    if (JSON.stringify(again) !== JSON.stringify(c.answer)) fail(`replay of ${c.key} answered ${JSON.stringify(again)}, first ${JSON.stringify(c.answer)}`);
  }
  // Calls that got no answer are retried with the same key: each either went through before the
  // kill (its answer is replayed) or runs now — at most once either way.
  for (const c of unanswered) {
    c.answer = await call(server.base, '/web/apiCode/convertMoney', c.body, { token: players[c.player].token, 'idempotency-key': c.key });
    const again = await call(server.base, '/web/apiCode/convertMoney', c.body, { token: players[c.player].token, 'idempotency-key': c.key });
    if (JSON.stringify(again) !== JSON.stringify(c.answer)) fail(`retry of ${c.key} not idempotent`);
  }
  for (let pi = 0; pi < players.length; pi++) {
    const moved = calls
      .filter((c) => c.player === pi && c.answer.code === 0)
      .reduce((s, c) => s + (c.body.from === 'central' ? c.body.amount : -c.body.amount), 0);
    const bal = await call(server.base, '/web/user/getUserBalance', {}, { token: players[pi].token });
    const m = bal.data.userBalanceMap;
    if (Number(m.total) !== FUNDED) fail(`player ${pi}: total ${m.total}, funded ${FUNDED}`);
    if (Number(m.venue) !== moved) fail(`player ${pi}: venue ${m.venue}, answered transfers add up to ${moved}`);
  }
  await client.end();
  const check2 = await ledgerCheck(db.url);
  if (check2.code !== 0) fail(`ledger at the end: ${check2.out}`);
  console.log(`after restart: ${okOrders.length} acknowledged transfers all present; ${unanswered.length} unanswered calls retried; ${check2.out.split('\n').pop()}`);
  console.log(failures.length ? `FAILED:\n- ${failures.join('\n- ')}` : 'crash test passed');
  process.exitCode = failures.length ? 1 : 0;
} finally {
  server?.child.kill();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}
