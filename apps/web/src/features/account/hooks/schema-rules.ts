/**
 * antd-mobile Form rules from the shared zod schemas (conventions.md: one schema per request, used by the server
 * route and the web form alike). A failing rule's message is a catalogue key (packages/shared validation); the
 * form shows the catalogue's own text of it (errorMessage), the words the server would answer.
 */
import { errorKeyOf, errorMessage, parseLang, type ErrorKey } from '@app/shared';
import i18next from 'i18next';

type Parsed = { success: true } | { success: false; error: { issues: { message: string; path: PropertyKey[]; code: string }[] } };
/** The part of a zod object schema used here (keeps zod itself a dependency of @app/shared only). */
export interface ObjectSchema {
  shape: Record<string, { safeParse: (value: unknown) => Parsed }>;
  safeParse: (value: unknown) => Parsed;
}
type Rule = (form: { getFieldsValue: (all: true) => unknown }) => { validator: (rule: unknown, value: unknown) => Promise<void> };

/** The catalogue text of a key in the current language; no key reads as the generic "invalid" message. */
export function errorText(key: ErrorKey | null): string {
  return errorMessage(key ?? 'invalidParams', parseLang(i18next.language));
}

/**
 * The rule of one field: its own schema first, then the schema's cross-field checks (confirmation matches, password
 * differs from the username) on the whole form, reported on the field they name.
 */
export function schemaRule(schema: ObjectSchema, field: string, extra?: Record<string, unknown>): Rule {
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
