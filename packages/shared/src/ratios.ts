/**
 * Ratios and multiples as integers (issue 15): a ratio in parts per million (ppm: 4000 = 0.40%), a multiple in
 * hundredths (1000 = 10×). These are the only parsers and formatters of their text forms ("0.40", "10").
 */

const PERCENT = /^(0|[1-9]\d{0,2})(?:\.(\d{1,4}))?$/;
const MULTIPLE = /^(0|[1-9]\d{0,4})(?:\.(\d{1,2}))?$/;

/** A ppm ratio as a percent string with two to four places: 4000 → "0.40", 4050 → "0.405", 50000 → "5.00". */
export function ppmToPercent(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const frac = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '')
    .replace(/(\d{2,3})0$/, '$1');
  return `${whole}.${frac}`;
}

/** A percent string (at most four places, at most 100) as ppm; null for anything else. */
export function percentToPpm(text: string): number | null {
  const m = PERCENT.exec(text.trim());
  if (!m) return null;
  const ppm = Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
  return ppm <= 1_000_000 ? ppm : null;
}

/** A multiple in hundredths as text without needless places: 100 → "1", 150 → "1.5", 1025 → "10.25". */
export function hundredthsToMultiple(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const frac = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** A multiple ("10", "1.5", at most two places) in hundredths; null for anything else. */
export function multipleToHundredths(text: string): number | null {
  const m = MULTIPLE.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
