import { and, eq } from 'drizzle-orm';
import { PLATFORM_CHAR_LIMITS } from '@shared/constants';
import {
  appliesTo,
  improveResponseSchema,
  type ImproveMenuItem,
  type ImproveRequest,
  type ImproveResponse,
} from '@shared/schemas/improve';
import { countChars, postSchema, type Post } from '@shared/schemas/posts';
import { LONGER_NEEDS_A_MODEL } from '../../ai/improve/improve-offline';
import { ImproveRefusal } from '../../ai/improve/improve-refusal';
import { improveCost, improveMenu, isAvailable } from '../../ai/improve/menu';
import { posts } from '../../db/schema';
import { AppError } from '../../errors';
import { toPost } from './post-mapper';
import type { PostsService } from './posts.service';
import { voiceOfPost, type AiRunDeps, type AiRunOptions } from './ai-run';

// The Improve menu (issue 26, decision 122). A tool is a credit run like any paid AI request (decision
// 057): reserved at its cost (0 by rule, prompt_enhancement with a model), the changed text saved as an
// edit and the run completed in one transaction, or refunded once; an Idempotency-Key replay answers the
// first result (058). A new hook answers three first lines and saves nothing: the pick is a plain edit.

type Deps = AiRunDeps & {
  posts: PostsService;
  /** The post's scheduled publication, so the answer shows the post as every other route does. */
  publicationsOf?: (ids: string[]) => Promise<Map<string, Post['publication']>>;
};

const NOTHING_TO_CHANGE: Record<string, string> = {
  'emojis:add': 'This post already has emojis.',
  'emojis:remove': 'This post has no emojis to take out.',
  'hashtags:add': 'This post already has hashtags.',
  'hashtags:remove': 'This post has no hashtags to take out.',
};

export function createImproveService(deps: Deps) {
  const { db, clock, writer, credits, catalogue, brandVoices, publicationsOf, posts: postsService } = deps;
  const modelCost = () => catalogue.featureCost('prompt_enhancement');

  return {
    async menu(): Promise<ImproveMenuItem[]> {
      return improveMenu(writer.describe(), await modelCost());
    },

    async improve(
      userId: string,
      postId: string,
      request: ImproveRequest,
      options: AiRunOptions,
    ): Promise<ImproveResponse> {
      const post = await postsService.getOwned(userId, postId);
      const engine = writer.describe().engine;
      if (!isAvailable(request, engine)) throw new ImproveRefusal(LONGER_NEEDS_A_MODEL);
      const option = 'option' in request ? request.option : null;
      if (!appliesTo({ action: request.action, option }, post.generatedContent))
        throw new ImproveRefusal(NOTHING_TO_CHANGE[`${request.action}:${option}`] ?? 'Nothing to change.');
      const reservation = await credits.reserve({
        userId,
        feature: 'prompt_enhancement',
        cost: improveCost(request, engine, await modelCost()),
        idempotencyKey: options.idempotencyKey,
        request: { postId: post.id, ...request },
        description: `Improve a post (${request.action}${option ? `: ${option}` : ''})`,
      });
      if (reservation.kind === 'replay') return improveResponseSchema.parse(reservation.result);
      const { run } = reservation;
      try {
        const voice = await voiceOfPost(brandVoices, userId, post);
        const outcome = await writer.improvePost(
          {
            content: post.generatedContent,
            request,
            platform: post.platform,
            mood: post.mood,
            originalIdea: post.originalIdea,
            voice,
            seed: options.idempotencyKey,
          },
          { userId, signal: options.signal },
        );
        if (outcome.kind === 'choices') {
          const answer: ImproveResponse = { kind: 'choices', choices: outcome.choices };
          await db.transaction((tx) => credits.completeRun(tx, run.id, answer));
          return answer;
        }
        const content = outcome.content.trim();
        if (content === post.generatedContent.trim()) throw new ImproveRefusal('Nothing to change in this post.');
        const limit = PLATFORM_CHAR_LIMITS[post.platform];
        if (countChars(content) > limit)
          throw new ImproveRefusal(`The result would be over the ${limit.toLocaleString('en-US')}-character limit.`);
        const saved = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(posts)
            .set({ generatedContent: content, editedAt: clock.now() })
            .where(and(eq(posts.id, post.id), eq(posts.userId, userId)))
            .returning();
          if (!row) throw new AppError('NOT_FOUND', 'Post not found');
          const changed = toPost(row);
          await credits.completeRun(tx, run.id, {
            kind: 'changed',
            post: postSchema.encode(changed),
            previousContent: post.generatedContent,
          });
          return changed;
        });
        // Read after the commit (PGlite has one connection): the card keeps showing its schedule.
        const found = publicationsOf ? await publicationsOf([saved.id]).catch(() => new Map()) : new Map();
        return {
          kind: 'changed',
          post: { ...saved, publication: found.get(saved.id) ?? null },
          previousContent: post.generatedContent,
        };
      } catch (error) {
        await credits.refundRun(run, 'Improving a post failed');
        throw error;
      }
    },
  };
}
export type ImproveService = ReturnType<typeof createImproveService>;
