/**
 * Codes in words (issue 24 item 3): the one way a console page shows a code the server stores — a method, a wallet,
 * a journal type, a status, a game type, a venue or game, an audit action, a job, a setting, a language. Words come
 * from the catalogue (i18n/locales/codes/<lang>.json) and, for venues and games, from their names (lobby/names, any
 * operator). A code the catalogue lacks is shown as it is, so it stands out (the all-pages walk fails on it).
 */
import { LANGUAGES } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lobbyNames } from '../api/admin';
import type { LobbyNames } from '../api/types';
import { currentLang } from '../i18n';
import { CATALOGUES, type CodeCatalogue, type ConsoleLang } from '../i18n/catalogues';
import { platformZone, zoneLabel, cronTime } from './platform-time';

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ''));
}

function pick(texts: Partial<Record<string, string>> | undefined, lang: string): string | undefined {
  if (!texts) return undefined;
  return texts[lang] || texts.zh || texts.en || Object.values(texts).find(Boolean);
}

function lookup<T extends Record<string, unknown>>(table: T, code: string | null | undefined): T[keyof T] | undefined {
  return code != null && Object.hasOwn(table, code) ? (table[code as keyof T] as T[keyof T]) : undefined;
}

export interface Codes {
  lang: ConsoleLang;
  gameType: (code: string) => string;
  methodType: (code: string) => string;
  withdrawMethod: (code: string) => string;
  payoutKind: (code: string) => string;
  cardType: (code: string) => string;
  venue: (platType: string | null | undefined) => string;
  game: (gameCode: string, platType?: string) => string;
  /** A ledger account kind: a player wallet (central, locked, welfare, cashbox, venue:<platType>) or a house account. */
  wallet: (kind: string) => string;
  /** A transfer's mode "from→to" (wallet ids: central or a platType). */
  transferMode: (mode: string) => string;
  journal: (type: string) => string;
  transferStatus: (code: string) => string;
  betStatus: (code: string) => string;
  venueProvider: (code: string) => string;
  onOff: (value: string) => string;
  actor: (actor: string | null | undefined) => string;
  auditAction: (action: string) => string;
  job: (name: string) => { title: string; description: string | null };
  setting: (key: string) => { name: string; description: string | null };
  website: (key: string) => { name: string; description: string | null };
  help: (key: string) => string;
  /** A language by its own name (简体中文, English, ไทย…). */
  language: (code: string | null | undefined) => string;
  /** Several languages: "All 9 languages", or their names. */
  languages: (codes: readonly string[]) => string;
  /** A cron pattern in words ("Daily at 00:30 (UTC+8)"), or the pattern itself when it is not one of the simple kinds. */
  schedule: (pattern: string, timeZone?: string) => string;
}

/** The catalogue of `lang` with the lobby's names (null while they load: codes of venues and games show as they are). */
export function codesFor(lang: ConsoleLang, names: LobbyNames | null | undefined): Codes {
  const c: CodeCatalogue = CATALOGUES[lang].codes;
  const venueNames = new Map((names?.venues ?? []).map((v) => [v.platType, pick(v.name, lang)]));
  const gameNames = new Map((names?.games ?? []).map((g) => [`${g.platType}/${g.gameCode}`, pick(g.name, lang)]));
  const gameByCode = new Map((names?.games ?? []).map((g) => [g.gameCode, pick(g.name, lang)]));
  const word = (table: Record<string, string>) => (code: string) => lookup(table, code) ?? code;
  const venue = (platType: string | null | undefined) => (platType ? (venueNames.get(platType) ?? platType) : '—');
  const wallet = (kind: string): string => {
    const own = lookup(c.wallet, kind);
    if (own && kind !== 'venue') return own;
    if (kind.startsWith('venue:')) return fill(c.wallet.venue, { name: venue(kind.slice('venue:'.length)) });
    if (kind.startsWith('house:')) {
      const [, what = '', platType = ''] = kind.split(':');
      const text = lookup(c.houseAccount, what);
      return text ? fill(text, { venue: venue(platType) }) : c.houseAccount.other;
    }
    return kind;
  };
  // A transfer names a wallet by its id: central (cashbox…) or a venue's platType.
  const walletOf = (id: string) => (id !== 'venue' && lookup(c.wallet, id)) || fill(c.wallet.venue, { name: venue(id) });
  const job = (name: string) => {
    const entry = lookup(c.job, name);
    return entry ? { title: entry.title, description: entry.description } : { title: name, description: null };
  };
  const langName = (code: string | null | undefined) => (code ? (LANGUAGES.find((l) => l.code === code)?.name ?? code) : '—');
  return {
    lang,
    gameType: word(c.gameType),
    methodType: word(c.methodType),
    withdrawMethod: word(c.withdrawMethod),
    payoutKind: word(c.payoutKind),
    cardType: word(c.cardType),
    venue,
    game: (gameCode, platType) => (platType ? gameNames.get(`${platType}/${gameCode}`) : undefined) ?? gameByCode.get(gameCode) ?? gameCode,
    wallet,
    transferMode: (mode) => {
      const [from, to] = mode.split('→');
      return from && to ? `${walletOf(from)} → ${walletOf(to)}` : mode;
    },
    journal: word(c.journal),
    transferStatus: word(c.transferStatus),
    betStatus: word(c.betStatus),
    venueProvider: word(c.venueProvider),
    onOff: (value) => lookup(c.onOff, value) ?? value,
    actor: (actor) => {
      if (!actor) return '—';
      const at = actor.indexOf(':');
      const kind = at < 0 ? actor : actor.slice(0, at);
      const rest = at < 0 ? '' : actor.slice(at + 1);
      const text = lookup(c.actor, kind);
      if (!text) return actor;
      const name = kind === 'venue' ? venue(rest) : kind === 'job' ? job(rest).title : rest;
      return fill(text, { name, id: rest });
    },
    auditAction: word(c.auditAction),
    job,
    setting: (key) => lookup(c.setting, key) ?? { name: key, description: null },
    website: (key) => lookup(c.website, key) ?? { name: key, description: null },
    help: word(c.help),
    language: langName,
    languages: (codes) => (codes.length === LANGUAGES.length ? fill(c.allLangs, { n: codes.length }) : codes.map((l) => langName(l)).join(' · ')),
    schedule: (pattern, timeZone = platformZone()) => {
      const zone = ` (${zoneLabel(timeZone)})`;
      const parts = pattern.trim().split(/\s+/);
      if (parts.length !== 5) return pattern;
      const [minute, hour, dom, month, dow] = parts as [string, string, string, string, string];
      if (dom !== '*' || month !== '*') return pattern;
      if (pattern.trim() === '* * * * *') return c.schedule.everyMinute;
      const every = /^\*\/(\d+)$/.exec(minute);
      if (every && hour === '*' && dow === '*') return fill(c.schedule.everyMinutes, { n: Number(every[1]) });
      const time = cronTime(pattern);
      if (!time) return pattern;
      if (dow === '*') return fill(c.schedule.daily, { time }) + zone;
      if (!/^\d(,\d)*$/.test(dow)) return pattern;
      const days = dow.split(',').map((d) => lookup(c.schedule.weekday, d) ?? d).join(c.schedule.daySep);
      return fill(c.schedule.weekly, { days, time }) + zone;
    },
  };
}

/** The codes of the console's language; venue and game names load once per session (any operator may read them). */
export function useCodes(): Codes {
  useTranslation(); // re-renders on a language change
  const lang = currentLang();
  const names = useQuery({ queryKey: ['lobby', 'names'], queryFn: lobbyNames, staleTime: 10 * 60_000 });
  return useMemo(() => codesFor(lang, names.data), [lang, names.data]);
}
