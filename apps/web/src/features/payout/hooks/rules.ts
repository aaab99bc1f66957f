/**
 * antd-mobile Form rules from the shared payout schemas (packages/shared validation/payout.ts; conventions.md: one
 * schema per request, used by the server route and the web form alike). The whole form is parsed and the issues on
 * this field are reported, so cross-field rules (address matches the chosen protocol, EB/KOI prefix by type, QR
 * image required for Alipay/WeChat) show on the field they concern. Issue messages are catalogue keys, shown in the
 * catalogue's own words (errorMessage), as the server would answer them.
 */
import { errorKeyOf, errorMessage, parseLang, type ErrorKey } from '@app/shared';
import i18next from 'i18next';

type Issue = { message: string; path: PropertyKey[] };
type Parsed = { success: true } | { success: false; error: { issues: Issue[] } };
export interface PayoutSchema {
  safeParse: (value: unknown) => Parsed;
}
type FormLike = { getFieldsValue: (all: true) => unknown };

/** The catalogue text of a key in the current language; no key reads as the generic "invalid" message. */
export function payoutErrorText(key: ErrorKey | null): string {
  return errorMessage(key ?? 'invalidParams', parseLang(i18next.language));
}

/** The first error of `field` when `values` are checked against `schema`, or null. */
export function fieldError(schema: PayoutSchema, values: Record<string, unknown>, field: string): string | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const mine = parsed.error.issues.filter((issue) => issue.path[0] === field);
  return mine.length ? payoutErrorText(errorKeyOf(mine)) : null;
}

/** Fields of the payout schemas that no cross-field rule reads (the alias only labels an account). */
const STAND_INS: Record<string, unknown> = { alias: 'alias' };

/**
 * Rule of one field. `requiredKey` is the text for an empty field (the schema's own message for a missing value
 * would be the format error, which reads oddly before anything is typed); `toInput` turns the form's values into the
 * request (picker arrays to values, the account type of a third-party screen).
 */
export function payoutRule(
  schema: PayoutSchema,
  field: string,
  requiredKey: string,
  toInput: (values: Record<string, unknown>) => Record<string, unknown> = (v) => v,
  standIns: Record<string, unknown> = STAND_INS,
) {
  return (form: FormLike) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && !value.length);
      if (empty) throw new Error(i18next.t(requiredKey));
      const input = toInput(form.getFieldsValue(true) as Record<string, unknown>);
      // zod skips an object's cross-field refinements while any field fails; fields that take no part in them get a
      // valid stand-in, so "address does not match the protocol" shows before the alias is typed.
      for (const [key, standIn] of Object.entries(standIns)) if (key !== field) input[key] = standIn;
      const error = fieldError(schema, input, field);
      if (error) throw new Error(error);
    },
  });
}
