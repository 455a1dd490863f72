import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { publications, type PublicationRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PublishQueue } from './publish-queue';

// The publication's state machine, one conditional UPDATE per move, so two
// workers (or a worker and the reconciler) can never both win:
//   scheduled → publishing (claim) → published (the URN is stored)
//                                  → scheduled (a retry: nothing was created)
//                                  → failed | check_linkedin
// A claim names the due time its job was sent for: a job left over from an
// earlier time (a reschedule, a retry) matches nothing.

/** Claims older than this belong to a worker that died (LinkedIn calls time out long before). */
export const STUCK_AFTER_MS = 5 * 60 * 1000;

export function createPublicationStore({ db, clock, queue }: { db: Database; clock: Clock; queue: PublishQueue }) {
  const settle = async (id: string, values: Partial<PublicationRow>, executor: Executor = db) => {
    const [row] = await executor
      .update(publications)
      .set({ ...values, publishingAt: null, updatedAt: clock.now() })
      .where(and(eq(publications.id, id), eq(publications.status, 'publishing')))
      .returning();
    return row ?? null;
  };

  return {
    /** scheduled → publishing, only for the job of the row's current due time. */
    async claim(id: string, dueAt: Date): Promise<PublicationRow | null> {
      const now = clock.now();
      const [row] = await db
        .update(publications)
        .set({ status: 'publishing', publishingAt: now, attempts: sql`${publications.attempts} + 1`, updatedAt: now })
        .where(and(eq(publications.id, id), eq(publications.status, 'scheduled'), eq(publications.dueAt, dueAt)))
        .returning();
      return row ?? null;
    },

    /** publishing → published, with LinkedIn's URN; `alsoRun` writes in the same transaction (the post's own fields). */
    async markPublished(
      id: string,
      urn: string,
      alsoRun?: (tx: Executor) => Promise<unknown>,
    ): Promise<PublicationRow | null> {
      return db.transaction(async (tx) => {
        const row = await settle(
          id,
          { status: 'published', linkedinPostUrn: urn, publishedAt: clock.now(), error: null },
          tx,
        );
        if (row && alsoRun) await alsoRun(tx);
        return row;
      });
    },

    /** publishing → scheduled at a later time, with its job, in one transaction (nothing was created). */
    async retryAt(id: string, dueAt: Date, reason: string): Promise<PublicationRow | null> {
      return db.transaction(async (tx) => {
        const row = await settle(id, { status: 'scheduled', dueAt, error: reason }, tx);
        if (row) await queue.enqueue(tx, { publicationId: id, dueAt });
        return row;
      });
    },

    fail: (id: string, reason: string) => settle(id, { status: 'failed', error: reason }),
    checkLinkedIn: (id: string, reason: string) => settle(id, { status: 'check_linkedin', error: reason }),

    /** After publishing: the first comment's outcome (the post stays published either way). */
    async noteFirstComment(id: string, outcome: { urn: string } | { error: string }): Promise<void> {
      await db
        .update(publications)
        .set('urn' in outcome ? { firstCommentUrn: outcome.urn } : { error: outcome.error, updatedAt: clock.now() })
        .where(eq(publications.id, id));
    },

    /** Claims a dead worker left behind. */
    stuck: (limit = 200) =>
      db
        .select()
        .from(publications)
        .where(
          and(
            eq(publications.status, 'publishing'),
            lt(publications.publishingAt, new Date(clock.now().getTime() - STUCK_AFTER_MS)),
          ),
        )
        .orderBy(asc(publications.dueAt))
        .limit(limit),

    /** Scheduled rows whose time has passed by more than a minute: their job was lost (or is late); send another. */
    async resendOverdue(limit = 500): Promise<number> {
      const overdue = await db
        .select({ id: publications.id, dueAt: publications.dueAt })
        .from(publications)
        .where(
          and(eq(publications.status, 'scheduled'), lt(publications.dueAt, new Date(clock.now().getTime() - 60_000))),
        )
        .orderBy(asc(publications.dueAt))
        .limit(limit);
      for (const row of overdue) await queue.enqueue(db, { publicationId: row.id, dueAt: row.dueAt });
      return overdue.length;
    },

    byIds: (ids: string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.select().from(publications).where(inArray(publications.id, ids)),
  };
}
export type PublicationStore = ReturnType<typeof createPublicationStore>;
