/** Every string the console shows exists in zh and en (issue 14): literal t('…') keys in src/ and the enumerated ones. */
import fs from 'node:fs';
import path from 'node:path';
import { DEPOSIT_STATUSES, NOTICE_TYPES, WITHDRAW_STATUSES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { NAV } from '../app/nav';
import { ACCOUNT_FIELDS, OPERATOR_ROLES, PLAYER_LIST_COLUMNS, PLAYER_LISTS, RECONCILIATION_COLUMNS, VIP_CHANGE_REASONS, VIP_REBATE_KEYS, WALLET_KINDS, WELFARE_KINDS, WELFARE_STATUSES } from '../api/types';
import { VIP_COUNT_FIELDS, VIP_MONEY_FIELDS } from '../pages/vip-form';
import { CATALOGUES, CONSOLE_LANGS } from './catalogues';

function has(dict: object, key: string): boolean {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const src = path.resolve(import.meta.dirname, '..');
const literalKeys = [...new Set(sources(src).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g)].map((m) => m[1]!)))];
const enumerated = [
  ...NAV.map((n) => n.label),
  ...DEPOSIT_STATUSES.map((s) => `depositStatus.${s}`),
  ...WITHDRAW_STATUSES.map((s) => `withdrawStatus.${s}`),
  ...OPERATOR_ROLES.map((r) => `role.${r}`),
  ...PLAYER_LISTS.map((l) => `player.tab.${l}`),
  ...PLAYER_LIST_COLUMNS.map((c) => `player.col.${c}`),
  ...WALLET_KINDS.map((w) => `player.walletName.${w}`),
  ...['deposits', 'withdrawals', 'netCash', 'bets', 'payouts', 'ggr', 'registrations', 'activePlayers', 'firstDepositors'].map((k) => `dashboard.${k}`),
  ...NOTICE_TYPES.map((v) => `content.noticeType.${v}`),
  ...['off', 'scheduled', 'live', 'ended'].map((v) => `content.state.${v}`),
  ...ACCOUNT_FIELDS.map((f) => `payments.field.${f}`),
  ...[...RECONCILIATION_COLUMNS, 'transfersNetZero'].map((c) => `ledger.rec.${c}`),
  ...[...VIP_MONEY_FIELDS, ...VIP_COUNT_FIELDS, 'promoBonusPercent', 'promoTurnoverMultiple', 'promoVenue'].map((f) => `vip.field.${f}`),
  ...VIP_REBATE_KEYS.map((k) => `vip.rebateKey.${k}`),
  ...VIP_CHANGE_REASONS.map((r) => `vip.reason.${r}`),
  ...WELFARE_KINDS.map((k) => `welfareKind.${k}`),
  ...WELFARE_STATUSES.map((s) => `welfareStatus.${s}`),
  ...['virtual', 'physical'].map((v) => `rewards.itemType.${v}`),
  ...['registered', 'lastLogin', 'balance'].map((s) => `players.sortBy.${s}`),
  ...['ggr', 'net', 'stake', 'deposits'].map((s) => `reports.sortBy.${s}`),
  'player.tab.vip',
  'operators.status.active',
  'operators.status.disabled',
];

describe('console strings', () => {
  it('finds the keys the source uses', () => {
    expect(literalKeys.length).toBeGreaterThan(100);
  });
  it.each(CONSOLE_LANGS.map((lang) => [lang, CATALOGUES[lang].texts] as const))('every key exists in %s', (_lang, dict) => {
    const missing = [...literalKeys, ...enumerated].filter((key) => !has(dict, key));
    expect(missing).toEqual([]);
  });
});
