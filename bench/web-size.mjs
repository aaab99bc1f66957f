#!/usr/bin/env node
/**
 * Home-route JavaScript over the wire (gzip) against the 180 KB budget. Builds nothing: run `npm run build:web`
 * first. Reads Vite's manifest (build.manifest in apps/web/vite.config.ts) and counts what a first visit to home
 * downloads: the index.html entry and its static imports, the home page chunk and its static imports, and the
 * current-language chunk (zh by default; pass another code as the first argument). CSS is printed for reference.
 * Always exits 0: this is a measurement, not a test.
 * The operator console (apps/admin) builds into its own apps/admin/dist and is never counted here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const lang = process.argv[2] ?? 'zh';

if (!existsSync(manifestPath)) {
  console.log(`web-size: ${manifestPath} not found; run \`npm run build:web\` first.`);
  process.exit(0);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const roots = [
  'index.html',
  'src/pages/index/index.tsx',
  `src/i18n/locales/${lang}.json`,
];

const js = new Set();
const css = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`web-size: ${key} is not in the manifest`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
for (const root of roots) visit(root);

const kb = (bytes) => bytes / 1024;
function measure(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const rows = [];
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const zipped = gzipSync(content, { level: 9 }).length;
    // What the server sends a browser that accepts br: the .br written at build time (precompress.mjs).
    const brFile = join(dist, `${file}.br`);
    const br = existsSync(brFile)
      ? readFileSync(brFile).length
      : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    raw += content.length;
    gzip += zipped;
    brotli += br;
    rows.push({ file, kb: kb(content.length).toFixed(1), gzipKb: kb(zipped).toFixed(1), brKb: kb(br).toFixed(1) });
  }
  return { raw, gzip, brotli, rows };
}

const scripts = measure([...js]);
const styles = measure([...css]);
console.table(scripts.rows);
console.log(`home JS (${lang}): ${kb(scripts.raw).toFixed(1)} KB raw, ${kb(scripts.gzip).toFixed(1)} KB gzip, ${kb(scripts.brotli).toFixed(1)} KB brotli`);
const verdict = (bytes) => `${((kb(bytes) / BUDGET_KB) * 100).toFixed(0)}% of ${BUDGET_KB} KB (${kb(bytes) <= BUDGET_KB ? 'within' : 'OVER'})`;
// Browsers that accept br (every current one) get brotli from the server; gzip is the fallback.
console.log(`over the wire, brotli (served to current browsers): ${verdict(scripts.brotli)}`);
console.log(`over the wire, gzip (fallback encoding):           ${verdict(scripts.gzip)}`);
console.log(`home CSS (for reference): ${kb(styles.gzip).toFixed(1)} KB gzip`);
