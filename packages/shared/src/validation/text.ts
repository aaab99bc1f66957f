/**
 * The rule every text input obeys, whatever its field (issue 11, issue 23 item 10), applied once to every payload by
 * the server (apps/server/src/http/payload.ts `parseInput`), before any field's own rule:
 * - no control characters other than tab, line feed and carriage return. NUL above all: PostgreSQL refuses it in
 *   text and jsonb, so a NUL that reached a query answered 500 instead of a validation error;
 * - well-formed UTF-16: no lone surrogate (`"\ud800"` in JSON). It cannot be stored as UTF-8 (jsonb refuses the
 *   escape, so an audit row answered 500) and is no character a person typed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER_RE.test(text);
}

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE_RE.test(text);
}

/** What is wrong with a text under the rule above, as `data.fields[].message` says it; null when nothing is. */
export type TextFault = 'control character' | 'ill-formed UTF-16';

export function textFault(text: string): TextFault | null {
  if (hasControlCharacter(text)) return 'control character';
  if (hasLoneSurrogate(text)) return 'ill-formed UTF-16';
  return null;
}

/**
 * The first field of a payload (any JSON value: objects, arrays, strings) that breaks the text rule, in a value or in
 * a key: its dotted path (`''` for the payload itself) and the fault; null when every text is good.
 */
export function textFaultAt(value: unknown, path = ''): { field: string; message: TextFault } | null {
  if (typeof value === 'string') {
    const fault = textFault(value);
    return fault ? { field: path, message: fault } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path === '' ? key : `${path}.${key}`;
    const keyFault = textFault(key);
    if (keyFault) return { field: innerPath, message: keyFault };
    const found = textFaultAt(inner, innerPath);
    if (found) return found;
  }
  return null;
}

/** The field of `textFaultAt` (the name callers of the first rule used); null when every text is good. */
export function controlCharacterPath(value: unknown): string | null {
  return textFaultAt(value)?.field ?? null;
}
