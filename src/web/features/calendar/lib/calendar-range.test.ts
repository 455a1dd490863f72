import { describe, expect, it } from 'vitest';
import { daysOf, dayKey, rangeOf, shift } from './calendar-range';

describe('calendar range', () => {
  it('shows a week from Monday and a month in whole weeks', () => {
    expect(daysOf('week', { year: 2026, month: 11, day: 18 }).map(dayKey)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    const march = daysOf('month', { year: 2026, month: 3, day: 10 });
    expect(dayKey(march[0]!)).toBe('2026-02-23');
    expect(dayKey(march.at(-1)!)).toBe('2026-04-05');
    expect(march).toHaveLength(42);
  });

  it('bounds the days with midnight in the zone, across the March change in Brussels', () => {
    const week = daysOf('week', { year: 2026, month: 3, day: 25 });
    expect(rangeOf(week, 'Europe/Brussels')).toEqual({
      from: '2026-03-23T00:00:00+01:00',
      to: '2026-03-30T00:00:00+02:00',
    });
  });

  it('steps a month back across a year', () => {
    expect(shift('month', { year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 1 });
    expect(shift('week', { year: 2026, month: 12, day: 29 }, 1)).toEqual({ year: 2027, month: 1, day: 5 });
  });
});
