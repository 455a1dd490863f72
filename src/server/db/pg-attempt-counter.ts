import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AttemptCounter } from '../lib/attempt-counter';
import type { Clock } from '../lib/clock';
import type { Database } from './client';
import { attemptCounters } from './schema';

/**
 * The attempt counter in PostgreSQL, which every app process already shares.
 * A hit is one upsert that starts a new window when the old one has ended,
 * or adds one, and returns the new count: atomic under any concurrency.
 */
export function createPgAttemptCounter({
  db,
  clock,
  windowMs,
  prefix,
}: {
  db: Database;
  clock: Clock;
  windowMs: number;
  prefix: string;
}): AttemptCounter {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async count(key) {
      const [row] = await db
        .select({ count: attemptCounters.count })
        .from(attemptCounters)
        .where(and(eq(attemptCounters.key, k(key)), gt(attemptCounters.windowEndsAt, clock.now())));
      return row?.count ?? 0;
    },
    async hit(key) {
      const now = clock.now();
      const endsAt = new Date(now.getTime() + windowMs);
      const expired = sql`${attemptCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key: k(key), count: 1, windowEndsAt: endsAt })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${expired} then ${endsAt.toISOString()}::timestamptz else ${attemptCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt });
      return { count: row!.count, retryAfterMs: Math.max(0, row!.windowEndsAt.getTime() - now.getTime()) };
    },
    async forgive(key) {
      await db
        .update(attemptCounters)
        .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
        .where(and(eq(attemptCounters.key, k(key)), gt(attemptCounters.windowEndsAt, clock.now())));
    },
    async reset(key) {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, k(key)));
    },
  };
}

/** Deletes counters whose window has ended (periodic job; safe on every process at once). */
export async function purgeEndedAttemptWindows(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(attemptCounters)
    .where(lte(attemptCounters.windowEndsAt, now))
    .returning({ key: attemptCounters.key });
  return deleted.length;
}
