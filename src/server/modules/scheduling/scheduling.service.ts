import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { LINKEDIN_MAX_CHARS, companyPagesOf, defaultTargetOf, isKnownTarget } from '@shared/schemas/linkedin';
import type { Post } from '@shared/schemas/posts';
import {
  DEFAULT_SCHEDULE_DAYS,
  DEFAULT_SLOTS,
  EXPIRY_WARNING_DAYS,
  SCHEDULE_MIN_LEAD_MS,
  type CalendarResponse,
  type Publication,
  type ScheduleNotices,
  type ScheduleSettings,
} from '@shared/schemas/scheduling';
import { isValidTimeZone, WEEKDAYS, type Weekday } from '@shared/zoned-time';
import type { Database, Executor } from '../../db/client';
import { posts, publications, users, type PostRow, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { requireVerifiedEmail } from '../accounts';
import type { PostsService } from '../posts/posts.service';
import { toPost } from '../posts/posts.service';
import { toPublication } from './publication-mapper';
import type { PublishQueue } from './publish-queue';
import { nextFreeSlot, QUEUE_HORIZON_DAYS, slotsBetween, type QueueSettings } from './queue-slots';

// Scheduling a saved post, the posting queue, back to drafts, and the
// calendar (issue #23). Scheduling costs no credits. The publication row and
// its job are written in one transaction; publishing itself is the LinkedIn
// module's (modules/linkedin/scheduled-publish.service.ts).

type Deps = {
  db: Database;
  clock: Clock;
  posts: PostsService;
  queue: PublishQueue;
  /** Whether the user's LinkedIn connection may post (the LinkedIn module knows). */
  canPublish: (user: UserRow) => boolean;
};

type ScheduleInput = { scheduledAt: Date; target?: string; firstComment?: string };

const REOPENABLE = ['scheduled', 'failed', 'check_linkedin'] as const;

export function settingsOf(user: UserRow): ScheduleSettings {
  const days = (user.defaultScheduleDays ?? [...DEFAULT_SCHEDULE_DAYS]).filter((d): d is Weekday =>
    (WEEKDAYS as readonly string[]).includes(d),
  );
  return {
    schedulingEnabled: user.schedulingEnabled,
    timeZone: isValidTimeZone(user.timeZone) ? user.timeZone : 'UTC',
    defaultScheduleDays: days,
    slots: user.scheduleSlots ?? [...DEFAULT_SLOTS],
  };
}

const queueSettingsOf = (settings: ScheduleSettings): QueueSettings => ({
  timeZone: settings.timeZone,
  days: settings.defaultScheduleDays,
  slots: settings.slots,
});

export function createSchedulingService({ db, clock, posts: postsService, queue, canPublish }: Deps) {
  function checkPublishable(user: UserRow, post: PostRow, target: string) {
    // Publishing needs a confirmed address, scheduled or not (decision 091).
    requireVerifiedEmail(user);
    if (post.platform !== 'linkedin') throw new AppError('BAD_REQUEST', 'Only LinkedIn posts can be scheduled.');
    if (post.generatedContent.trim() === '')
      throw new AppError('BAD_REQUEST', 'This post is empty: there is nothing to publish.');
    const length = [...post.generatedContent].length;
    if (length > LINKEDIN_MAX_CHARS) {
      throw new AppError(
        'BAD_REQUEST',
        `LinkedIn posts are limited to ${LINKEDIN_MAX_CHARS.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}. Shorten it before scheduling.`,
      );
    }
    if (!isKnownTarget(companyPagesOf(user.linkedinCompanyPages), target)) {
      throw new AppError('BAD_REQUEST', 'Unknown target: choose your own profile or a company page you administer.', {
        target: 'Unknown target',
      });
    }
    if (post.linkedinPostUrn) throw new AppError('CONFLICT', 'This post is already on LinkedIn.');
    if (!canPublish(user))
      throw new AppError('CONFLICT', 'Connect LinkedIn (with posting permission) in your profile to schedule posts.');
  }

  /** Writes the publication (new, or reopened from scheduled/failed/check_linkedin) and its job, in one transaction. */
  async function upsert(
    tx: Executor,
    user: UserRow,
    post: PostRow,
    input: Required<Pick<ScheduleInput, 'scheduledAt'>> & ScheduleInput,
  ) {
    const target =
      input.target ?? defaultTargetOf(companyPagesOf(user.linkedinCompanyPages), user.selectedPostTargetUrn);
    checkPublishable(user, post, target);
    // The post's publications, locked: a worker that is about to take one waits for this transaction, and one
    // that has taken it (publishing, or done) makes any change a conflict, whatever the target asked for.
    const current = await tx
      .select({ status: publications.status })
      .from(publications)
      .where(eq(publications.postId, post.id))
      .for('update');
    if (current.some((row) => row.status === 'publishing' || row.status === 'published'))
      throw new AppError(
        'CONFLICT',
        'This post is being published or is already on LinkedIn: it cannot be rescheduled.',
      );
    // A post goes to one target: scheduling it for another (profile ↔ page) moves it, it does not add a second post.
    await tx
      .delete(publications)
      .where(
        and(eq(publications.postId, post.id), eq(publications.status, 'scheduled'), ne(publications.target, target)),
      );
    const now = clock.now();
    const values = {
      status: 'scheduled' as const,
      scheduledAt: input.scheduledAt,
      dueAt: input.scheduledAt,
      attempts: 0,
      error: null,
      publishingAt: null,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(publications)
      .values({ postId: post.id, userId: user.id, target, firstComment: input.firstComment ?? null, ...values })
      .onConflictDoUpdate({
        target: [publications.postId, publications.target],
        set: { ...values, ...(input.firstComment !== undefined ? { firstComment: input.firstComment || null } : {}) },
        setWhere: inArray(publications.status, [...REOPENABLE]),
      })
      .returning();
    if (!row)
      throw new AppError(
        'CONFLICT',
        'This post is being published or is already on LinkedIn: it cannot be rescheduled.',
      );
    await queue.enqueue(tx, { publicationId: row.id, dueAt: row.dueAt });
    return row;
  }

  async function latestPublication(executor: Executor, postId: string): Promise<Publication | null> {
    const [row] = await executor
      .select()
      .from(publications)
      .where(eq(publications.postId, postId))
      .orderBy(desc(publications.updatedAt))
      .limit(1);
    return row ? toPublication(row) : null;
  }

  const withPublication = async (post: PostRow): Promise<Post> => ({
    ...toPost(post),
    publication: await latestPublication(db, post.id),
  });

  return {
    settings: settingsOf,

    async updateSettings(user: UserRow, input: ScheduleSettings): Promise<ScheduleSettings> {
      const [row] = await db
        .update(users)
        .set({
          schedulingEnabled: input.schedulingEnabled,
          timeZone: input.timeZone,
          defaultScheduleDays: input.defaultScheduleDays,
          scheduleSlots: input.slots,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, user.id))
        .returning();
      return settingsOf(row!);
    },

    /** POST /api/posts/{id}/schedule: at least a minute ahead. */
    async schedule(user: UserRow, postId: string, input: ScheduleInput): Promise<Post> {
      const post = await postsService.getOwned(user.id, postId);
      if (input.scheduledAt.getTime() < clock.now().getTime() + SCHEDULE_MIN_LEAD_MS) {
        throw new AppError('BAD_REQUEST', 'Choose a time at least 1 minute from now.', {
          scheduledAt: 'Must be at least 1 minute ahead',
        });
      }
      await db.transaction((tx) => upsert(tx, user, post, input));
      return withPublication(post);
    },

    /** POST /api/posts/{id}/queue: the next slot of the user's posting schedule that no post takes. */
    async queue(user: UserRow, postId: string, input: Omit<ScheduleInput, 'scheduledAt'>): Promise<Post> {
      const post = await postsService.getOwned(user.id, postId);
      const settings = settingsOf(user);
      if (!settings.schedulingEnabled)
        throw new AppError('CONFLICT', 'Turn on the posting queue in your profile (Scheduling) to add posts to it.');
      await db.transaction(async (tx) => {
        // One queue call per user at a time, so two posts never take the same slot.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const notBefore = new Date(clock.now().getTime() + SCHEDULE_MIN_LEAD_MS);
        const horizon = new Date(notBefore.getTime() + (QUEUE_HORIZON_DAYS + 1) * 86_400_000);
        const taken = await tx
          .select({ at: publications.scheduledAt })
          .from(publications)
          .where(
            and(
              eq(publications.userId, user.id),
              gte(publications.scheduledAt, notBefore),
              lt(publications.scheduledAt, horizon),
              inArray(publications.status, ['scheduled', 'publishing', 'published']),
            ),
          );
        const takenTimes = new Set(taken.map((r) => r.at.getTime()));
        const slot = nextFreeSlot(queueSettingsOf(settings), notBefore, (instant) => takenTimes.has(instant.getTime()));
        if (!slot)
          throw new AppError(
            'CONFLICT',
            'Your posting schedule has no free slot: add days or times in your profile (Scheduling).',
          );
        await upsert(tx, user, post, { ...input, scheduledAt: slot });
      });
      return withPublication(post);
    },

    /** DELETE /api/posts/{id}/schedule: back to drafts (not while it is being published, nor once it is on LinkedIn). */
    async unschedule(user: UserRow, postId: string): Promise<Post> {
      const post = await postsService.getOwned(user.id, postId);
      const removed = await db
        .delete(publications)
        .where(
          and(
            eq(publications.postId, post.id),
            eq(publications.userId, user.id),
            inArray(publications.status, [...REOPENABLE]),
          ),
        )
        .returning({ id: publications.id });
      const remaining = await latestPublication(db, post.id);
      if (removed.length === 0 && remaining)
        throw new AppError(
          'CONFLICT',
          remaining.status === 'published'
            ? 'This post is already on LinkedIn.'
            : 'This post is being published right now.',
        );
      return { ...toPost(post), publication: remaining };
    },

    /** GET /api/schedule: the user's publications in [from, to), in time order, and the queue's empty slots. */
    async calendar(user: UserRow, from: Date, to: Date): Promise<CalendarResponse> {
      const rows = await db
        .select({ publication: publications, content: sql<string>`left(${posts.generatedContent}, 140)` })
        .from(publications)
        .innerJoin(posts, eq(posts.id, publications.postId))
        .where(
          and(eq(publications.userId, user.id), gte(publications.scheduledAt, from), lt(publications.scheduledAt, to)),
        )
        .orderBy(asc(publications.scheduledAt), asc(publications.id))
        .limit(2000);
      const settings = settingsOf(user);
      const taken = new Set(
        rows.filter((r) => r.publication.status !== 'failed').map((r) => r.publication.scheduledAt.getTime()),
      );
      const now = clock.now();
      const emptySlots = settings.schedulingEnabled
        ? slotsBetween(queueSettingsOf(settings), from > now ? from : now, to).filter(
            (slot) => !taken.has(slot.getTime()),
          )
        : [];
      return {
        items: rows.map((r) => ({
          postId: r.publication.postId,
          excerpt: r.content,
          publication: toPublication(r.publication),
        })),
        emptySlots: from > to ? [] : emptySlots,
        timeZone: settings.timeZone,
      };
    },

    /** GET /api/schedule/notices: failed and "Check LinkedIn" posts, and a connection ending before scheduled ones. */
    async notices(user: UserRow): Promise<ScheduleNotices> {
      const rows = await db
        .select({ publication: publications, content: sql<string>`left(${posts.generatedContent}, 140)` })
        .from(publications)
        .innerJoin(posts, eq(posts.id, publications.postId))
        .where(and(eq(publications.userId, user.id), inArray(publications.status, ['failed', 'check_linkedin'])))
        .orderBy(desc(publications.updatedAt))
        .limit(20);
      const expiry = user.linkedinAccessToken ? user.linkedinTokenExpiry : null;
      let expiring: ScheduleNotices['expiring'] = null;
      if (expiry && expiry.getTime() - clock.now().getTime() <= EXPIRY_WARNING_DAYS * 86_400_000) {
        const [after] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(publications)
          .where(
            and(
              eq(publications.userId, user.id),
              eq(publications.status, 'scheduled'),
              gte(publications.dueAt, expiry),
            ),
          );
        if (after && after.n > 0) expiring = { expiresAt: expiry, postsAfter: after.n };
      }
      return {
        attention: rows.map((r) => ({
          postId: r.publication.postId,
          excerpt: r.content,
          publication: toPublication(r.publication),
        })),
        expiring,
      };
    },

    /** The latest publication of each post (for the post JSON of lists). */
    async publicationsOf(postIds: string[]): Promise<Map<string, Publication>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(publications)
        .where(inArray(publications.postId, postIds))
        .orderBy(asc(publications.updatedAt));
      return new Map(rows.map((row) => [row.postId, toPublication(row)]));
    },
  };
}
export type SchedulingService = ReturnType<typeof createSchedulingService>;
