import { eq } from 'drizzle-orm';
import type { ConsistencyAnalysis } from '@shared/schemas/posts';
import type { Mood, Platform } from '@shared/constants';
import { analyzeAgainstSamples } from '../../ai/analysis/analyze-against-samples';
import type { WriterVoice } from '../../ai/writer';
import type { Transaction } from '../../db/client';
import { posts } from '../../db/schema';
import { AppError } from '../../errors';
import type { VoiceSamplesService } from '../brand-voices';
import type { PostsService } from './posts.service';
import { voiceOfPost, type AiRunDeps, type AiRunOptions } from './ai-run';

type Deps = AiRunDeps & {
  posts: PostsService;
  samples: VoiceSamplesService;
};

type Draft = { content: string; platform: Platform; mood: Mood; originalIdea: string | null };

export const DECLARED_BASIS =
  'Based on your answers to the voice questions (add a few of your posts for a measured comparison)';

/**
 * Brand Voice Consistency: the post is scored against the voice it was
 * written in (or, when that voice is gone or none was used, the default
 * voice). With writing samples the post is compared with the author's own
 * posts (decision 106), whichever writer is configured; without, the writer
 * compares it with the declared voice. A post's result is stored on it.
 */
export function createAnalysisService({
  db,
  clock,
  writer,
  credits,
  catalogue,
  posts: postsService,
  brandVoices,
  samples,
}: Deps) {
  async function score(
    userId: string,
    voice: WriterVoice & { id: string },
    draft: Draft,
    signal: AbortSignal,
  ): Promise<ConsistencyAnalysis> {
    const texts = await samples.texts(userId, voice.id);
    if (texts.length > 0) return analyzeAgainstSamples(draft.content, texts);
    const analysis = await writer.analyzeConsistency({ ...draft, voice }, { userId, signal });
    return { ...analysis, feedback: { ...analysis.feedback, basedOn: DECLARED_BASIS } };
  }

  /** Spends the feature cost, scores, and completes the run (with `save` in the same transaction) or refunds. */
  async function paid(
    userId: string,
    request: unknown,
    options: AiRunOptions,
    run: () => Promise<ConsistencyAnalysis>,
    save?: (tx: Transaction, analysis: ConsistencyAnalysis) => Promise<unknown>,
  ): Promise<ConsistencyAnalysis> {
    const cost = await catalogue.featureCost('brand_voice_analysis');
    const reservation = await credits.reserve({
      userId,
      feature: 'brand_voice_analysis',
      cost,
      idempotencyKey: options.idempotencyKey,
      request,
      description: 'Brand voice consistency analysis',
    });
    // A replayed Idempotency-Key: the analysis the completed run answered (decision 058).
    if (reservation.kind === 'replay') return reservation.result as ConsistencyAnalysis;
    let analysis: ConsistencyAnalysis;
    try {
      analysis = await run();
      // The result is stored and the run completed in one transaction (decision 057).
      await db.transaction(async (tx) => {
        await save?.(tx, analysis);
        await credits.completeRun(tx, reservation.run.id, analysis);
      });
    } catch (error) {
      await credits.refundRun(reservation.run, 'Brand voice analysis failed');
      throw error;
    }
    return analysis;
  }

  return {
    async analyze(userId: string, postId: string, options: AiRunOptions): Promise<ConsistencyAnalysis> {
      const post = await postsService.getOwned(userId, postId);
      const used = await voiceOfPost(brandVoices, userId, post);
      const voice = used ?? (await brandVoices.current(userId));
      if (!voice)
        throw new AppError('BAD_REQUEST', 'Create a brand voice first: the analysis compares a post with your voice.');
      const draft = {
        content: post.generatedContent,
        platform: post.platform,
        mood: post.mood,
        originalIdea: post.originalIdea,
      };
      return paid(
        userId,
        { postId },
        options,
        () => score(userId, voice, draft, options.signal),
        (tx, analysis) =>
          tx
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
            .where(eq(posts.id, post.id)),
      );
    },

    /** "Check a draft": any text scored against a voice, at the analysis's cost; nothing is stored. */
    async checkDraft(
      userId: string,
      voiceId: string,
      text: string,
      options: AiRunOptions,
    ): Promise<ConsistencyAnalysis> {
      const voice = await brandVoices.get(userId, voiceId);
      const draft = { content: text, platform: 'linkedin' as const, mood: 'professional' as const, originalIdea: null };
      return paid(userId, { voiceId, text }, options, () => score(userId, voice, draft, options.signal));
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
