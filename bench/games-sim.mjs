#!/usr/bin/env node
/**
 * Plays random rounds of every house game through the engines (draw + settle, exactly as the server will) and prints
 * the observed RTP beside the exact RTP from full enumeration, with rounds per second. Baseline measured in the same
 * run: draw-only rounds per second (the ratio shows what settlement costs).
 *
 *   npm run bench:games                  # 1 000 000 rounds per game
 *   npm run bench:games -- 20000         # fewer rounds
 *   npm run bench:games -- 20000 roulette sicbo
 *
 * Each round places 1-3 bets of uniformly random types with stakes of 1.00-20.00 in steps of 0.20 (multiples of every pay
 * denominator, so no rounding). With stakes independent of the type, the expected RTP of the mix is the mean of the
 * types' exact RTPs, which is what "exact" shows; |z| is the gap in standard errors (|z| < 3 is what chance allows).
 * Baccarat deals shoes to the cut card; its exact figure is the first coup of a full shoe, so expect a small deviation.
 * Always exits 0: a measurement, not a test.
 */
import { createRng, exactReturns, games, GAME_CODES } from '../packages/games/src/index.ts';

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const only = args.filter((a) => !/^\d+$/.test(a));
const codes = only.length ? GAME_CODES.filter((c) => only.includes(c)) : GAME_CODES;

/** Deterministic, fast bet picker (not the game RNG: bets are the player's side). */
let state = 0x9e3779b9;
function rand(n) {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) % n;
}

const pct = (x) => (x * 100).toFixed(4) + '%';
console.log(`games-sim: ${rounds.toLocaleString('en')} rounds per game\n`);
console.log(['game', 'rounds/s', 'draw-only/s', 'ratio', 'observed RTP', 'exact RTP', '|z|'].map((h, i) => h.padEnd(i === 0 ? 18 : 14)).join(''));

for (const code of codes) {
  const game = games[code];
  let types = game.betTypes();
  // The lottery has 1000 exact numbers: sample a spread of them plus the sum bets for the exact figure.
  if (code === 'scheduledLottery') types = types.filter((t, i) => i < 4 || i % 37 === 0);
  const exact = exactReturns(game, types, 1_000_000n);
  const exactMean = [...exact.values()].reduce((s, f) => s + Number((f.num * 1_000_000_000n) / f.den) / 1e9, 0) / exact.size;

  let staked = 0n;
  let returned = 0n;
  let bets = 0;
  let sumSq = 0; // Σ (payout / stake)², for the standard error
  let shoe = null;
  const t0 = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    const n = 1 + rand(3);
    const placed = [];
    for (let i = 0; i < n; i++) placed.push({ type: types[rand(types.length)], amount: 100n + 20n * BigInt(rand(96)) });
    const r = game.draw(createRng({ serverSeed: `bench-${code}`, clientSeed: 'sim', nonce }), shoe);
    shoe = r.state;
    const settled = game.settle(placed, r.outcome);
    if (!settled.ok) throw new Error(`${code}: ${settled.error}`);
    for (const b of settled.value.bets) {
      bets++;
      staked += b.amount;
      returned += b.payout;
      const x = Number(b.payout) / Number(b.amount);
      sumSq += x * x;
    }
  }
  const seconds = (performance.now() - t0) / 1000;

  // Baseline: draw only, measured after the main loop so both run optimised code.
  const baselineRounds = Math.max(1000, Math.floor(rounds / 10));
  shoe = null;
  const tb = performance.now();
  for (let nonce = 0; nonce < baselineRounds; nonce++) {
    const r = game.draw(createRng({ serverSeed: `bench-${code}`, clientSeed: 'baseline', nonce }), shoe);
    shoe = r.state;
  }
  const drawRate = baselineRounds / ((performance.now() - tb) / 1000);

  const observed = Number((returned * 1_000_000_000n) / staked) / 1e9;
  // Standard error of a per-bet mean return (bets of one round are not independent; close enough for a sanity figure).
  const variance = Math.max(0, sumSq / bets - exactMean * exactMean);
  const z = Math.abs(observed - exactMean) / Math.sqrt(variance / bets);
  console.log(
    [code, Math.round(rounds / seconds).toLocaleString('en'), Math.round(drawRate).toLocaleString('en'),
      (rounds / seconds / drawRate).toFixed(2), pct(observed), pct(exactMean), z.toFixed(2)]
      .map((c, i) => String(c).padEnd(i === 0 ? 18 : 14)).join(''),
  );
}
