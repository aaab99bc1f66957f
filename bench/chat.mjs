// Customer-service chat under load (issue 17 "Must show"): the real server on a scratch PostgreSQL database,
// 1,000 concurrent player WebSocket clients (/web/chat/socket) and a few operator sockets (/admin/api/chat/socket)
// replying to every player message, all on this machine. Prints messages/s (stored and delivered) and p50/p99 delivery
// latency (send frame written → the other side's socket receives the message frame), both directions together.
// Usage: npm run bench:chat   (TEST_DATABASE_URL, BENCH_DATABASE_URL or DATABASE_URL: a PostgreSQL server; a scratch
// database is created and dropped). Options: --clients 1000 --messages 5 --operators 10 --spread 20 (seconds over which
// each player's messages are spread). BENCH_REDIS_URL=redis://… runs the server with REDIS_URL (the bus through Redis).
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { call, scratchDatabase, startServer } from './money-lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const CLIENTS = arg('clients', 1000);
const MESSAGES = arg('messages', 5);
const OPERATORS = arg('operators', 10);
const SPREAD_S = arg('spread', 20);
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (process.env.BENCH_REDIS_URL) process.env.REDIS_URL = process.env.BENCH_REDIS_URL;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function socket(url, onFrame) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('message', (data) => onFrame(JSON.parse(String(data))));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Players with live sessions, written as the server writes them (token hashed), in one statement per 500. */
async function createPlayers(url, n) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const players = [];
  for (let start = 0; start < n; start += 500) {
    const batch = Array.from({ length: Math.min(500, n - start) }, (_, i) => ({ username: `chat${start + i}${randomBytes(3).toString('hex')}`, token: randomBytes(32).toString('base64url') }));
    const { rows } = await db.query(
      `INSERT INTO users (username, password_hash) SELECT unnest($1::text[]), 'x' RETURNING id, username`,
      [batch.map((b) => b.username)],
    );
    const ids = new Map(rows.map((r) => [r.username, Number(r.id)]));
    await db.query(
      `INSERT INTO user_sessions (user_id, token_hash, expires_at) SELECT unnest($1::bigint[]), unnest($2::text[]), now() + interval '1 day'`,
      [batch.map((b) => ids.get(b.username)), batch.map((b) => createHash('sha256').update(b.token).digest('hex'))],
    );
    for (const b of batch) players.push({ ...b, userId: ids.get(b.username) });
  }
  // The per-connection send limit is for people; the bench's operators send hundreds a minute.
  await db.query(`UPDATE sys_config SET value = '1000000' WHERE key = 'chat_send_per_minute'`);
  await db.end();
  return players;
}

const scratch = await scratchDatabase(baseUrl, 'bench_chat');
let server;
try {
  server = await startServer(scratch.url);
  const wsBase = server.base.replace(/^http/, 'ws');
  const players = await createPlayers(scratch.url, CLIENTS);
  const login = await call(server.base, '/admin/api/login', { username: 'admin', password: 'bench-admin-password' });
  if (login.code !== 0) throw new Error(`operator login: ${JSON.stringify(login)}`);
  console.log(`server up (${process.env.REDIS_URL ? 'Redis bus' : 'in-process bus'}); ${CLIENTS} players, ${OPERATORS} operator sockets, ${MESSAGES} messages each + a reply to each`);

  const sentAt = new Map(); // clientId → ms
  const latencies = [];
  let delivered = 0;
  let errors = 0;
  const expected = CLIENTS * MESSAGES * 2;
  let done;
  const allDone = new Promise((r) => (done = r));
  const received = (clientId) => {
    const t0 = sentAt.get(clientId);
    if (t0 === undefined) return;
    sentAt.delete(clientId);
    latencies.push(performance.now() - t0);
    delivered++;
    if (delivered === expected) done();
  };

  // Operators: every operator socket hears every message; the one of conversationId % OPERATORS replies.
  const ops = [];
  for (let k = 0; k < OPERATORS; k++) {
    const me = k;
    const ws = await socket(`${wsBase}/admin/api/chat/socket`, (f) => {
      if (f.type === 'error') errors++;
      if (f.type !== 'message' || f.message.from !== 'player' || f.conversationId % OPERATORS !== me) return;
      received(f.clientId);
      const clientId = `r${f.clientId}`;
      sentAt.set(clientId, performance.now());
      ws.send(JSON.stringify({ type: 'send', conversationId: f.conversationId, clientId, text: `re: ${f.message.text}` }));
    });
    ws.send(JSON.stringify({ type: 'hello', token: login.data.token }));
    ops.push(ws);
  }

  // Players: connect all, then each sends its messages at random moments within the spread.
  const t0 = performance.now();
  const sockets = await Promise.all(
    players.map(async (p, i) => {
      let ready;
      const isReady = new Promise((r) => (ready = r));
      const ws = await socket(`${wsBase}/web/chat/socket`, (f) => {
        if (f.type === 'ready') ready();
        else if (f.type === 'error') errors++;
        else if (f.type === 'message' && f.message.from === 'operator') received(f.clientId);
      });
      ws.send(JSON.stringify({ type: 'hello', token: p.token }));
      await isReady;
      return { ws, i };
    }),
  );
  console.log(`${CLIENTS} player sockets connected and ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const start = performance.now();
  for (const { ws, i } of sockets) {
    for (let m = 0; m < MESSAGES; m++) {
      setTimeout(() => {
        const clientId = `p${i}_${m}`;
        sentAt.set(clientId, performance.now());
        ws.send(JSON.stringify({ type: 'send', clientId, text: `message ${m} of player ${i}` }));
      }, Math.random() * SPREAD_S * 1000);
    }
  }
  const timeout = sleep(SPREAD_S * 1000 + 120_000).then(() => 'timeout');
  const outcome = await Promise.race([allDone.then(() => 'done'), timeout]);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(outcome === 'done' ? 'every message delivered' : `TIMEOUT: ${delivered} of ${expected} delivered`);
  console.log(`messages: ${delivered} delivered (player→operator and operator→player) in ${elapsed.toFixed(1)} s = ${(delivered / elapsed).toFixed(0)} messages/s; errors ${errors}`);
  console.log(`delivery latency: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`);
  for (const { ws } of sockets) ws.terminate();
  for (const ws of ops) ws.terminate();
} finally {
  if (server) {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${scratch.url}`);
  else await scratch.drop();
}
