import { describe, expect, it } from 'vitest';
import { dayMonthYear, dayMonthYearTime, groupThousands } from './en-gb';

// The hand-written formats must read exactly as Intl's en-GB ones they replace.
const dates = [
  ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1, month * 2, month * 5)),
  new Date(2026, 0, 1, 0, 0),
  new Date(2025, 11, 31, 23, 59),
  new Date(Date.UTC(2026, 10, 30, 23, 30)),
  new Date(Date.UTC(2026, 11, 1, 0, 30)),
];

describe('en-GB by hand', () => {
  it.each(dates)('reads as Intl does: %s', (date) => {
    expect(dayMonthYear(date, 'long')).toBe(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date),
    );
    expect(dayMonthYear(date, 'short')).toBe(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date),
    );
    expect(dayMonthYear(date, 'long', 'UTC')).toBe(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        date,
      ),
    );
    expect(dayMonthYearTime(date)).toBe(
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(date),
    );
  });

  it.each([
    0,
    7,
    999,
    1000,
    1200,
    65_536,
    1_000_000,
    123_456_789,
    -1,
    -1234,
    -1_000_000,
    2 ** 53 + 2,
    12.5,
    -1234.5678,
  ])('groups %s as Intl does', (value) => {
    expect(groupThousands(value)).toBe(new Intl.NumberFormat('en-GB').format(value));
  });
});
