import {
  HELP_KEYS,
  HELP_PLACEHOLDERS,
  LANG_CODES,
  MAX_PAYOUT_ACCOUNTS,
  fillHelpBody,
  formatMinor,
  helpBodyTexts,
  limitText,
  toMinor,
  unknownHelpPlaceholders,
  type ArticleKey,
  type HelpBlock,
  type HelpKey,
  type LangCode,
  type adminHelpUpdateInput,
} from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { pickLang } from '../../lib/i18n-text.js';
import { paymentMethods } from '../deposit/service.js';
import { audit, type Actor } from '../../platform/index.js';
import * as settings from '../settings/service.js';
import { vipInfo } from '../vip/service.js';
import { publicTerms } from '../withdraw/service.js';
import * as repo from './repo.js';

/**
 * The help centre (issue 17): articles are data (help_articles), their figures are not. Each `{placeholder}` is
 * filled when read from the very rows and settings the rules use — deposit methods (as the deposit screen offers
 * them), withdrawal methods and slots, the VIP table, sys_config — so changing a limit changes the help text.
 */

type SandboxConfig = Pick<Config, 'PAYMENT_SANDBOX'>;

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
const bpPercent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
const minorOf = (amount: string) => toMinor(amount) ?? 0n;
/** Amounts as the deposit screen shows its limits ("100", "50,000"). */
const money = (minor: bigint) => limitText(formatMinor(minor));
const smallest = (xs: bigint[]) => (xs.length ? xs.reduce((a, b) => (b < a ? b : a)) : null);
const largest = (xs: bigint[]) => (xs.length ? xs.reduce((a, b) => (b > a ? b : a)) : null);

/** Every placeholder's value now, in the caller's language (method names are translated; figures are not). */
export async function placeholderValues(db: Db, config: SandboxConfig, lang: LangCode): Promise<Record<string, string>> {
  const deposit = (await paymentMethods(db, config, lang)).filter((m) => m.currency === 'CNY');
  const withdraw = await publicTerms(db, lang);
  const { levels } = await vipInfo(db, null);
  const v: Record<string, string> = {
    'deposit.minAmount': money(smallest(deposit.map((m) => minorOf(m.minAmount))) ?? 0n),
    'deposit.maxAmount': money(largest(deposit.map((m) => minorOf(m.maxAmount))) ?? 0n),
    'deposit.methods': deposit.map((m) => `${m.name} ${limitText(m.minAmount)}-${limitText(m.maxAmount)}`).join('; '),
    'deposit.arrivalMinutes': await settings.get(db, 'deposit_arrival_minutes'),
    'deposit.orderTtlMinutes': String(await settings.get(db, 'deposit_order_ttl_minutes')),
    'deposit.cancelDailyLimit': String(await settings.get(db, 'deposit_cancel_daily_limit')),
    'withdraw.minAmount': money(smallest(withdraw.methods.map((m) => m.minAmount)) ?? 0n),
    'withdraw.maxAmount': money(largest(withdraw.methods.map((m) => m.maxAmount)) ?? 0n),
    'withdraw.methods': withdraw.methods.map((m) => `${m.name} ${money(m.minAmount)}-${money(m.maxAmount)}`).join('; '),
    'withdraw.arrivalMinutes': String(await settings.get(db, 'withdraw_arrival_minutes')),
    'withdraw.contactAfterMinutes': String(await settings.get(db, 'withdraw_contact_after_minutes')),
    'withdraw.slots': withdraw.slots.map((s) => `${hh(s.startHour)}-${hh(s.endHour)} +${bpPercent(s.extraRateBp)}`).join('; '),
    'turnover.multiple': String(await settings.get(db, 'withdraw_turnover_multiple')),
    'welfare.validDays': String(await settings.get(db, 'welfare_valid_days')),
    'welfare.turnoverMultiple': String(await settings.get(db, 'welfare_turnover_multiple')),
    'bankCards.max': String(MAX_PAYOUT_ACCOUNTS),
  };
  for (const l of levels) {
    v[`withdraw.dailyCount.vip${l.level}`] = String(l.dailyWithdrawCount);
    v[`withdraw.dailyLimit.vip${l.level}`] = limitText(l.dailyWithdrawLimit);
  }
  return v;
}

function bodyIn(row: repo.HelpRow, lang: LangCode): HelpBlock[] {
  // The same fallback as pickLang: the caller's language, else zh, else any.
  return row.body[lang] ?? row.body.zh ?? Object.values(row.body).find((b) => b !== undefined) ?? [];
}

// ——— player ———

const isHelpSection = (key: string): key is HelpKey => (HELP_KEYS as readonly string[]).includes(key);

/** The help centre's sections; the content pages of the same table (about, sponsor) have screens of their own. */
export async function helpList(db: DbOrTx, lang: LangCode) {
  return (await repo.listArticles(db)).filter((r) => isHelpSection(r.key)).map((r) => ({ key: r.key as HelpKey, title: pickLang(r.title, lang), sort: r.sort }));
}

export async function helpArticle(db: Db, config: SandboxConfig, lang: LangCode, key: ArticleKey) {
  const row = await repo.findArticle(db, key);
  if (!row) throw new AppError('recordNotFound');
  const values = await placeholderValues(db, config, lang);
  return { key, title: pickLang(row.title, lang), body: fillHelpBody(bodyIn(row, lang), values) };
}

// ——— operator ———

function adminView(r: repo.HelpRow) {
  return { key: r.key as ArticleKey, sort: r.sort, title: r.title, body: r.body, updatedAt: r.updatedAt.toISOString() };
}

/** help/list: every article in every language, and each placeholder with its meaning and its value now in each language. */
export async function adminList(db: Db, config: SandboxConfig) {
  const byLang = await Promise.all(LANG_CODES.map(async (lang) => [lang, await placeholderValues(db, config, lang)] as const));
  const placeholders = Object.fromEntries(
    Object.entries(HELP_PLACEHOLDERS).map(([name, label]) => [name, { label, values: Object.fromEntries(byLang.map(([lang, v]) => [lang, v[name] ?? ''])) }]),
  );
  return { list: (await repo.listArticles(db)).map(adminView), placeholders };
}

/**
 * help/update: replaces the titles and bodies of the languages given (the others stay). A text naming a placeholder
 * that does not exist is refused whole, with the unknown names in the answer's data. Audited with before and after.
 */
export async function updateArticle(db: Db, actor: Actor, input: z.infer<typeof adminHelpUpdateInput>, now: Date) {
  const texts = [...Object.values(input.title), ...Object.values(input.body).flatMap((b) => (b ? helpBodyTexts(b) : []))].filter((t): t is string => t !== undefined);
  const unknown = unknownHelpPlaceholders(texts);
  if (unknown.length) throw new AppError('helpPlaceholderUnknown', { placeholders: unknown.map((n) => `{${n}}`) });
  const saved = await db.transaction(async (tx) => {
    const before = await repo.findArticle(tx, input.key, { forUpdate: true });
    if (!before) throw new AppError('recordNotFound');
    const row = await repo.updateArticle(tx, input.key, {
      sort: input.sort ?? before.sort,
      title: { ...before.title, ...input.title },
      body: { ...before.body, ...input.body },
      updatedAt: now,
    });
    const changed = (r: repo.HelpRow) => ({
      sort: r.sort,
      title: Object.fromEntries(Object.keys(input.title).map((l) => [l, r.title[l] ?? null])),
      body: Object.fromEntries(Object.keys(input.body).map((l) => [l, r.body[l] ?? null])),
    });
    await audit(tx, { operator: actor, action: 'help.update', target: `help:${input.key}`, before: changed(before), after: changed(row) });
    return row;
  });
  return adminView(saved);
}
