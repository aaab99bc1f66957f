/**
 * Smoke check of the built house venue client (issue 6 part 5) in headless Chromium, with a stub of its API
 * (api-contract.md House venue) played by the real engines (@app/games), so the fairness panel verifies real rounds.
 * The server side of the API lives on another branch; this needs only `npm run build:web` and /usr/bin/chromium:
 *
 *   npm run build:web && node --import tsx apps/web/scripts/house-client-shots.ts [lang]
 *
 * Writes 375×667 screenshots to .tmp/house-shots/ (baccarat, roulette, sic bo, slot, lottery, fairness, history) and
 * exits 1 on a console error, a raw text key on screen, a ticket left in the address bar or horizontal overflow.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRng, games, hashSeed, isGameCode, type GameCode } from '@app/games';
import { formatMinor, toMinor } from '@app/shared';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const SHOTS = path.join(ROOT, '.tmp/house-shots');
const lang = process.argv[2] ?? 'en';
const texts = (JSON.parse(fs.readFileSync(path.join(ROOT, `apps/web/src/i18n/locales/house/${lang}.json`), 'utf8')) as {
  house: { game: Record<string, string>; tab: Record<string, string> };
}).house;

// ---- stub API: one player, one seed chain, rounds kept in memory ----
let serverSeed = 'b1f4c0d2e3a49f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706';
let nonce = 0;
let shoe: unknown = null;
let balance: bigint = toMinor('1000.00')!;
const rounds: Array<Record<string, unknown>> = [];
const tickets = new Set(['t-1']);

function answer(res: http.ServerResponse, code: number, data: unknown, msg = 'ok') {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, msg, data }));
}

function api(name: string, body: Record<string, unknown>, res: http.ServerResponse) {
  if (name === 'session') {
    if (!tickets.delete(String(body.ticket))) return answer(res, 2500, null, 'Ticket expired');
    return answer(res, 0, { session: 's-1', balance: formatMinor(balance) });
  }
  if (body.session !== 's-1') return answer(res, 2301, null, 'The game session has expired, please open the game again from the lobby');
  if (name === 'play') {
    const gameCode = String(body.gameCode);
    if (!isGameCode(gameCode)) return answer(res, 1001, null, 'Unknown game');
    const bets = (body.bets as Array<{ type: string; amount: string }>).map((b) => ({ type: b.type, amount: toMinor(b.amount)! }));
    const stake = bets.reduce((s, b) => s + b.amount, 0n);
    if (stake > balance) return answer(res, 2308, null, 'Insufficient balance');
    const clientSeed = String(body.clientSeed ?? 'default');
    const roundId = `r${rounds.length + 1}`;
    const serverSeedHash = hashSeed(serverSeed);
    if (gameCode === 'scheduledLottery') {
      balance -= stake;
      rounds.unshift({ roundId, gameCode, bets: body.bets, betAmount: formatMinor(stake), outcome: null, status: 'pending', time: new Date().toISOString() });
      return answer(res, 0, { roundId, outcome: null, payout: '0.00', balance: formatMinor(balance), serverSeedHash, nonce: 0 });
    }
    const drawn = games[gameCode as GameCode].draw(createRng({ serverSeed, clientSeed, nonce }), gameCode === 'baccarat' ? shoe : null);
    if (gameCode === 'baccarat') shoe = drawn.state;
    const settled = games[gameCode as GameCode].settle(bets, drawn.outcome);
    if (!settled.ok) return answer(res, 1001, null, settled.error);
    balance = balance - stake + settled.value.payout;
    const round = { roundId, gameCode, bets: body.bets, betAmount: formatMinor(stake), payout: formatMinor(settled.value.payout), outcome: drawn.outcome, serverSeedHash, clientSeed, nonce, status: 'settled', time: new Date().toISOString() };
    rounds.unshift(round);
    nonce++;
    return answer(res, 0, { roundId, outcome: drawn.outcome, payout: round.payout, balance: formatMinor(balance), serverSeedHash, nonce: round.nonce });
  }
  if (name === 'reveal') {
    const revealed = { serverSeed, serverSeedHash: hashSeed(serverSeed) };
    serverSeed = `${serverSeed.slice(1)}0`;
    nonce = 0;
    shoe = null;
    return answer(res, 0, { ...revealed, nextServerSeedHash: hashSeed(serverSeed) });
  }
  if (name === 'history') {
    const page = Number(body.page ?? 1);
    const size = Number(body.size ?? 10);
    return answer(res, 0, { list: rounds.slice((page - 1) * size, page * size), total: rounds.length, page, size });
  }
  answer(res, 404, null, 'not found');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const m = /^\/venue\/house\/api\/(\w+)$/.exec(url.pathname);
  if (m && req.method === 'POST') {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => api(m[1]!, JSON.parse(raw || '{}') as Record<string, unknown>, res));
    return;
  }
  let file = path.join(DIST, decodeURIComponent(url.pathname));
  if (!file.startsWith(DIST)) return res.end();
  if (file.endsWith('/')) file = path.join(file, 'index.html');
  if (!fs.existsSync(file)) {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});

async function main() {
  if (!fs.existsSync(path.join(DIST, 'venue/house/index.html'))) throw new Error('run `npm run build:web` first');
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  fs.mkdirSync(SHOTS, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const problems: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
    page.on('pageerror', (err) => problems.push(`pageerror: ${String(err)}`));
    const shot = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(2600); // deal / spin / roll animations
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (overflow) problems.push(`${name}: horizontal overflow`);
      const raw = await page.evaluate(() => /\bhouse\.[a-zA-Z]+\.?[a-zA-Z.]*/.exec(document.body.innerText)?.[0] ?? null);
      if (raw) problems.push(`${name}: raw key ${raw}`);
      await page.screenshot({ path: path.join(SHOTS, `${lang}-${name}.png`) });
    };

    await page.goto(`${base}/venue/house/?platType=house_live&gameCode=baccarat&ticket=t-1&lang=${lang}`);
    await page.getByTestId('spot-player').waitFor();
    if (new URL(page.url()).searchParams.has('ticket')) problems.push('ticket left in the address bar');
    await page.getByTestId('chip-10').click();
    await page.getByTestId('spot-player').click();
    await page.getByTestId('spot-player').click();
    await page.getByTestId('spot-tie').click();
    await page.getByTestId('submit').click();
    await page.getByTestId('baccarat-result').waitFor();
    await page.getByTestId('chip-5').click();
    await page.getByTestId('spot-banker').click();
    await page.getByTestId('submit').click();
    await page.getByTestId('spot-banker').click();
    await shot('baccarat');

    // A reload keeps the session (sessionStorage), without the spent ticket.
    await page.reload();
    await page.getByTestId('spot-player').waitFor();

    await page.getByText(texts.game.roulette!, { exact: true }).first().click();
    await page.getByTestId('num-17').click();
    await page.getByTestId('spot-red').click();
    await page.getByTestId('spot-dozen:2').click();
    await page.getByTestId('submit').click();
    await page.getByTestId('roulette-number').waitFor();
    await page.getByTestId('num-7').click();
    await shot('roulette');

    await page.getByText(texts.game.sicbo!, { exact: true }).first().click();
    await page.getByTestId('spot-big').click();
    await page.getByTestId('spot-total:10').click();
    await page.getByTestId('submit').click();
    await shot('sicbo');

    await page.getByText(texts.tab.history!, { exact: true }).first().click();
    await page.getByTestId('history').waitFor();
    await shot('history');

    await page.getByText(texts.tab.fair!, { exact: true }).first().click();
    await page.getByTestId('reveal').click();
    await page.getByTestId('verified').first().waitFor();
    if (await page.getByTestId('mismatch').count()) problems.push('fairness: a round did not verify');
    await shot('fairness');
    await page.getByTestId('verified').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `${lang}-fairness-rounds.png`) });

    // Other platTypes: slot and the scheduled lottery (fresh tickets).
    tickets.add('t-2');
    await page.goto(`${base}/venue/house/?platType=house_slots&gameCode=slot&ticket=t-2&lang=${lang}`);
    await page.getByTestId('spot-spin').click();
    await page.getByTestId('chip-10').click();
    await page.getByTestId('spot-spin').click();
    await page.getByTestId('submit').click();
    await shot('slot');
    tickets.add('t-3');
    await page.goto(`${base}/venue/house/?platType=house_lottery&gameCode=scheduledLottery&ticket=t-3&lang=${lang}`);
    await page.getByTestId('spot-big').click();
    await page.getByTestId('submit').click();
    await page.getByTestId('pending').waitFor();
    await shot('lottery');
    tickets.add('t-4');
    await page.goto(`${base}/venue/house/?platType=house_lottery&gameCode=happy8&ticket=t-4&lang=${lang}`);
    await page.getByTestId('spot-big').click();
    await page.getByTestId('spot-water').click();
    await page.getByTestId('submit').click();
    await shot('happy8');
    tickets.add('t-5');
    await page.goto(`${base}/venue/house/?platType=house_chess&gameCode=dragonTiger&ticket=t-5&lang=${lang}`);
    await page.getByTestId('spot-dragon').click();
    await page.getByTestId('submit').click();
    await shot('dragon-tiger');

    const landscape = await browser.newContext({ viewport: { width: 667, height: 375 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    const wide = await landscape.newPage();
    tickets.add('t-6');
    await wide.goto(`${base}/venue/house/?platType=house_live&gameCode=roulette&ticket=t-6&lang=${lang}`);
    await wide.getByTestId('num-17').waitFor();
    await wide.waitForTimeout(500);
    await wide.screenshot({ path: path.join(SHOTS, `${lang}-roulette-landscape.png`) });
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`screenshots in ${SHOTS}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

void main();
