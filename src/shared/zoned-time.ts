// Wall-clock time in an IANA zone, worked out with Intl only (no tz library):
// the queue's slots ("09:00 Europe/Brussels") and the web's date+time fields
// become instants here, so a slot stays at 09:00 local on both sides of a
// daylight-saving change. Shared by the server and the browser.

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a zone this runtime knows (IANA names, and "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '' || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The wall-clock time and weekday of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime & { weekday: Weekday } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: parts.weekday!.toLowerCase().slice(0, 3) as Weekday,
  };
}

/** The zone's offset from UTC at an instant, in minutes (Brussels in summer: 120). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time names in a zone. A time that does not exist
 * (skipped by a spring-forward change) moves forward by the gap, as clocks do;
 * an ambiguous one (autumn) is its first occurrence.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const firstGuess = asUtc - offsetMinutesAt(new Date(asUtc), timeZone) * 60_000;
  const offset = offsetMinutesAt(new Date(firstGuess), timeZone);
  const candidate = asUtc - offset * 60_000;
  // Autumn: the earlier of the two instants that read the same wall time.
  const earlier = candidate - 60 * 60_000;
  const earlierWall = wallTimeOf(new Date(earlier), timeZone);
  if (earlierWall.hour === wall.hour && earlierWall.minute === wall.minute && earlierWall.day === wall.day)
    return new Date(earlier);
  return new Date(candidate);
}

/** "2026-03-29T09:00:00+02:00": an instant written with the zone's offset (what the schedule call takes). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  const offset = offsetMinutesAt(instant, timeZone);
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const seconds = pad(instant.getUTCSeconds());
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${seconds}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The calendar day after a wall date (month and year boundaries included). */
export function nextDay(wall: Pick<WallTime, 'year' | 'month' | 'day'>): Pick<WallTime, 'year' | 'month' | 'day'> {
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** The weekday of a wall date (zone-free: a date is a date). */
export function weekdayOfDate(wall: Pick<WallTime, 'year' | 'month' | 'day'>): Weekday {
  return WEEKDAYS[(new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7]!;
}
