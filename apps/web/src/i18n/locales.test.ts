import { LANG_CODES } from '@app/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_META } from '../app/route-meta';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'locales');

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const [k, v] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const locales = new Map(
  LANG_CODES.map((code) => [code, flatten(JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as unknown)]),
);
const reference = [...(locales.get('zh')?.keys() ?? [])].sort();

/** Feature texts loaded with their screens (i18n loadTexts): `locales/<feature>/<lang>.json`. */
const features = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const featureLocales = new Map(
  features.map((f) => [
    f,
    new Map(LANG_CODES.map((code) => [code, flatten(JSON.parse(readFileSync(join(dir, f, `${code}.json`), 'utf8')) as unknown)])),
  ]),
);

// Every language file having exactly zh's keys, none empty, is checked for every catalogue of the repository by one
// test (packages/shared/src/catalogues.test.ts); what follows is the player app's own.
describe.each(features)('feature texts %s', (feature) => {
  const files = featureLocales.get(feature)!;
  const ref = [...files.get('zh')!.keys()].sort();
  it('its top-level keys are its own (merged into one namespace, nothing may be overwritten)', () => {
    const top = (keys: Iterable<string>) => new Set([...keys].map((k) => k.split('.')[0]));
    const mine = top(ref);
    const others = [reference, ...features.filter((f) => f !== feature).map((f) => [...featureLocales.get(f)!.get('zh')!.keys()])];
    for (const keys of others) for (const k of top(keys)) expect(mine.has(k), `${feature}: ${k}`).toBe(false);
  });
});

describe('locale files', () => {
  it('has a title for every route and a label for every game type and tab', () => {
    for (const route of ROUTE_META) expect(reference, route.path).toContain(route.titleKey);
  });
});
