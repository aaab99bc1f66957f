import type { ActivityApplyMode } from '@app/shared';
import type { Dayjs } from 'dayjs';
import { fromPicker, toPicker } from '../components/platform-time';
import type { LangTexts, OfferItem, OfferSaveInput } from '../api/types';
import { textsFromForm } from './content-form';

/** The offers editor's form (issue 16) and its mapping to and from the operator API (activities/save). */
export interface OfferForm {
  classification: string;
  title: LangTexts;
  content: LangTexts;
  cover: string;
  startAt: Dayjs;
  endAt: Dayjs | null;
  limitedTime: boolean;
  applyMode: ActivityApplyMode;
  sort: number;
  eligibility: {
    newUserDays: number | null;
    vipMin: number | null;
    vipMax: number | null;
    firstDeposit: boolean;
    minDeposit: string;
    minValidBet: string;
    minTransfer: string;
    window: 'offer' | 'day';
    limit: 'once' | 'daily';
  };
  formula: {
    kind: 'fixed' | 'ratio' | 'vipPromo';
    amount: string;
    ratioPercent: string;
    max: string;
    base: 'deposit' | 'validBet' | 'transfer';
    turnoverMultiple: string;
    turnoverIncludesBase: boolean;
    platType: string;
    destination: 'welfare' | 'venue';
    validDays: number;
  };
}

/** The seeded tabs an offer belongs to (spec.md §2 discount). */
export const OFFER_CLASSIFICATIONS = ['limited', 'firstDeposit', 'daily', 'sports', 'highRebate', 'vip'] as const;

const text = (v: string | null | undefined) => (v ?? '').trim();
const orNull = (v: string) => (text(v) === '' ? null : text(v));

/** Times are the platform's wall clock in the pickers (issue 24: components/platform-time). */
export function emptyOffer(now: Date = new Date()): OfferForm {
  return {
    classification: 'daily',
    title: {},
    content: {},
    cover: '',
    startAt: toPicker(now.toISOString()).startOf('minute'),
    endAt: null,
    limitedTime: false,
    applyMode: 'review',
    sort: 0,
    eligibility: { newUserDays: null, vipMin: null, vipMax: null, firstDeposit: false, minDeposit: '', minValidBet: '', minTransfer: '', window: 'offer', limit: 'once' },
    formula: { kind: 'fixed', amount: '', ratioPercent: '', max: '', base: 'deposit', turnoverMultiple: '1', turnoverIncludesBase: false, platType: '', destination: 'welfare', validDays: 7 },
  };
}

export function offerToForm(o: OfferItem): OfferForm {
  const e = o.eligibility;
  const f = o.formula;
  return {
    classification: o.classification,
    title: o.title,
    content: o.content,
    cover: o.cover,
    startAt: toPicker(o.startAt),
    endAt: o.endAt ? toPicker(o.endAt) : null,
    limitedTime: o.limitedTime,
    applyMode: o.applyMode,
    sort: o.sort,
    eligibility: { ...e, minDeposit: e.minDeposit ?? '', minValidBet: e.minValidBet ?? '', minTransfer: e.minTransfer ?? '' },
    formula: { ...f, amount: f.amount ?? '', ratioPercent: f.ratioPercent ?? '', max: f.max ?? '', platType: f.platType ?? '' },
  };
}

/** The save request: empty fields are "no condition"; a fixed bonus sends its amount, a ratio its percent and maximum. */
export function offerPayload(v: OfferForm, id?: number): OfferSaveInput {
  const e = v.eligibility;
  const f = v.formula;
  return {
    ...(id === undefined ? {} : { id }),
    classification: v.classification,
    title: textsFromForm(v.title),
    content: textsFromForm(v.content),
    cover: text(v.cover),
    startAt: fromPicker(v.startAt),
    endAt: v.endAt ? fromPicker(v.endAt) : null,
    limitedTime: v.limitedTime,
    applyMode: v.applyMode,
    sort: v.sort,
    eligibility: {
      newUserDays: e.newUserDays ?? null,
      vipMin: e.vipMin ?? null,
      vipMax: e.vipMax ?? null,
      firstDeposit: e.firstDeposit,
      minDeposit: orNull(e.minDeposit),
      minValidBet: orNull(e.minValidBet),
      minTransfer: orNull(e.minTransfer),
      window: e.window,
      limit: e.limit,
    },
    formula: {
      kind: f.kind,
      amount: f.kind === 'fixed' ? orNull(f.amount) : null,
      ratioPercent: f.kind === 'ratio' ? orNull(f.ratioPercent) : null,
      max: f.kind === 'ratio' ? orNull(f.max) : null,
      base: f.base,
      turnoverMultiple: text(f.turnoverMultiple) || '1',
      turnoverIncludesBase: f.turnoverIncludesBase,
      platType: orNull(f.platType),
      destination: f.destination,
      validDays: f.validDays,
    },
  };
}

/** The offer's text as a player reads it: paragraphs split on blank lines, `- ` lines as list items (never HTML). */
export function contentBlocks(content: string): ({ kind: 'p'; text: string } | { kind: 'ul'; items: string[] })[] {
  return content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      return lines.every((l) => l.startsWith('- ')) ? { kind: 'ul' as const, items: lines.map((l) => l.slice(2)) } : { kind: 'p' as const, text: block };
    });
}
