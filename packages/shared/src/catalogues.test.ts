/**
 * Every text catalogue of the repository, in the one format (issue 25 item 4: i18next JSON, one file per language):
 * each folder named `locales` under apps/<app>/src, and each folder below one, holds `<lang>.json` files that have
 * exactly the keys of its zh.json, every value a non-empty string with the same {{placeholders}}. The player app
 * has all nine languages; the console at least zh and en. A catalogue folder added anywhere is checked without
 * being listed here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from './index.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function localeRoots(): string[] {
  const apps = path.join(ROOT, 'apps');
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'locales') found.push(full);
      else walk(full);
    }
  };
  for (const app of fs.readdirSync(apps)) if (fs.existsSync(path.join(apps, app, 'src'))) walk(path.join(apps, app, 'src'));
  return found.sort();
}

/** The folder and its subfolders that hold language files. */
function catalogueFolders(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    if (fs.readdirSync(dir).some((f) => f.endsWith('.json'))) out.push(dir);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(dir, entry.name));
  };
  walk(root);
  return out;
}

function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();

const folders = localeRoots().flatMap(catalogueFolders);
const rel = (dir: string): string => path.relative(ROOT, dir);

describe('text catalogues', () => {
  it('finds the player app and the console catalogues', () => {
    const names = folders.map(rel);
    expect(names).toContain('apps/web/src/i18n/locales');
    expect(names).toContain('apps/admin/src/i18n/locales');
    expect(names).toContain('apps/admin/src/i18n/locales/codes');
  });

  describe.each(folders.map((dir) => [rel(dir), dir] as const))('%s', (name, dir) => {
    const langs = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
    const read = (lang: string): Map<string, unknown> => flatten(JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as unknown);
    const reference = read('zh');

    it('has the languages of its app, each a known one', () => {
      for (const lang of langs) expect(LANG_CODES as readonly string[], `${name}/${lang}.json`).toContain(lang);
      const needed = name.startsWith('apps/web/') ? [...LANG_CODES] : ['en', 'zh'];
      expect(langs).toEqual(expect.arrayContaining(needed));
    });

    it.each(langs)('%s has exactly the keys of zh, each a non-empty text with the same placeholders', (lang) => {
      const texts = read(lang);
      expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, value] of texts) {
        expect(typeof value === 'string' && value.trim() !== '', `${lang}: ${key}`).toBe(true);
        expect(placeholders(value as string), `${lang}: ${key}`).toEqual(placeholders(String(reference.get(key))));
      }
    });
  });
});
