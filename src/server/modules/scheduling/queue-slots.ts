import { instantOf, nextDay, wallTimeOf, weekdayOfDate, type Weekday } from '@shared/zoned-time';

// The posting queue's slots: each chosen weekday at each time of day, in the
// user's zone. Computed from wall-clock times, so 09:00 stays 09:00 local
// across daylight-saving changes. Pure: no database, no clock.

export type QueueSettings = { timeZone: string; days: readonly Weekday[]; slots: readonly string[] };

/** How far ahead the queue looks for a free slot before giving up. */
export const QUEUE_HORIZON_DAYS = 366;

function slotInstantsOn(date: { year: number; month: number; day: number }, settings: QueueSettings): Date[] {
  if (!settings.days.includes(weekdayOfDate(date))) return [];
  return settings.slots.map((slot) => {
    const [hour, minute] = slot.split(':').map(Number) as [number, number];
    return instantOf({ ...date, hour, minute }, settings.timeZone);
  });
}

/** Every slot instant in [from, to), in order. */
export function slotsBetween(settings: QueueSettings, from: Date, to: Date): Date[] {
  const found: Date[] = [];
  // Start a day early: the zone's date at `from` may still be the day before in UTC terms.
  let date = wallTimeOf(new Date(from.getTime() - 86_400_000), settings.timeZone);
  const lastDay = wallTimeOf(new Date(to.getTime() + 86_400_000), settings.timeZone);
  for (let i = 0; i <= QUEUE_HORIZON_DAYS; i += 1) {
    for (const instant of slotInstantsOn(date, settings)) if (instant >= from && instant < to) found.push(instant);
    if (date.year === lastDay.year && date.month === lastDay.month && date.day === lastDay.day) break;
    date = { ...date, ...nextDay(date) };
  }
  return found.sort((a, b) => a.getTime() - b.getTime());
}

/** The first slot at or after `notBefore` that `isTaken` does not claim, or null within the horizon. */
export function nextFreeSlot(
  settings: QueueSettings,
  notBefore: Date,
  isTaken: (instant: Date) => boolean,
): Date | null {
  if (settings.days.length === 0 || settings.slots.length === 0) return null;
  let date: { year: number; month: number; day: number } = wallTimeOf(notBefore, settings.timeZone);
  for (let i = 0; i <= QUEUE_HORIZON_DAYS; i += 1) {
    const free = slotInstantsOn(date, settings)
      .sort((a, b) => a.getTime() - b.getTime())
      .find((instant) => instant >= notBefore && !isTaken(instant));
    if (free) return free;
    date = nextDay(date);
  }
  return null;
}
