import { describe, expect, it } from 'vitest';
import { hundredthsToMultiple, multipleToHundredths, percentToPpm, ppmToPercent } from './ratios.js';

describe('ratios in ppm and multiples in hundredths (issue 15)', () => {
  it('formats ppm as a percent with two to four places and parses it back', () => {
    expect([0, 1, 4000, 4050, 4055, 50_000, 1_000_000].map(ppmToPercent)).toEqual(['0.00', '0.0001', '0.40', '0.405', '0.4055', '5.00', '100.00']);
    for (const ppm of [0, 1, 4000, 4050, 4055, 50_000, 123_456, 1_000_000]) expect(percentToPpm(ppmToPercent(ppm))).toBe(ppm);
    expect(['100.0001', '101', '0.00001', '-1', '1e2', '', ' 0.4 '].map(percentToPpm)).toEqual([null, null, null, null, null, null, 4000]);
  });

  it('formats hundredths as a multiple without needless places and parses it back', () => {
    expect([0, 100, 150, 1000, 1025].map(hundredthsToMultiple)).toEqual(['0', '1', '1.5', '10', '10.25']);
    expect(['10', '1.5', '1.25', '1.255', '-1', 'x'].map(multipleToHundredths)).toEqual([1000, 150, 125, null, null, null]);
  });
});
