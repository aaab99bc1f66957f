/**
 * Stubbed answers are checked against the shared response schemas (packages/shared contracts, the ones the
 * server's routes name), so a screen test cannot pass on an answer the server would never send (issue 11:
 * bet records stubbed without `gameCode`). A mismatch is recorded here and fails the running test in
 * setup.ts's afterEach: thrown inside the fetch stub it would only look like a network failure.
 */
import { PLAYER_RESPONSES, type PlayerPath } from '@app/shared';

const violations: string[] = [];

/** The server registers `/web/{provider}/createOrder` once for every provider. */
function schemaPath(path: string): string {
  return /^\/web\/[^/]+\/createOrder$/.test(path) ? '/web/:provider/createOrder' : path;
}

/** Fields of `sent` that `kept` (the parse result, which drops unknown keys) lacks: names the server never sends. */
function unknownFields(sent: unknown, kept: unknown, at: string, out: string[]): void {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    sent.forEach((item, i) => unknownFields(item, kept[i], `${at}[${i}]`, out));
  } else if (sent && kept && typeof sent === 'object' && typeof kept === 'object') {
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in kept)) out.push(`${at}.${key}`);
      else unknownFields(value, (kept as Record<string, unknown>)[key], `${at}.${key}`, out);
    }
  }
}

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/** Readable issues; a union (one order, or no open order) reports how the stub misses its closest branch. */
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

/** Checks the `data` of a stubbed code-0 answer of a player call (/web/…); other paths are not the server's player API. */
export function checkStubbedAnswer(path: string, data: unknown): void {
  if (!path.startsWith('/web/')) return;
  const key = schemaPath(path);
  if (!Object.hasOwn(PLAYER_RESPONSES, key)) {
    violations.push(`${path}: no response schema in PLAYER_RESPONSES (packages/shared/src/contracts)`);
    return;
  }
  const result = PLAYER_RESPONSES[key as PlayerPath].safeParse(data);
  if (!result.success) {
    const issues = describe(result.error.issues, 'data').slice(0, 5);
    violations.push(`${path}: the stub does not match the server's answer: ${issues.join('; ')}`);
    return;
  }
  const extra: string[] = [];
  unknownFields(data, result.data, 'data', extra);
  if (extra.length) violations.push(`${path}: the stub sends fields the server does not: ${extra.join(', ')}`);
}

/** The mismatches recorded since the last call (setup.ts fails the test on any). */
export function takeViolations(): string[] {
  return violations.splice(0);
}
