import { describe, expect, it } from 'vitest';
import { safeReturn, withReturn } from './detour';
import { PATHS } from './paths';

describe('detour returnTo (issue 13)', () => {
  it('accepts only routes of the app’s own path table', () => {
    expect(safeReturn(PATHS.withDraw)).toBe(PATHS.withDraw);
    expect(safeReturn(`${PATHS.cards}?tab=bank`)).toBe(`${PATHS.cards}?tab=bank`);
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/pages/nowhere', '', null]) {
      expect(safeReturn(bad)).toBeNull();
    }
  });
  it('keeps the target’s own query and nests a returnTo that carries one', () => {
    const inner = withReturn(PATHS.addBankCards, PATHS.withDraw);
    expect(inner).toBe(`${PATHS.addBankCards}?returnTo=%2Fpages%2Ffinance%2FwithDraw`);
    const outer = withReturn(`${PATHS.setName}`, inner);
    expect(safeReturn(new URL(outer, 'http://x').searchParams.get('returnTo'))).toBe(inner);
    expect(withReturn(`${PATHS.cards}?tab=bank`, PATHS.withDraw)).toBe(`${PATHS.cards}?tab=bank&returnTo=%2Fpages%2Ffinance%2FwithDraw`);
  });
});
