import type { z } from 'zod';

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/** Readable issues; a union (e.g. one order, or no open order) reports how `data` misses its closest branch. */
function describe(issues: readonly Issue[], at: string): string[] {
  return issues.flatMap((i) => {
    const where = [at, ...i.path.map(String)].join('.');
    if (i.code === 'invalid_union' && i.errors?.length) {
      const closest = [...i.errors].sort((x, y) => x.length - y.length)[0]!;
      return describe(closest, where);
    }
    return [`${where}: ${i.message}`];
  });
}

/** Fields of `sent` that `kept` (the parse result, which drops unknown keys) lacks. */
function unknownFields(sent: unknown, kept: unknown, at: string, out: string[]): void {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    sent.forEach((item, i) => unknownFields(item, kept[i], `${at}[${i}]`, out));
  } else if (sent && kept && typeof sent === 'object' && typeof kept === 'object') {
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in kept)) out.push(`${at}.${key}: not in the schema`);
      else unknownFields(value, (kept as Record<string, unknown>)[key], `${at}.${key}`, out);
    }
  }
}

/**
 * How an answer's `data` differs from its response schema: missing or mistyped fields, and fields the schema does
 * not name (a schema drops those silently, so a client could rely on a field the contract does not promise).
 * Empty when it matches. Used by the server (answers in tests) and the web (stubbed answers in tests) alike.
 */
export function answerMismatches(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (!result.success) return describe(result.error.issues as Issue[], 'data');
  const extra: string[] = [];
  unknownFields(data, result.data, 'data', extra);
  return extra;
}
