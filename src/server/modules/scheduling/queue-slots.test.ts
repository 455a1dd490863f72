import { describe, expect, it } from 'vitest';
import { nextFreeSlot, slotsBetween } from './queue-slots';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('queue slots across daylight-saving changes', () => {
  it('keeps 09:00 Europe/Brussels at 09:00 local around the last Sunday of March and of October', () => {
    const settings = { timeZone: 'Europe/Brussels', days: ['sat', 'sun', 'mon'] as const, slots: ['09:00'] };
    expect(
      iso(
        slotsBetween(
          { ...settings, days: [...settings.days] },
          new Date('2026-03-28T00:00:00Z'),
          new Date('2026-03-31T00:00:00Z'),
        ),
      ),
    ).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z']);
    expect(
      iso(
        slotsBetween(
          { ...settings, days: [...settings.days] },
          new Date('2026-10-24T00:00:00Z'),
          new Date('2026-10-27T00:00:00Z'),
        ),
      ),
    ).toEqual(['2026-10-24T07:00:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-26T08:00:00.000Z']);
  });

  it('keeps 09:00 America/New_York at 09:00 local around the second Sunday of March and the first of November', () => {
    const settings = { timeZone: 'America/New_York', days: ['sat', 'sun'] as ('sat' | 'sun')[], slots: ['09:00'] };
    expect(iso(slotsBetween(settings, new Date('2026-03-07T00:00:00Z'), new Date('2026-03-09T00:00:00Z')))).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
    expect(iso(slotsBetween(settings, new Date('2026-10-31T00:00:00Z'), new Date('2026-11-02T00:00:00Z')))).toEqual([
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
    ]);
  });

  it('takes the next free slot: later today, then the next chosen day', () => {
    const settings = {
      timeZone: 'Europe/Brussels',
      days: ['mon', 'wed'] as ('mon' | 'wed')[],
      slots: ['17:30', '09:00'],
    };
    const monday8 = new Date('2026-11-16T07:00:00Z'); // 08:00 in Brussels
    expect(nextFreeSlot(settings, monday8, () => false)?.toISOString()).toBe('2026-11-16T08:00:00.000Z');
    const taken = new Set(['2026-11-16T08:00:00.000Z', '2026-11-16T16:30:00.000Z']);
    expect(nextFreeSlot(settings, monday8, (d) => taken.has(d.toISOString()))?.toISOString()).toBe(
      '2026-11-18T08:00:00.000Z',
    );
    expect(nextFreeSlot({ ...settings, days: [] }, monday8, () => false)).toBeNull();
  });
});
