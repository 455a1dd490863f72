import { once } from '@shared/once';

// Dates and whole numbers as Intl writes them for en-GB ("3 Sept 2026, 09:05",
// "1,200"), written out by hand for the screens a visit starts on: the first
// Intl formatter a page builds costs it tens of milliseconds of main thread
// (ICU's locale data), which a slow phone pays in one block while the page
// loads (decision 081). en-gb.test.ts checks every function against Intl.

export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/** "21 November 2025" ('long') or "21 Nov 2025" ('short'), in the browser's time zone or in UTC. */
export function dayMonthYear(date: Date, month: 'long' | 'short', zone: 'local' | 'UTC' = 'local'): string {
  const [day, monthIndex, year] =
    zone === 'UTC'
      ? [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()]
      : [date.getDate(), date.getMonth(), date.getFullYear()];
  return `${day} ${(month === 'long' ? LONG_MONTHS : SHORT_MONTHS)[monthIndex]} ${year}`;
}

/** "21 Nov 2026, 14:05", in the browser's time zone. */
export function dayMonthYearTime(date: Date): string {
  return `${dayMonthYear(date, 'short')}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const decimal = once(() => new Intl.NumberFormat('en-GB'));

/** 1200 → "1,200"; a fraction (never on a first screen) goes through Intl. */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) return decimal().format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
