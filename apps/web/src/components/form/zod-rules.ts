/**
 * antd-mobile Form rules from the shared zod schemas (conventions.md: one schema per request, used by the server
 * route and the web form alike). A failing rule's message is a catalogue key (packages/shared validation); the
 * form shows the catalogue's own text of it in the user's language (errorMessage), the words the server would
 * answer; error texts are never copied into the locale files.
 *
 * Two rules, by how the form's values relate to the request:
 * - fieldRule: the values are the request (account forms): the field's own schema first, then the schema's
 *   cross-field checks on the whole form;
 * - requestRule: the request is built from the values (pickers hold arrays, a screen adds the account type):
 *   "required" first, then the whole request, reporting the issues on this field.
 */
import { errorKeyOf, errorMessage, ERRORS, parseLang, type ErrorKey } from '@app/shared';
import i18next from 'i18next';

type Issue = { message: string; path: PropertyKey[]; code?: string };
type Parsed = { success: true } | { success: false; error: { issues: Issue[] } };
/** The part of a zod schema used here (keeps zod itself a dependency of @app/shared only). */
export interface RequestSchema {
  safeParse: (value: unknown) => Parsed;
}
/** A zod object schema: its fields can be checked one by one. */
export interface ObjectSchema extends RequestSchema {
  shape: Record<string, RequestSchema>;
}
type FormLike = { getFieldsValue: (all: true) => unknown };
type Rule = (form: FormLike) => { validator: (rule: unknown, value: unknown) => Promise<void> };

/** The catalogue text of a key in the current language; no key (or an unknown one) reads as the generic "invalid" message. */
export function errorText(key: string | null): string {
  const known: ErrorKey = key !== null && key in ERRORS ? (key as ErrorKey) : 'invalidParams';
  return errorMessage(known, parseLang(i18next.language));
}

/**
 * The rule of one field: its own schema first, then the schema's cross-field checks (confirmation matches, password
 * differs from the username) on the whole form, reported on the field they name.
 */
export function fieldRule(schema: ObjectSchema, field: string, extra?: Record<string, unknown>): Rule {
  return (form) => ({
    validator: async (_rule, value) => {
      const fieldSchema = schema.shape[field];
      if (fieldSchema) {
        const own = fieldSchema.safeParse(value === '' ? undefined : value);
        if (!own.success) throw new Error(errorText(errorKeyOf(own.error.issues)));
      }
      const whole = schema.safeParse({ ...(form.getFieldsValue(true) as Record<string, unknown>), ...extra });
      if (whole.success) return;
      const mine = whole.error.issues.filter((issue) => issue.path[0] === field && issue.code === 'custom');
      if (mine.length > 0) throw new Error(errorText(errorKeyOf(mine)));
    },
  });
}

/** A required field whose content the server checks (captcha, old password): only "not empty" here. */
export function requiredRule(messageKey: string): { required: true; message: string } {
  return { required: true, message: i18next.t(messageKey) };
}

/** The first error of `field` when `values` are checked against `schema`, or null. */
export function fieldError(schema: RequestSchema, values: Record<string, unknown>, field: string): string | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const mine = parsed.error.issues.filter((issue) => issue.path[0] === field);
  return mine.length ? errorText(errorKeyOf(mine)) : null;
}

export interface RequestRuleOptions {
  /** Turns the form's values into the request (picker arrays to values, the account type of the screen). */
  toInput?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Valid stand-ins for fields that no cross-field rule reads: zod skips an object's cross-field refinements while
   * any field fails, so e.g. "address does not match the protocol" shows before the alias is typed.
   */
  standIns?: Record<string, unknown>;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && !value.length);
}

/**
 * Rule of one field of a request built from the form. `requiredKey` is the text for an empty field (the schema's
 * own message for a missing value would be the format error, which reads oddly before anything is typed).
 */
export function requestRule(schema: RequestSchema, field: string, requiredKey: string, options: RequestRuleOptions = {}): Rule {
  const { toInput = (v) => v, standIns = {} } = options;
  return (form) => ({
    validator: async (_rule, value) => {
      if (isEmpty(value)) throw new Error(i18next.t(requiredKey));
      const input = toInput(form.getFieldsValue(true) as Record<string, unknown>);
      for (const [key, standIn] of Object.entries(standIns)) if (key !== field) input[key] = standIn;
      const error = fieldError(schema, input, field);
      if (error) throw new Error(error);
    },
  });
}
