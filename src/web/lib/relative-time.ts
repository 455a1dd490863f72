import { dayMonthYear, dayMonthYearTime } from './en-gb';

// Relative ages of customer-area §9. Two variants: the history's and the
// dashboard's (which never goes past days).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** History: 'Just now', 'Nh ago', 'Nd ago', 'Nw ago', then a date. */
export function historyAge(createdAt: Date | string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  const age = Math.max(0, now.getTime() - date.getTime());
  if (age < HOUR) return 'Just now';
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d ago`;
  if (age < 30 * DAY) return `${Math.floor(age / (7 * DAY))}w ago`;
  return dayMonthYear(date, 'short');
}

/** historyAge inside a sentence ("Created just now"): the spec's 'Just now' starts a label, not a clause. */
export function historyAgeInSentence(createdAt: Date | string, now: Date = new Date()): string {
  const age = historyAge(createdAt, now);
  return age === 'Just now' ? 'just now' : age;
}

/** Dashboard: 'Just now' or hours under a day, else days. */
export function dashboardAge(createdAt: Date | string, now: Date = new Date()): string {
  const age = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (age < HOUR) return 'Just now';
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  const days = Math.floor(age / DAY);
  return `${days}d ago`;
}

/** The full date and time shown beside the relative age: "21 Nov 2026, 14:05". */
export function fullDateTime(createdAt: Date | string): string {
  return dayMonthYearTime(new Date(createdAt));
}
