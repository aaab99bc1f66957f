/**
 * Notices and banners forms → the save payloads of the content routes (issue 14 "Content"): texts per language with
 * the empty ones left out (a player falls back to another language, so one is enough), the publication window as ISO
 * times (either end open), order and on/off. Kept apart from the pages so the mapping is tested on its own.
 */
import { LANG_CODES, type LangCode } from '@app/shared';
import type { Dayjs } from 'dayjs';
import { fromPicker, toPicker } from '../components/platform-time';
import { ACCOUNT_FIELDS, type AccountField, type BannerItem, type BannerSaveInput, type LangTexts, type MethodSaveInput, type NoticeItem, type NoticeSaveInput, type NoticeType } from '../api/types';

/** The languages every form shows at once; the other seven sit in a collapsed section. */
export const MAIN_LANGS = ['zh', 'en'] as const satisfies readonly LangCode[];
export const OTHER_LANGS = LANG_CODES.filter((l) => !(MAIN_LANGS as readonly string[]).includes(l));

export type FormTexts = Partial<Record<LangCode, string | undefined>>;
export type Schedule = [Dayjs | null, Dayjs | null] | null | undefined;

/** The filled-in languages, trimmed, in the order of LANG_CODES. */
export function textsFromForm(texts: FormTexts | undefined): LangTexts {
  const out: LangTexts = {};
  for (const lang of LANG_CODES) {
    const value = texts?.[lang]?.trim();
    if (value) out[lang] = value;
  }
  return out;
}

/** The publication window: the pickers show the platform's wall clock (issue 24: components/platform-time). */
export function scheduleFromForm(range: Schedule): { startsAt: string | null; endsAt: string | null } {
  return { startsAt: range?.[0] ? fromPicker(range[0]) : null, endsAt: range?.[1] ? fromPicker(range[1]) : null };
}
export function scheduleToForm(item: { startsAt: string | null; endsAt: string | null }): Schedule {
  return item.startsAt || item.endsAt ? [item.startsAt ? toPicker(item.startsAt) : null, item.endsAt ? toPicker(item.endsAt) : null] : null;
}

export interface NoticeForm {
  type: NoticeType;
  title?: FormTexts;
  content?: FormTexts;
  sort?: number | null;
  active?: boolean;
  schedule?: Schedule;
}
export function noticePayload(form: NoticeForm, id?: number): NoticeSaveInput {
  return {
    ...(id ? { id } : {}),
    type: form.type,
    title: textsFromForm(form.title),
    content: textsFromForm(form.content),
    sort: form.sort ?? 0,
    active: form.active ?? true,
    ...scheduleFromForm(form.schedule),
  };
}
export function noticeToForm(item: NoticeItem): NoticeForm {
  return { type: item.type, title: item.title, content: item.content, sort: item.sort, active: item.active, schedule: scheduleToForm(item) };
}

export interface BannerForm {
  title?: FormTexts;
  image: string;
  link?: string;
  sort?: number | null;
  active?: boolean;
  schedule?: Schedule;
}
export function bannerPayload(form: BannerForm, id?: number): BannerSaveInput {
  return {
    ...(id ? { id } : {}),
    title: textsFromForm(form.title),
    image: form.image.trim(),
    link: form.link?.trim() ?? '',
    sort: form.sort ?? 0,
    active: form.active ?? true,
    ...scheduleFromForm(form.schedule),
  };
}
export function bannerToForm(item: BannerItem): BannerForm {
  return { title: item.title, image: item.image, link: item.link, sort: item.sort, active: item.active, schedule: scheduleToForm(item) };
}

/** Where the console previews a banner image: per-language art (`{lang}` in the path) shown in Chinese. */
export function bannerPreview(image: string): string {
  return image.replaceAll('{lang}', 'zh');
}

/** A text of the row in the console's language, else the first one there is. */
export function pickText(texts: LangTexts, lang: string): string {
  return texts[lang as LangCode] ?? Object.values(texts).find(Boolean) ?? '';
}

/** A publication window as the operator reads it. */
export function windowState(item: { active: boolean; startsAt: string | null; endsAt: string | null }, now = Date.now()): 'off' | 'scheduled' | 'live' | 'ended' {
  if (!item.active) return 'off';
  if (item.startsAt && Date.parse(item.startsAt) > now) return 'scheduled';
  if (item.endsAt && Date.parse(item.endsAt) <= now) return 'ended';
  return 'live';
}

export interface MethodForm {
  name?: FormTexts;
  minAmount?: string | number | null;
  maxAmount?: string | number | null;
  sort?: number | null;
  account?: Partial<Record<AccountField, string | undefined>>;
}
/**
 * The method edit form → method/save: names per language (empty ones left out), limits as decimal strings, the
 * receiving account with every field sent (an emptied field is sent empty, so the server drops it).
 */
export function methodPayload(form: MethodForm, id: number): MethodSaveInput {
  const name = textsFromForm(form.name);
  return {
    id,
    ...(Object.keys(name).length ? { name } : {}),
    ...(form.minAmount !== undefined && form.minAmount !== null && form.minAmount !== '' ? { minAmount: String(form.minAmount) } : {}),
    ...(form.maxAmount !== undefined && form.maxAmount !== null && form.maxAmount !== '' ? { maxAmount: String(form.maxAmount) } : {}),
    ...(typeof form.sort === 'number' ? { sort: form.sort } : {}),
    ...(form.account ? { account: Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, form.account?.[f]?.trim() ?? ''])) } : {}),
  };
}
