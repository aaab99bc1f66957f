import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { betConsumers, MODULES, moduleJobs, operatorRoutes, playerRoutes, venueAdapters } from '../src/module-manifest.js';
import * as registry from '../src/registry.js';

/**
 * The manifests are the one list (issue 25 item 2): whatever a folder brings to the server (routes, operator
 * routes, jobs, bet consumers, venue adapters) is named in its manifest.ts, and every manifest is one line of
 * registry.ts. This test keeps it so: a routes plugin, an admin-routes plugin or a job file that no manifest names
 * would silently never run.
 */
const SRC = new URL('../src/', import.meta.url);
const folders = (under: string) =>
  fs
    .readdirSync(new URL(`${under}/`, SRC), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${under}/${d.name}`);
const exported = (file: string, pattern: RegExp) => [...fs.readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]!);

describe('module manifests and their registry', () => {
  const manifests = Object.values(registry);
  // modules/operators hosts the operator API itself (login, sessions, and the mount point of every manifest's
  // operatorRoutes): app.ts registers it, so it has no manifest.
  const all = [...folders('modules'), ...folders('venues')].filter((f) => f !== 'modules/operators');

  it('every folder that brings routes or jobs has a manifest.ts, and registry.ts lists each manifest once', () => {
    const registryText = fs.readFileSync(new URL('registry.ts', SRC), 'utf8');
    for (const folder of all) {
      const dir = new URL(`${folder}/`, SRC);
      const files = fs.readdirSync(dir);
      const brings = files.some((f) => f === 'routes.ts' || f === 'admin-routes.ts' || (f.endsWith('-job.ts') && !f.endsWith('.test.ts')));
      if (!brings) continue;
      expect(files, folder).toContain('manifest.ts');
      expect(registryText.split(`'./${folder}/manifest.js'`).length - 1, folder).toBe(1);
    }
    expect(MODULES).toHaveLength(manifests.length);
  });

  it('every exported routes plugin and job of a folder is in its manifest', () => {
    const routes = new Set<unknown>(playerRoutes());
    const operator = new Set<unknown>(Object.values(operatorRoutes()));
    const jobs = new Set(moduleJobs().map((j) => j.name));
    for (const folder of all) {
      const dir = path.join(SRC.pathname, folder);
      for (const file of fs.readdirSync(dir)) {
        const full = path.join(dir, file);
        if (file === 'routes.ts') {
          for (const name of exported(full, /export async function (\w+Routes)\(/g)) expect(routes.has(importedFrom(folder, file, name)), `${folder}/${name}`).toBe(true);
        }
        if (file === 'admin-routes.ts') {
          for (const name of exported(full, /export async function (\w+AdminRoutes)\(/g)) expect(operator.has(importedFrom(folder, file, name)), `${folder}/${name}`).toBe(true);
        }
        if (file.endsWith('-job.ts')) {
          for (const name of exported(full, /name: '([a-z-]+)'/g)) expect(jobs.has(name), `${folder}/${file} ${name}`).toBe(true);
        }
      }
    }
  });

  it('collects the server as it is: 18 operator segments (the ledger’s and the jobs’ pages are the platform’s), 12 jobs, the turnover and VIP consumers, the house venue', () => {
    expect(Object.keys(operatorRoutes()).sort()).toEqual(
      ['activities', 'cashbox', 'chat', 'content', 'dashboard', 'deposit', 'feedback', 'help', 'lobby', 'message', 'player', 'redeem', 'report', 'settings', 'vip', 'wallet', 'welfare', 'withdraw'].sort(),
    );
    expect(moduleJobs()).toHaveLength(12);
    expect(Object.keys(betConsumers()).sort()).toEqual(['turnover', 'vip']);
    expect(Object.keys(venueAdapters())).toEqual(['house']);
  });
});

// The plugin objects themselves are compared, so each export is loaded from its file once (vitest caches modules).
const loaded = new Map<string, Record<string, unknown>>();
function importedFrom(folder: string, file: string, name: string): unknown {
  const key = `${folder}/${file}`;
  if (!loaded.has(key)) throw new Error(`load ${key} first`);
  return loaded.get(key)![name];
}
for (const folder of [...fs.readdirSync(new URL('modules/', SRC)).map((d) => `modules/${d}`), ...fs.readdirSync(new URL('venues/', SRC)).map((d) => `venues/${d}`)]) {
  for (const file of ['routes.ts', 'admin-routes.ts']) {
    const url = new URL(`${folder}/${file}`, SRC);
    if (fs.existsSync(url)) loaded.set(`${folder}/${file}`, (await import(url.href)) as Record<string, unknown>);
  }
}
