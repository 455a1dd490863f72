import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { publications, users, type PublicationRow, type UserRow } from '../db/schema';
import { startWorkers } from '../jobs/workers';
import type { LinkedInTestApp } from './linkedin';

// Helpers of the scheduled-publishing tests: schedule a post so that it is
// already due for pg-boss (its startAfter is in the past), start workers,
// and wait for publications to settle.

export const SETTLED = ['published', 'failed', 'check_linkedin'] as const;

export async function userRow(app: LinkedInTestApp, id: string): Promise<UserRow> {
  const [row] = await app.t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/**
 * Schedules through the real service with the test clock five minutes back,
 * for a time three minutes ago in real time, then puts the clock back to now:
 * the job is due at once, and the rule "at least a minute ahead" still held.
 */
export async function scheduleDue(
  app: LinkedInTestApp,
  user: UserRow,
  postIds: string[],
  extra: { firstComment?: string } = {},
): Promise<Date> {
  const realNow = Date.now();
  const dueAt = new Date(Math.floor((realNow - 3 * 60_000) / 1000) * 1000);
  app.t.clock.set(new Date(realNow - 5 * 60_000));
  for (const postId of postIds)
    await app.t.app.services.scheduling.schedule(user, postId, { scheduledAt: dueAt, ...extra });
  app.t.clock.set(new Date(realNow));
  return dueAt;
}

export function startTestWorkers(app: LinkedInTestApp, concurrency = 25) {
  return startWorkers(app.t.database, app.t.app.services, {
    concurrency,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
}

/** Waits until every named post's publication is in one of `states`; answers the rows. */
export async function waitForPublications(
  app: LinkedInTestApp,
  postIds: string[],
  states: readonly string[] = SETTLED,
  timeoutMs = 60_000,
): Promise<PublicationRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await app.t.db.select().from(publications).where(inArray(publications.postId, postIds));
    if (rows.length === postIds.length && rows.every((row) => states.includes(row.status))) return rows;
    const allSettled =
      rows.length === postIds.length &&
      rows.every((row) => states.includes(row.status) || (SETTLED as readonly string[]).includes(row.status));
    if (allSettled || Date.now() > deadline) {
      const count = (status: string) => rows.filter((row) => row.status === status).length;
      const unsettled = rows.filter((row) => !states.includes(row.status)).slice(0, 3);
      expect({
        rows: rows.length,
        statuses: Object.fromEntries(['scheduled', 'publishing', ...SETTLED].map((s) => [s, count(s)])),
        unsettled,
      }).toEqual({ rows: postIds.length, settled: states });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
