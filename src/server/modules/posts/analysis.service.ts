import { eq } from 'drizzle-orm';
import type { ConsistencyAnalysis } from '@shared/schemas/posts';
import type { Writer } from '../../ai/writer';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { BrandVoicesService } from '../brand-voices/brand-voices.service';
import type { CreditsService } from '../credits/credits.service';
import type { CatalogueService } from '../billing/catalogue.service';
import type { PostsService } from './posts.service';

type Deps = {
  db: Database;
  clock: Clock;
  writer: Writer;
  credits: CreditsService;
  catalogue: CatalogueService;
  posts: PostsService;
  brandVoices: BrandVoicesService;
};

/**
 * Brand Voice Consistency: the post is scored against the voice it was
 * written in (or, when that voice is gone or none was used, the default
 * voice). The result is stored on the post and shown again later.
 */
export function createAnalysisService({ db, clock, writer, credits, catalogue, posts: postsService, brandVoices }: Deps) {
  return {
    async analyse(userId: string, postId: string, options: { idempotencyKey: string; signal: AbortSignal }): Promise<ConsistencyAnalysis> {
      const post = await postsService.getOwned(userId, postId);
      const used = post.brandVoiceId ? await brandVoices.get(userId, post.brandVoiceId).catch(() => null) : null;
      const voice = used ?? (await brandVoices.current(userId));
      if (!voice) throw new AppError('BAD_REQUEST', 'Create a brand voice first: the analysis compares a post with your voice.');

      const cost = await catalogue.featureCost('brand_voice_analysis');
      const reservation = await credits.reserve({
        userId,
        feature: 'brand_voice_analysis',
        cost,
        idempotencyKey: options.idempotencyKey,
        request: { postId },
        description: 'Brand voice consistency analysis',
      });
      // A replayed Idempotency-Key: the analysis the completed run answered (decision 058).
      if (reservation.kind === 'replay') return reservation.result as ConsistencyAnalysis;
      const { run } = reservation;
      let analysis: ConsistencyAnalysis;
      try {
        analysis = await writer.analyseConsistency(
          { content: post.generatedContent, platform: post.platform, mood: post.mood, originalIdea: post.originalIdea, voice },
          { userId, signal: options.signal },
        );
        // The scores are stored and the run completed in one transaction (decision 057).
        await db.transaction(async (tx) => {
          await tx
            .update(posts)
            .set({
              brandVoiceScore: analysis.overallScore,
              toneScore: analysis.toneScore,
              styleScore: analysis.styleScore,
              messagingScore: analysis.messagingScore,
              consistencyFeedback: analysis.feedback,
              consistencyConfidence: analysis.confidence,
              analyzedAt: clock.now(),
            })
            .where(eq(posts.id, post.id));
          await credits.completeRun(tx, run.id, analysis);
        });
      } catch (error) {
        await credits.refundRun(run, 'Brand voice analysis failed');
        throw error;
      }
      return analysis;
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
