/**
 * Stubbed answers are checked against the shared response schemas (packages/shared contracts, the ones the
 * server's routes name), so a screen test cannot pass on an answer the server would never send (issue 11:
 * bet records stubbed without `gameCode`). A mismatch is recorded here and fails the running test in
 * setup.ts's afterEach: thrown inside the fetch stub it would only look like a network failure.
 */
import { answerMismatches, PLAYER_RESPONSES, type PlayerPath } from '@app/shared';

const violations: string[] = [];

/** The server registers `/web/{provider}/createOrder` once for every provider. */
function schemaPath(path: string): string {
  return /^\/web\/[^/]+\/createOrder$/.test(path) ? '/web/:provider/createOrder' : path;
}

/** Checks the `data` of a stubbed code-0 answer of a player call (/web/…, /venue/house/api/…); other paths are not the server's. */
export function checkStubbedAnswer(path: string, data: unknown): void {
  if (!path.startsWith('/web/') && !path.startsWith('/venue/house/api/')) return;
  const key = schemaPath(path);
  if (!Object.hasOwn(PLAYER_RESPONSES, key)) {
    violations.push(`${path}: no response schema in PLAYER_RESPONSES (packages/shared/src/contracts)`);
    return;
  }
  const mismatches = answerMismatches(PLAYER_RESPONSES[key as PlayerPath], data);
  if (mismatches.length) violations.push(`${path}: the stub differs from the server's answer: ${mismatches.slice(0, 5).join('; ')}`);
}

/** The mismatches recorded since the last call (setup.ts fails the test on any). */
export function takeViolations(): string[] {
  return violations.splice(0);
}
