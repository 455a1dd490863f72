import { describe, expect, it } from 'vitest';
import { dashboardAge, historyAge, historyAgeInSentence } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3600_000;
const D = 24 * H;

describe('relative ages (customer-area §9)', () => {
  it('history: just now, hours, days, weeks, then a date', () => {
    expect(historyAge(ago(59 * 60_000), now)).toBe('Just now');
    expect(historyAge(ago(H), now)).toBe('1h ago');
    expect(historyAge(ago(23 * H + 59 * 60_000), now)).toBe('23h ago');
    expect(historyAge(ago(D), now)).toBe('1d ago');
    expect(historyAge(ago(6 * D), now)).toBe('6d ago');
    expect(historyAge(ago(7 * D), now)).toBe('1w ago');
    expect(historyAge(ago(29 * D), now)).toBe('4w ago');
    expect(historyAge(ago(30 * D), now)).toBe('22 Oct 2026');
  });

  it('dashboard: just now or hours under a day, else days', () => {
    expect(dashboardAge(ago(10 * 60_000), now)).toBe('Just now');
    expect(dashboardAge(ago(5 * H), now)).toBe('5h ago');
    expect(dashboardAge(ago(45 * D), now)).toBe('45d ago');
  });

  it('inside a sentence, "Created just now" (issue 26), other ages unchanged', () => {
    expect(`Created ${historyAgeInSentence(ago(5 * 60_000), now)}`).toBe('Created just now');
    expect(historyAgeInSentence(ago(3 * H), now)).toBe('3h ago');
  });
});
