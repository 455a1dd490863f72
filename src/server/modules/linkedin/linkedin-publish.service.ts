import { and, eq, isNull, lt, or } from 'drizzle-orm';
import {
  LINKEDIN_MAX_CHARS,
  companyPagesOf,
  defaultTargetOf,
  isKnownTarget,
  linkedinPostUrl,
  type PublishToLinkedInResponse,
} from '@shared/schemas/linkedin';
import { MEMBER_TARGET } from '@shared/schemas/publication';
import type { Database } from '../../db/client';
import { posts, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { LinkedInError } from '../../integrations/linkedin/linkedin-error';
import type { LinkedInClient } from '../../integrations/linkedin/linkedin-client';
import type { Clock } from '../../lib/clock';
import type { PostsService } from '../posts/posts.service';
import type { LogLevel, SystemLogsService } from '../system-logs/system-logs.service';
import type { LinkedInConnectionService } from './linkedin-connection.service';
import { sendPost, type PostAttachment } from './send-post';
import { publishFailure } from './publish-failures';
import { requireVerifiedEmail } from '../accounts';

// One-click publishing (issue #10): a LinkedIn post of the user goes to the
// Posts API as the member. A post is claimed before the call, so two clicks
// (or two tabs) never publish it twice; publishing costs no credits; every
// attempt leaves a `linkedin` row in system_logs.

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type Deps = {
  db: Database;
  clock: Clock;
  linkedin: LinkedInClient;
  connection: LinkedInConnectionService;
  posts: PostsService;
  systemLogs: SystemLogsService;
  /** Longest a LinkedIn call may take; a claim older than this (plus a margin) belongs to a request that died. */
  timeoutMs: number;
  log?: { error: (details: Record<string, unknown>, message: string) => void };
  /** The picture or carousel to attach (issue #27): the chosen one, else the post's newest; null for a text post. */
  attachmentOf?: (userId: string, postId: string, mediaId?: string) => Promise<PostAttachment | null>;
};

export function createLinkedInPublishService({
  db,
  clock,
  linkedin,
  connection,
  posts: postsService,
  systemLogs,
  timeoutMs,
  log,
  attachmentOf,
}: Deps) {
  const record = (level: LogLevel, message: string, user: UserRow, metadata: Record<string, unknown>) =>
    systemLogs.record({ level, source: 'linkedin', message, userId: user.id, metadata });

  return {
    async publish(
      user: UserRow,
      input: { postId: string; force: boolean; mediaId?: string; target?: string },
    ): Promise<PublishToLinkedInResponse> {
      const post = await postsService.getOwned(user.id, input.postId);
      requireVerifiedEmail(user);
      if (post.platform !== 'linkedin')
        throw new AppError('BAD_REQUEST', 'Only LinkedIn posts can be published to LinkedIn.');
      const length = [...post.generatedContent].length;
      if (post.generatedContent.trim() === '')
        throw new AppError('BAD_REQUEST', 'This post is empty: there is nothing to publish.');
      if (length > LINKEDIN_MAX_CHARS) {
        throw new AppError(
          'BAD_REQUEST',
          `LinkedIn posts are limited to ${LINKEDIN_MAX_CHARS.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}. Shorten it before publishing.`,
        );
      }
      // The member's own profile or a company page they administer (decision 123); anything else is refused.
      const pages = companyPagesOf(user.linkedinCompanyPages);
      const target = input.target ?? defaultTargetOf(pages, user.selectedPostTargetUrn);
      if (!isKnownTarget(pages, target))
        throw new AppError('BAD_REQUEST', 'Unknown target: choose your own profile or a company page you administer.', {
          target: 'Unknown target',
        });
      const access = await connection.memberAccess(user);
      const authorUrn = target === MEMBER_TARGET ? access.authorUrn : target;
      if (post.linkedinPostUrn && post.linkedinPublishedAt && !input.force) {
        throw new AppError(
          'CONFLICT',
          `This post is already on LinkedIn (published ${formatDate(post.linkedinPublishedAt)}). Confirm to publish it a second time.`,
        );
      }

      const attachment = (await attachmentOf?.(user.id, post.id, input.mediaId)) ?? null;
      const now = clock.now();
      const [claimed] = await db
        .update(posts)
        .set({ linkedinPublishingAt: now })
        .where(
          and(
            eq(posts.id, post.id),
            eq(posts.userId, user.id),
            or(
              isNull(posts.linkedinPublishingAt),
              lt(posts.linkedinPublishingAt, new Date(now.getTime() - timeoutMs - 60_000)),
            ),
            input.force ? undefined : isNull(posts.linkedinPostUrn),
          ),
        )
        .returning({ id: posts.id });
      if (!claimed) {
        const current = await postsService.getOwned(user.id, post.id);
        if (current.linkedinPostUrn && !input.force)
          throw new AppError('CONFLICT', 'This post was just published to LinkedIn.');
        throw new AppError(
          'CONFLICT',
          'This post is being published to LinkedIn right now. Wait a moment, then check your history.',
        );
      }

      const started = performance.now();
      let urn: string;
      try {
        ({ urn } = await sendPost(linkedin, { access, authorUrn, text: post.generatedContent, attachment }));
      } catch (error) {
        await db.update(posts).set({ linkedinPublishingAt: null }).where(eq(posts.id, post.id));
        if (!(error instanceof LinkedInError)) throw error;
        const failure = publishFailure(error, linkedin.api.apiVersion);
        await record(failure.level, failure.logMessage, user, {
          postId: post.id,
          status: error.status ?? null,
          reason: error.kind,
          durationMs: Math.round(performance.now() - started),
        });
        if (error.kind === 'unauthorized') await connection.markExpired(user, access.sealedToken);
        if (error.kind === 'version_inactive')
          log?.error({ linkedinApiVersion: linkedin.api.apiVersion }, failure.logMessage);
        throw failure.error;
      }
      const publishedAt = clock.now();
      await db
        .update(posts)
        .set({ linkedinPostUrn: urn, linkedinPublishedAt: publishedAt, linkedinPublishingAt: null })
        .where(eq(posts.id, post.id));
      await record('info', input.force ? 'Post published to LinkedIn again' : 'Post published to LinkedIn', user, {
        postId: post.id,
        target,
        durationMs: Math.round(performance.now() - started),
      });
      return {
        postId: post.id,
        linkedinPostUrn: urn,
        linkedinPostUrl: linkedinPostUrl(urn),
        linkedinPublishedAt: publishedAt,
      };
    },
  };
}
export type LinkedInPublishService = ReturnType<typeof createLinkedInPublishService>;
