import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label';

describe('monthLabel (issue 26: revenue months in words)', () => {
  it('names the month and year', () => {
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(monthLabel('2027-01', 'short')).toBe('Jan 2027');
    expect(monthLabel('2026-12')).toBe('December 2026');
  });

  it('leaves anything that is not a month key as it came', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('Q4 2026')).toBe('Q4 2026');
  });
});
