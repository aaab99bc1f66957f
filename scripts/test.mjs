// `npm test` (README "Two commands"): typecheck, lint, then every test project in one vitest run; each phase timed.
// The TypeScript projects are independent checks: they run side by side (as many at once as the machine has cores),
// with lint beside them; vitest starts once both passed. Arguments after `--` go to vitest. `npm run typecheck` is
// `node scripts/test.mjs --typecheck`: the same checks alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Every TypeScript project, each checked on its own. */
const TS_PROJECTS = ['packages/shared', 'packages/games', 'packages/venue-protocol', 'apps/venue-sim', 'apps/server', 'apps/web', 'apps/admin', 'e2e'];

const times = [];
const started = Date.now();

/** Runs a command with its output shown; resolves to its exit code. */
function run(cmd, args, label) {
  return runEnv(cmd, args, label, {});
}

/** The same, with `env` added to this process's environment. */
function runEnv(cmd, args, label, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (err) => {
      console.error(`${label}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `tasks` (functions answering an exit code) at most `limit` at a time; resolves to the first failure or 0. */
async function pool(tasks, limit) {
  const codes = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) codes.push(await tasks[next++]());
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return codes.find((c) => c !== 0) ?? 0;
}

async function phase(name, body) {
  const t0 = Date.now();
  const code = await body();
  times.push([name, Date.now() - t0, code]);
  return code;
}

function report() {
  const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\nnpm test phases:');
  for (const [name, ms, code] of times) console.log(`  ${name.padEnd(10)} ${fmt(ms).padStart(9)}${code === 0 ? '' : `  (exit ${code})`}`);
  console.log(`  ${'total'.padEnd(10)} ${fmt(Date.now() - started).padStart(9)}`);
}

const cores = Math.max(1, os.availableParallelism());
const typecheckAll = () => pool(TS_PROJECTS.map((p) => () => run(bin('tsc'), ['-p', p], `tsc -p ${p}`)), cores);
if (process.argv[2] === '--typecheck') {
  const code = await phase('typecheck', typecheckAll);
  report();
  process.exit(code);
}
const [typecheck, lint] = await Promise.all([
  phase('typecheck', typecheckAll),
  phase('lint', () => run(bin('eslint'), ['.'], 'eslint')),
]);
if (typecheck !== 0 || lint !== 0) {
  report();
  process.exit(1);
}
const args = process.argv.slice(2);
const tests = await phase('vitest', () => (args.some((a) => a.startsWith('--project')) ? run(bin('vitest'), ['run', ...args], 'vitest') : bothRuns(args)));
report();
process.exit(tests);

/**
 * The end-to-end project and the others as two vitest runs side by side. One run hands its free workers to whatever
 * file is next, and the end-to-end files (long, mostly waiting for a browser or a server) took every worker for
 * minutes while the CPU-bound server files waited behind them, then ran alone (issue 25: 14 min, two thirds of the
 * CPU used). Side by side, each run keeps its own workers: the end-to-end run `E2E_WORKERS` (one server each,
 * e2e/global-setup.ts), the other `TEST_WORKERS` (root vitest.config.ts). Each run's test counts go to their own
 * file, merged into TESTS_PER_PROJECT_FILE at the end.
 */
async function bothRuns(args) {
  const counts = process.env.TESTS_PER_PROJECT_FILE;
  const runs = [
    { label: 'e2e', projects: ['--project', 'e2e'], workers: process.env.E2E_WORKERS || String(Math.max(2, cores + 1)) },
    { label: 'rest', projects: ['--project', '!e2e'], workers: process.env.TEST_WORKERS || String(Math.max(2, cores)) },
  ];
  const codes = await Promise.all(
    runs.map(({ label, projects, workers }) =>
      runEnv(bin('vitest'), ['run', ...projects, '--passWithNoTests', ...args], `vitest (${label})`, {
        TEST_WORKERS: workers,
        ...(counts ? { TESTS_PER_PROJECT_FILE: `${counts}.${label}` } : {}),
      }),
    ),
  );
  if (counts) {
    const merged = {};
    for (const { label } of runs) {
      const file = `${counts}.${label}`;
      if (!fs.existsSync(file)) continue;
      Object.assign(merged, JSON.parse(fs.readFileSync(file, 'utf8')));
      fs.rmSync(file);
    }
    fs.writeFileSync(counts, JSON.stringify(merged, null, 2));
  }
  return codes.find((c) => c !== 0) ?? 0;
}
