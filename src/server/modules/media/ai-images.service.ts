import type { ImageGenerator } from '../../ai/images/image-generator';
import type { ImageRow, PostRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AttemptCounter } from '../../lib/attempt-counter';
import type { CatalogueService } from '../billing';
import type { CreditsService } from '../credits/credits.service';
import type { SystemLogsService } from '../system-logs/system-logs.service';
import { defaultFormat } from './cards.service';
import { checkUploadedImage } from './image-check';
import type { MediaService } from './media.service';

// "Generate with AI" (issue #27): costs the image_generation feature cost, reserved before the provider is
// called and refunded once if anything fails (the credit-runs path, decisions 057/058). An hourly cap per
// user (AI_IMAGES_PER_HOUR) keeps one account from running up the provider's bill.

const ASPECT = { landscape: '16:9', square: '1:1', portrait: '4:5' } as const;

type Deps = {
  generator: ImageGenerator;
  credits: CreditsService;
  catalogue: CatalogueService;
  media: MediaService;
  systemLogs: SystemLogsService;
  perHour: { counter: AttemptCounter; max: number };
};

export function createAiImagesService({ generator, credits, catalogue, media, systemLogs, perHour }: Deps) {
  return {
    /** The prompt the screen proposes: the post's idea, made into a picture brief. */
    proposePrompt(post: Pick<PostRow, 'originalIdea' | 'platform'>): string {
      return `A clean, modern illustration for a ${post.platform} post about: ${post.originalIdea.slice(0, 400)}. No text in the image.`;
    },

    async generate(
      userId: string,
      post: PostRow,
      prompt: string,
      options: { idempotencyKey: string; signal?: AbortSignal },
    ): Promise<ImageRow> {
      if (!generator.model) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'AI pictures need an image model: the configured AI provider has none. Design a card or upload a picture instead.',
        );
      }
      const hit = await perHour.counter.hit(userId);
      if (hit.count > perHour.max) {
        await perHour.counter.forgive(userId);
        throw new AppError(
          'RATE_LIMITED',
          `You can generate ${perHour.max} AI pictures an hour. Please try again later.`,
          undefined,
          { retryAfterMs: hit.retryAfterMs },
        );
      }
      const cost = await catalogue.featureCost('image_generation');
      const reservation = await credits.reserve({
        userId,
        feature: 'image_generation',
        cost,
        idempotencyKey: options.idempotencyKey,
        request: { postId: post.id, prompt },
        description: 'AI picture',
      });
      if (reservation.kind === 'replay')
        return media.getOwned(userId, (reservation.result as { mediaId: string }).mediaId);
      const { run } = reservation;
      try {
        const generated = await generator.generate(prompt, {
          aspectRatio: ASPECT[defaultFormat(post.platform)],
          signal: options.signal,
        });
        // The provider's file is checked and re-encoded like an upload: its metadata goes, a broken answer fails here.
        const image = await checkUploadedImage(generated.bytes);
        // The row and the run's completion in one transaction: a run the sweep already refunded saves nothing.
        return await media.save({ userId, postId: post.id, kind: 'ai', prompt, ...image }, (tx, row) =>
          credits.completeRun(tx, run.id, { mediaId: row.id }),
        );
      } catch (error) {
        await credits.refundRun(run, 'AI picture failed');
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown';
        await systemLogs
          .record({ level: 'error', source: 'openai', message: `AI picture failed: ${reason}`, userId })
          .catch(() => undefined);
        if (error instanceof AppError && error.code !== 'BAD_REQUEST') throw error;
        throw new AppError(
          'UPSTREAM_ERROR',
          'The picture could not be generated; your credits were refunded. Please try again.',
        );
      }
    },
  };
}
export type AiImagesService = ReturnType<typeof createAiImagesService>;
