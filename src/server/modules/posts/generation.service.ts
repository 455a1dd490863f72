import { z } from '@shared/schemas/common';
import {
  postSchema,
  type EnhancePromptRequest,
  type GeneratePostsRequest,
  type GenerationEvent,
  type Post,
} from '@shared/schemas/posts';
import { desc, eq } from 'drizzle-orm';
import { measureStyle } from '../../ai/style';
import type { GeneratePostsInput } from '../../ai/writer';
import { posts, users, type BrandVoiceRow } from '../../db/schema';
import type { VoiceSamplesService } from '../brand-voices';
import { toPost } from './post-mapper';
import type { AiRunDeps, AiRunOptions } from './ai-run';

// Idea → enhanced prompt → streamed versions → saved posts. Credits are
// reserved before the writer runs (post_generation × versions, decision 057):
// the posts are saved and the run completed in one transaction, or the run is
// refunded once; a failed run saves nothing. A replayed Idempotency-Key
// answers the saved posts of the completed run (decision 058).

const savedResultSchema = z.object({ posts: z.array(postSchema) });

export type GenerationStreamEvent = GenerationEvent | { type: 'saved'; posts: Post[] };

export type GenerationRun = {
  /** The writer's events as they come, then one `saved` event. Throws after refunding on failure. */
  events: AsyncGenerator<GenerationStreamEvent>;
};

type Deps = AiRunDeps & {
  samples: VoiceSamplesService;
};

/** How many of the author's posts the writer quotes to a model as examples (issue 22: 2–3). */
const EXAMPLES = 3;

type WritingBasis = Pick<GeneratePostsInput, 'samples' | 'examples' | 'styleProfile' | 'authorName'>;

/** How far back a new run looks for the versions of the same idea it regenerates: the user's latest posts. */
const EARLIER_RUN_WINDOW = 9;

/** `paced`: the caller streams the text to a reader (see WriterContext.paced). */
type RunOptions = AiRunOptions & { paced?: boolean };

export function createGenerationService({ db, clock, writer, credits, catalogue, brandVoices, samples }: Deps) {
  /**
   * What the writer writes from besides the idea (issue 22): the author's name and, for a voice with
   * samples, all of them (the Offline writer's habits and spelling), the profile measured over them and
   * the few nearest the idea (quoted to a model).
   */
  async function writingBasis(userId: string, voice: BrandVoiceRow | null, idea: string): Promise<WritingBasis> {
    const [author] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
    const authorName = author?.name.trim() || null;
    if (!voice) return { authorName };
    const texts = await samples.texts(userId, voice.id);
    if (texts.length === 0) return { authorName };
    const examples = await samples.relevantSamples(userId, voice.id, idea, EXAMPLES);
    return { authorName, samples: texts, examples, styleProfile: measureStyle(texts) };
  }

  /**
   * The texts of the user's latest run of the same idea (Regenerate, or the same idea typed again), so the new run
   * offers other posts. Only the latest few posts are read, through the (user, created) index.
   */
  async function earlierVersions(userId: string, idea: string): Promise<string[]> {
    const latest = await db
      .select({ idea: posts.originalIdea, content: posts.generatedContent, run: posts.generationId })
      .from(posts)
      .where(eq(posts.userId, userId))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(EARLIER_RUN_WINDOW);
    const run = latest.find((p) => p.idea === idea)?.run;
    return run ? latest.filter((p) => p.run === run).map((p) => p.content) : [];
  }

  /** The voice to write in: the one named (must be the user's), else the default; none when not asked for. */
  async function resolveVoice(
    userId: string,
    request: { usedBrandVoice: boolean; brandVoiceId?: string },
  ): Promise<BrandVoiceRow | null> {
    if (!request.usedBrandVoice) return null;
    if (request.brandVoiceId) return brandVoices.get(userId, request.brandVoiceId);
    return brandVoices.current(userId);
  }

  return {
    resolveVoice,

    async enhance(userId: string, request: EnhancePromptRequest, options: RunOptions): Promise<string> {
      const voice = await resolveVoice(userId, request);
      const cost = await catalogue.featureCost('prompt_enhancement');
      const reservation = await credits.reserve({
        userId,
        feature: 'prompt_enhancement',
        cost,
        idempotencyKey: options.idempotencyKey,
        request,
        description: 'Prompt enhancement',
      });
      if (reservation.kind === 'replay')
        return z.object({ enhancedPrompt: z.string() }).parse(reservation.result).enhancedPrompt;
      const { run } = reservation;
      try {
        const enhancedPrompt = await writer.enhancePrompt({ ...request, voice }, { userId, signal: options.signal });
        await db.transaction((tx) => credits.completeRun(tx, run.id, { enhancedPrompt }));
        return enhancedPrompt;
      } catch (error) {
        await credits.refundRun(run, 'Prompt enhancement failed');
        throw error;
      }
    },

    /**
     * Spends the credits now (so a 402 or 404 is answered before any streaming
     * starts) and returns the run, whose events drive the writer.
     */
    async start(userId: string, request: GeneratePostsRequest, options: RunOptions): Promise<GenerationRun> {
      const voice = await resolveVoice(userId, request);
      const cost = (await catalogue.featureCost('post_generation')) * request.versions;
      const reservation = await credits.reserve({
        userId,
        feature: 'post_generation',
        cost,
        idempotencyKey: options.idempotencyKey,
        request,
        description: `Post generation (${request.versions} version${request.versions > 1 ? 's' : ''})`,
      });
      if (reservation.kind === 'replay') {
        // The completed run's posts, as saved then: the replay's final result.
        const { posts: savedPosts } = savedResultSchema.parse(reservation.result);
        return {
          events: (async function* replay(): AsyncGenerator<GenerationStreamEvent> {
            yield { type: 'saved', posts: savedPosts };
          })(),
        };
      }
      const { run } = reservation;

      async function* events(): AsyncGenerator<GenerationStreamEvent> {
        let saved = false;
        try {
          const finals = new Map<number, string>();
          const flags = new Map<number, string[]>();
          const basis = await writingBasis(userId, voice, request.originalIdea);
          const earlier = await earlierVersions(userId, request.originalIdea);
          const basedOnSamples = basis.samples?.length ?? null;
          // The idempotency key seeds the writer: a retried request repeats its text, Regenerate (a new key) gets new text.
          const brief = {
            ...request,
            ...basis,
            earlierVersions: earlier,
            voice,
            enhancedPrompt: request.enhancedPrompt ?? null,
            seed: options.idempotencyKey,
          };
          for await (const event of writer.generatePosts(brief, {
            userId,
            signal: options.signal,
            paced: options.paced === true,
          })) {
            if (event.type === 'done') {
              finals.set(event.version, event.content);
              if (event.uncheckedFacts?.length) flags.set(event.version, event.uncheckedFacts);
            }
            yield event;
          }
          const versions = [...finals.entries()]
            .sort(([a], [b]) => a - b)
            .map(([version, content]) => ({ text: content.trim(), uncheckedFacts: flags.get(version) ?? null }))
            .filter((v) => v.text);
          const texts = versions.map((v) => v.text);
          if (texts.length === 0) throw new Error('the writer produced no text');
          const rows = await db.transaction(async (tx) => {
            const now = clock.now();
            // The run's id groups the versions: the saved posts of a run are findable from its ledger rows.
            const generationId = run.id;
            const inserted = await tx
              .insert(posts)
              .values(
                texts.map((generatedContent, i) => ({
                  userId,
                  originalIdea: request.originalIdea,
                  enhancedPrompt: request.enhancedPrompt ?? null,
                  generatedContent,
                  mood: request.mood,
                  platform: request.platform,
                  postLength: request.postLength,
                  includeEmojis: request.includeEmojis,
                  includeHashtags: request.includeHashtags,
                  includeLink: request.includeLink,
                  linkUrl: request.includeLink ? (request.linkUrl ?? null) : null,
                  usedBrandVoice: voice !== null,
                  brandVoiceId: voice?.id ?? null,
                  generationId,
                  basedOnSamples,
                  uncheckedFacts: versions[i]!.uncheckedFacts,
                  // Versions keep their order in "newest first" lists: version 1 is the newest.
                  createdAt: new Date(now.getTime() + (texts.length - 1 - i)),
                })),
              )
              .returning();
            if (voice) await brandVoices.touch(voice.id, tx);
            const result = inserted.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(toPost);
            await credits.completeRun(tx, run.id, { posts: result.map((post) => postSchema.encode(post)) });
            return result;
          });
          saved = true;
          yield { type: 'saved', posts: rows };
        } finally {
          // Failure, abort, or the consumer stopped reading: nothing was saved, so nothing is owed.
          if (!saved) await credits.refundRun(run, 'Post generation failed');
        }
      }

      return { events: events() };
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
