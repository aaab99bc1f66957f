/**
 * Test helper: reads the "House edge" table of docs/games/<file>.md and checks it against the exact figures computed by
 * full enumeration through the game's own settle code (exactReturns), to 6 significant digits.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { exactReturns, houseEdgePercent, toSignificant, type Fraction } from '../src/exact.js';
import type { GameEngine } from '../src/types.js';

const DOCS = fileURLToPath(new URL('../../../docs/games/', import.meta.url));

export interface DocRow {
  rtp: string;
  edge: string;
}

/** Rows `| \`key\` | … | rtp% | edge% |` of the table under the heading "## House edge". */
export function docTable(file: string): Map<string, DocRow> {
  const text = readFileSync(DOCS + file, 'utf8');
  const start = text.indexOf('## House edge');
  if (start < 0) throw new Error(`${file} has no "## House edge" section`);
  const section = text.slice(start).split(/\n## /)[0]!;
  const rows = new Map<string, DocRow>();
  for (const line of section.split('\n')) {
    const m = /^\|\s*`([^`]+)`.*\|\s*([\d.]+)%\s*\|\s*([\d.]+)%\s*\|\s*$/.exec(line);
    if (m) rows.set(m[1]!, { rtp: m[2]!, edge: m[3]! });
  }
  return rows;
}

/** The doc row a bet type falls under: its own key, else its pattern (`straight:N`, `split:A-B`, `exact:DDD`). */
export function rowKey(type: string, rows: Map<string, DocRow>): string | undefined {
  if (rows.has(type)) return type;
  const pattern = type
    .replace(/^exact:\d{3}$/, 'exact:DDD')
    .replace(/:\d+-\d+$/, ':A-B')
    .replace(/:\d+$/, ':N');
  return rows.has(pattern) ? pattern : undefined;
}

/** Enumerates, then expects every bet type to match its doc row and every doc row to be used. */
export function expectDocumentedEdges(game: GameEngine, file: string, types = game.betTypes(), stake?: bigint): Map<string, Fraction> {
  const rows = docTable(file);
  const returns = exactReturns(game, types, stake);
  const used = new Set<string>();
  for (const [type, rtp] of returns) {
    const key = rowKey(type, rows);
    expect(key, `${type} has a row in docs/games/${file}`).toBeDefined();
    used.add(key!);
    const row = rows.get(key!)!;
    expect({ type, rtp: toSignificant({ num: rtp.num * 100n, den: rtp.den }), edge: toSignificant(houseEdgePercent(rtp)) }).toEqual({
      type,
      rtp: row.rtp,
      edge: row.edge,
    });
  }
  expect([...rows.keys()].filter((k) => !used.has(k)), 'doc rows without a bet type').toEqual([]);
  return returns;
}
