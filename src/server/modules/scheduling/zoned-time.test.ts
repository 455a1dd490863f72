import { describe, expect, it } from 'vitest';
import { instantOf, isoWithOffset, isValidTimeZone, offsetMinutesAt, wallTimeOf } from '@shared/zoned-time';

describe('zoned time', () => {
  it('reads the zone offset on both sides of a daylight-saving change', () => {
    expect(offsetMinutesAt(new Date('2026-03-28T12:00:00Z'), 'Europe/Brussels')).toBe(60);
    expect(offsetMinutesAt(new Date('2026-03-30T12:00:00Z'), 'Europe/Brussels')).toBe(120);
    expect(offsetMinutesAt(new Date('2026-11-02T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutesAt(new Date('2026-10-31T12:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('turns a wall time into the instant it names', () => {
    expect(instantOf({ year: 2026, month: 3, day: 28, hour: 9, minute: 0 }, 'Europe/Brussels').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 9, minute: 0 }, 'Europe/Brussels').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 11, day: 1, hour: 9, minute: 0 }, 'America/New_York').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    // 02:30 does not exist in Brussels on 29 March 2026; 02:30 happens twice on 25 October.
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Brussels').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Brussels').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('writes an instant with the zone offset and reads it back', () => {
    const at = new Date('2026-07-01T07:00:00Z');
    expect(isoWithOffset(at, 'Europe/Brussels')).toBe('2026-07-01T09:00:00+02:00');
    expect(isoWithOffset(at, 'America/New_York')).toBe('2026-07-01T03:00:00-04:00');
    expect(wallTimeOf(at, 'UTC')).toMatchObject({ hour: 7, weekday: 'wed' });
  });

  it('knows IANA zones and refuses others', () => {
    expect(isValidTimeZone('Europe/Brussels')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
