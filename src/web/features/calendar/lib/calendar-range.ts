import { instantOf, isoWithOffset, nextDay, weekdayOfDate, WEEKDAYS, type WallTime } from '@shared/zoned-time';

// The days a week or month view shows, as dates of the user's zone, and the
// instants that bound them (what GET /api/schedule is asked for).

export type CalendarView = 'week' | 'month';
export type Day = Pick<WallTime, 'year' | 'month' | 'day'>;

const pad = (n: number) => String(n).padStart(2, '0');
export const dayKey = (day: Day) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

function addDays(day: Day, count: number): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + count));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The days of the view holding `anchor`: Monday to Sunday, or the month's whole weeks (Monday first). */
export function daysOf(view: CalendarView, anchor: Day): Day[] {
  const start = view === 'week' ? anchor : { ...anchor, day: 1 };
  const monday = addDays(start, -WEEKDAYS.indexOf(weekdayOfDate(start)));
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const last = addDays(shift('month', { ...anchor, day: 1 }, 1), -1);
  const sunday = addDays(last, 6 - WEEKDAYS.indexOf(weekdayOfDate(last)));
  const days: Day[] = [];
  for (let day = monday; dayKey(day) <= dayKey(sunday); day = nextDay(day)) days.push(day);
  return days;
}

/** The instants bounding the days, in the zone, as the API takes them. */
export function rangeOf(days: Day[], timeZone: string): { from: string; to: string } {
  const first = days[0]!;
  const after = nextDay(days[days.length - 1]!);
  return {
    from: isoWithOffset(instantOf({ ...first, hour: 0, minute: 0 }, timeZone), timeZone),
    to: isoWithOffset(instantOf({ ...after, hour: 0, minute: 0 }, timeZone), timeZone),
  };
}

/** The anchor a step back or forward. */
export function shift(view: CalendarView, anchor: Day, direction: 1 | -1): Day {
  if (view === 'week') return addDays(anchor, 7 * direction);
  const month = anchor.month + direction;
  return { year: anchor.year + Math.floor((month - 1) / 12), month: ((month - 1 + 12) % 12) + 1, day: 1 };
}
