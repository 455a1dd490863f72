import { wallTimeOf, type Weekday } from '@shared/zoned-time';

// Times as the user's posting schedule reads them: in their zone (profile,
// "Scheduling"), not the browser's, so a post set for 09:00 Brussels reads
// 09:00 on a laptop abroad too.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** The weekdays as the schedule and its times write them: "Mon". */
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};
const pad = (n: number) => String(n).padStart(2, '0');

/** "09:00". */
export function formatTimeInZone(date: Date, timeZone: string): string {
  const wall = wallTimeOf(date, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** "Mon 16 Nov, 09:00". */
export function formatDateTimeInZone(date: Date, timeZone: string): string {
  const wall = wallTimeOf(date, timeZone);
  return `${WEEKDAY_LABELS[wall.weekday]} ${wall.day} ${MONTHS[wall.month - 1]}, ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** "2026-11-16": the zone's calendar date of an instant (the calendar groups by it). */
export function dateKeyInZone(date: Date, timeZone: string): string {
  const wall = wallTimeOf(date, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The zone the browser is in, proposed in the profile's Scheduling card. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
