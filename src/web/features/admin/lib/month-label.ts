import { once } from '@shared/once';

// The revenue report names months as "2026-10" (a sortable key); people read "October 2026" (issue 26).
// The admin screens are written in en-GB like the rest of the app; the month is read in UTC, as the server groups it.

const long = once(() => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const short = once(() => new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** "2026-10" → "October 2026" ('long') or "Oct 2026" ('short'); anything else is shown as it came. */
export function monthLabel(key: string, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return key;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return key;
  return (style === 'long' ? long() : short()).format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}
