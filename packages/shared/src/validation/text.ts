/**
 * The rule every text input obeys, whatever its field (issue 11): no control characters other
 * than tab, line feed and carriage return. NUL above all: PostgreSQL refuses it in text and jsonb,
 * so a NUL that reached a query answered 500 instead of a validation error. The server applies
 * this once to every payload (apps/server/src/http/payload.ts), before any field's own rule.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER_RE.test(text);
}

/**
 * Where a payload (any JSON value: objects, arrays, strings) holds a control character, in a value
 * or in a key: the dotted path of the first such field (`''` for the payload itself), or null.
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path === '' ? key : `${path}.${key}`;
    if (hasControlCharacter(key)) return innerPath;
    const found = controlCharacterPath(inner, innerPath);
    if (found !== null) return found;
  }
  return null;
}
