import { eq } from 'drizzle-orm';
import { LINKEDIN_MAX_CHARS, companyPagesOf, isKnownTarget } from '@shared/schemas/linkedin';
import { MEMBER_TARGET } from '@shared/schemas/publication';
import type { Database } from '../../db/client';
import { posts, users, type PublicationRow } from '../../db/schema';
import { isAppError } from '../../errors';
import { LinkedInError } from '../../integrations/linkedin/linkedin-error';
import type { LinkedInClient } from '../../integrations/linkedin/linkedin-client';
import type { Clock } from '../../lib/clock';
import type { PublicationStore } from '../scheduling';
import type { LogLevel, SystemLogsService } from '../system-logs/system-logs.service';
import type { LinkedInConnectionService } from './linkedin-connection.service';
import { sendPost, type PostAttachment } from './send-post';
import type { PublicationMail } from './publication-mail';

// Publishing a scheduled post exactly once (issue #23, decision 096). The job
// only names a publication; the row's state decides. A worker claims the row
// (scheduled → publishing) before calling LinkedIn, and the row becomes
// published only with LinkedIn's URN. A failure that proves nothing was
// created is retried later; one that leaves the outcome unknown becomes
// "Check LinkedIn" and is never retried by itself.

export const MAX_ATTEMPTS = 5;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export const RECONNECT_MESSAGE = 'Reconnect LinkedIn: the connection expired or was revoked before this post went out.';
export const UNKNOWN_OUTCOME_MESSAGE =
  'LinkedIn received the post but did not answer, so it may or may not be on LinkedIn. Check your LinkedIn feed before trying again.';
export const LOST_WORKER_MESSAGE =
  'Publishing stopped half-way, so the post may or may not be on LinkedIn. Check your LinkedIn feed before trying again.';

export type PublishOutcome = 'skipped' | 'published' | 'retry' | 'failed' | 'check_linkedin';

type Deps = {
  db: Database;
  clock: Clock;
  linkedin: LinkedInClient;
  connection: LinkedInConnectionService;
  store: PublicationStore;
  systemLogs: SystemLogsService;
  /** First retry delay when LinkedIn gives no Retry-After; doubles each attempt. */
  retryBaseMs: number;
  /** The post's picture or carousel (issue #27), uploaded before the post; null publishes text alone. */
  attachmentOf?: (userId: string, postId: string) => Promise<PostAttachment | null>;
  /** Tells the member when a post ends Failed or "Check LinkedIn" (by e-mail). */
  mail?: Pick<PublicationMail, 'publicationNeedsAttention'>;
};

export function createScheduledPublishService({
  db,
  clock,
  linkedin,
  connection,
  store,
  systemLogs,
  retryBaseMs,
  attachmentOf,
  mail,
}: Deps) {
  const log = (level: LogLevel, message: string, row: PublicationRow, metadata: Record<string, unknown> = {}) =>
    systemLogs
      .record({
        level,
        source: 'linkedin',
        message,
        userId: row.userId,
        metadata: { postId: row.postId, publicationId: row.id, attempt: row.attempts, ...metadata },
      })
      .catch(() => undefined);

  async function failed(
    row: PublicationRow,
    reason: string,
    logMessage: string,
    metadata: Record<string, unknown> = {},
  ): Promise<PublishOutcome> {
    const settled = await store.fail(row.id, reason);
    await log('warning', `Scheduled post failed: ${logMessage}`, row, metadata);
    if (settled) await mail?.publicationNeedsAttention(settled);
    return 'failed';
  }

  /** → "Check LinkedIn" (the post may exist); the member is told once, by the process that moved the row. */
  async function checkLinkedIn(row: PublicationRow, reason: string): Promise<boolean> {
    const settled = await store.checkLinkedIn(row.id, reason);
    if (settled) await mail?.publicationNeedsAttention(settled);
    return settled !== null;
  }

  async function onLinkedInError(
    row: PublicationRow,
    error: LinkedInError,
    user: typeof users.$inferSelect,
    sealedToken: string,
  ): Promise<PublishOutcome> {
    const metadata = { status: error.status ?? null, reason: error.kind, code: error.code ?? null };
    if (error.nothingCreated && row.attempts < MAX_ATTEMPTS) {
      const delay = Math.min(error.retryAfterMs ?? retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_DELAY_MS);
      const dueAt = new Date(clock.now().getTime() + delay);
      await store.retryAt(
        row.id,
        dueAt,
        `LinkedIn could not take the post yet (${error.kind}); trying again at ${dueAt.toISOString()}.`,
      );
      await log(
        'warning',
        `Scheduled post not accepted by LinkedIn (${error.kind}), retry in ${Math.round(delay / 1000)} s`,
        row,
        { ...metadata, retryInMs: delay },
      );
      return 'retry';
    }
    if (error.nothingCreated)
      return failed(
        row,
        'LinkedIn kept refusing the post; it was not published. Try again later.',
        `gave up after ${row.attempts} attempts`,
        metadata,
      );
    if (error.kind === 'unauthorized') {
      await connection.markExpired(user, sealedToken);
      return failed(row, RECONNECT_MESSAGE, 'LinkedIn refused the token', metadata);
    }
    if (error.kind === 'timeout' || error.kind === 'network') {
      await checkLinkedIn(row, UNKNOWN_OUTCOME_MESSAGE);
      await log('error', `Scheduled post outcome unknown (${error.kind}): marked Check LinkedIn`, row, metadata);
      return 'check_linkedin';
    }
    if (error.kind === 'version_inactive')
      return failed(
        row,
        'LinkedIn no longer accepts the API version Postwright is set up with, so the post was not published. The administrator has been told; try again later.',
        `LinkedIn no longer serves API version ${linkedin.api.apiVersion}: set LINKEDIN_API_VERSION to a version LinkedIn serves (YYYYMM, e.g. last month's)`,
        metadata,
      );
    const reason =
      error.kind === 'forbidden'
        ? row.target === MEMBER_TARGET
          ? 'LinkedIn refused to publish: the LinkedIn app lacks the posting permission.'
          : 'LinkedIn refused to publish as the company page: check that you still administer it and that the LinkedIn app has the Community Management API.'
        : `LinkedIn did not accept the post${error.detail ? ` (${error.detail})` : ''}.`;
    return failed(row, reason, `LinkedIn ${error.kind}`, metadata);
  }

  async function postFirstComment(
    row: PublicationRow,
    accessToken: string,
    actorUrn: string,
    postUrn: string,
  ): Promise<void> {
    if (!row.firstComment) return;
    try {
      const { urn } = await linkedin.api.createComment({ accessToken, actorUrn, postUrn, text: row.firstComment });
      await store.noteFirstComment(row.id, { urn: urn ?? 'created' });
    } catch (error) {
      const detail = error instanceof LinkedInError ? error.kind : 'error';
      await store.noteFirstComment(row.id, {
        error: `The post is on LinkedIn, but the first comment could not be added (${detail}).`,
      });
      await log('warning', `First comment not posted (${detail})`, row);
    }
  }

  return {
    /** The publish-post job: publishes the publication if it is still due at `dueAt`. */
    async publishDue(job: { publicationId: string; dueAt: string | Date }): Promise<PublishOutcome> {
      const row = await store.claim(job.publicationId, new Date(job.dueAt));
      if (!row) return 'skipped';
      const [user] = await db.select().from(users).where(eq(users.id, row.userId));
      const [post] = await db.select().from(posts).where(eq(posts.id, row.postId));
      if (!user || !post) return failed(row, 'The post no longer exists.', 'post or user gone');
      if ([...post.generatedContent].length > LINKEDIN_MAX_CHARS || post.generatedContent.trim() === '') {
        return failed(
          row,
          `The post must have 1 to ${LINKEDIN_MAX_CHARS.toLocaleString('en-US')} characters for LinkedIn.`,
          'text outside LinkedIn limits',
        );
      }
      let access;
      try {
        access = await connection.memberAccess(user);
      } catch (error) {
        if (!isAppError(error)) throw error;
        return failed(row, RECONNECT_MESSAGE, `no usable connection: ${error.message}`);
      }
      // A company page must still be one the member administers (read at connect or "Refresh pages"; decision 123).
      if (row.target !== MEMBER_TARGET && !isKnownTarget(companyPagesOf(user.linkedinCompanyPages), row.target))
        return failed(
          row,
          'This company page is not among the pages your LinkedIn connection can post to. Refresh your pages or reconnect LinkedIn in your profile, then try again.',
          'target page not among the member’s pages',
        );
      const authorUrn = row.target === MEMBER_TARGET ? access.authorUrn : row.target;
      let attachment;
      try {
        attachment = (await attachmentOf?.(row.userId, row.postId)) ?? null;
      } catch (error) {
        if (!isAppError(error)) throw error;
        return failed(
          row,
          'The post’s picture could not be read. Choose it again, then reschedule.',
          `attachment: ${error.message}`,
        );
      }
      const started = performance.now();
      let urn: string;
      try {
        ({ urn } = await sendPost(linkedin, { access, authorUrn, text: post.generatedContent, attachment }));
      } catch (error) {
        if (!(error instanceof LinkedInError)) throw error;
        return onLinkedInError(row, error, user, access.sealedToken);
      }
      const publishedAt = clock.now();
      await store.markPublished(row.id, urn, (tx) =>
        tx
          .update(posts)
          .set({ linkedinPostUrn: urn, linkedinPublishedAt: publishedAt })
          .where(eq(posts.id, row.postId)),
      );
      await log('info', 'Scheduled post published to LinkedIn', row, {
        durationMs: Math.round(performance.now() - started),
      });
      await postFirstComment(row, access.accessToken, authorUrn, urn);
      return 'published';
    },

    /** The reconciler: claims left by a dead worker become "Check LinkedIn"; overdue rows get a new job. */
    async reconcile(): Promise<{ settled: number; resent: number }> {
      const stuck = await store.stuck();
      for (const row of stuck) {
        if (await checkLinkedIn(row, LOST_WORKER_MESSAGE))
          await log('error', 'Scheduled post left in publishing: marked Check LinkedIn', row);
      }
      return { settled: stuck.length, resent: await store.resendOverdue() };
    },
  };
}
export type ScheduledPublishService = ReturnType<typeof createScheduledPublishService>;
