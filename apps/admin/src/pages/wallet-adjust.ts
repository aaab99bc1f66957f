import { formatMinor, toMinor, toSignedMinor } from '@app/shared';

/**
 * A manual adjustment at or above this size (either sign) asks twice, the second time by typing the amount again
 * (issue 14 "double confirmation over a threshold"; docs/decisions.md). Below it, one confirmation.
 */
export const DOUBLE_CONFIRM_THRESHOLD = '10000.00';
const THRESHOLD_MINOR = toMinor(DOUBLE_CONFIRM_THRESHOLD)!;

/** The amount as the server will read it (signed, two places), or null when it is not one. Zero is not an adjustment. */
export function parseAdjustment(amount: string): { minor: bigint; text: string } | null {
  const minor = toSignedMinor(amount);
  if (minor === null || minor === 0n) return null;
  return { minor, text: formatMinor(minor) };
}

export function needsDoubleConfirm(minor: bigint): boolean {
  return (minor < 0n ? -minor : minor) >= THRESHOLD_MINOR;
}
