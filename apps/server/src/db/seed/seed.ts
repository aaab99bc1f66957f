import fs from 'node:fs';
import { GAME_NAMES, isGameCode } from '@app/games';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import * as s from '../schema/index.js';

export const SEED_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
export const SEED_ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** Keys a seed file may hold, and the table each fills. Later issues add their tables here. */
const TABLES: Record<string, PgTable> = {
  websiteConfig: s.websiteConfig,
  sysConfig: s.sysConfig,
  registerItems: s.registerItems,
  notices: s.notices,
  banners: s.banners,
  dictionary: s.dictionary,
  banks: s.banks,
  activityClassifications: s.activityClassifications,
  legalTexts: s.legalTexts,
  venues: s.venues,
  paymentProviders: s.paymentProviders,
  paymentMethods: s.paymentMethods,
  withdrawMethods: s.withdrawMethods,
  withdrawSlots: s.withdrawSlots,
  gameCategories: s.gameCategories,
  games: s.games,
  vipLevels: s.vipLevels,
  vipRebateRatios: s.vipRebateRatios,
  helpArticles: s.helpArticles,
  activities: s.activities,
};

/**
 * A house game's row takes its name from packages/games (GAME_NAMES) unless the seed gives one: the lobby, bet
 * records and the house client then show one name per game (issue 13). Operators may still rename it in the lobby.
 */
function withHouseGameName(row: unknown): unknown {
  const game = row as { platType?: string; gameCode?: string; name?: unknown };
  if (game.name !== undefined || !game.platType?.startsWith('house_') || !isGameCode(game.gameCode)) return row;
  return { ...game, name: { ...GAME_NAMES[game.gameCode] } };
}

/** An offer's schedule is written as ISO text in its seed file; the timestamp columns take dates. */
function withDates(row: unknown): unknown {
  const r = row as { startAt?: string; endAt?: string | null };
  return { ...r, startAt: r.startAt ? new Date(r.startAt) : r.startAt, endAt: r.endAt ? new Date(r.endAt) : r.endAt };
}

/** Seed files are versioned like migrations: `NNNN-name.json`, each applied once, in order. */
export function seedFiles(): string[] {
  return fs
    .readdirSync(SEED_DATA_DIR)
    .filter((f) => /^\d{4}-[\w-]+\.json$/.test(f))
    .sort();
}

/** Applies every seed version not yet recorded; returns the versions applied now. */
export async function seed(db: Db): Promise<string[]> {
  const done = new Set((await db.select({ v: s.seedVersions.version }).from(s.seedVersions)).map((r) => r.v));
  const applied: string[] = [];
  for (const file of seedFiles()) {
    const version = file.replace(/\.json$/, '');
    if (done.has(version)) continue;
    const content = JSON.parse(fs.readFileSync(path.join(SEED_DATA_DIR, file), 'utf8')) as Record<string, unknown[]>;
    await db.transaction(async (tx) => {
      // The version row goes first: a second server seeding at the same moment fails on the
      // primary key and rolls back instead of inserting the rows twice.
      await tx.insert(s.seedVersions).values({ version });
      for (const [key, rows] of Object.entries(content)) {
        if (key === 'bannersRetired') {
          // Seed files only add rows; a later file retires earlier seeded banners by their shipped image path, so
          // a banner whose picture an operator has replaced stays as it is.
          if (rows.length > 0) await tx.update(s.banners).set({ active: false }).where(inArray(s.banners.image, rows as string[]));
          continue;
        }
        const table = TABLES[key];
        if (!table) throw new Error(`Seed file ${file}: unknown key ${key}`);
        if (rows.length > 0) await tx.insert(table).values((key === 'games' ? rows.map(withHouseGameName) : key === 'activities' ? rows.map(withDates) : rows) as never[]);
      }
    });
    applied.push(version);
  }
  return applied;
}
