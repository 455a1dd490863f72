import type { CardFormat, CardTemplate, UpdateSlidesRequest } from '@shared/schemas/media';
import type { ImageRow, UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PostsService } from '../posts/posts.service';
import type { AiImagesService } from './ai-images.service';
import { DEFAULT_BRAND_KIT, type BrandKit } from './brand-kit';
import { authorOf, cardText, defaultFormat, renderCard } from './cards.service';
import { renderCarouselPdf, slidesFromPost } from './carousel';
import type { MediaService } from './media.service';

// The pictures and carousels of one post (POST /api/posts/{id}/media, /carousel): every call starts from the
// user's own post (another user's id is 404) and ends with a stored media row.

type Deps = {
  posts: PostsService;
  media: MediaService;
  aiImages: AiImagesService;
  brandKitOf?: (userId: string) => Promise<BrandKit>;
};

export function createPostMediaService({ posts, media, aiImages, brandKitOf = async () => DEFAULT_BRAND_KIT }: Deps) {
  return {
    async list(userId: string, postId: string): Promise<ImageRow[]> {
      await posts.getOwned(userId, postId);
      return media.listForPost(userId, postId);
    },

    async proposedPrompt(userId: string, postId: string): Promise<string> {
      return aiImages.proposePrompt(await posts.getOwned(userId, postId));
    },

    async upload(userId: string, postId: string, bytes: Buffer): Promise<ImageRow> {
      await posts.getOwned(userId, postId);
      return media.upload(userId, postId, bytes);
    },

    async createCard(
      user: UserRow,
      postId: string,
      input: { template: CardTemplate; format?: CardFormat },
    ): Promise<ImageRow> {
      const post = await posts.getOwned(user.id, postId);
      const format = input.format ?? defaultFormat(post.platform);
      const card = await renderCard(cardText(input.template, post, authorOf(user)), format, await brandKitOf(user.id));
      return media.save({
        userId: user.id,
        postId,
        kind: 'card',
        bytes: card.bytes,
        mimeType: 'image/png',
        extension: 'png',
        width: card.width,
        height: card.height,
        details: { template: input.template, format },
      });
    },

    async generateAi(
      user: UserRow,
      postId: string,
      prompt: string,
      options: { idempotencyKey: string; signal?: AbortSignal },
    ): Promise<ImageRow> {
      const post = await posts.getOwned(user.id, postId);
      return aiImages.generate(user.id, post, prompt, options);
    },

    async createCarousel(user: UserRow, postId: string): Promise<ImageRow> {
      const post = await posts.getOwned(user.id, postId);
      const slides = slidesFromPost(post, authorOf(user));
      const title = slides[0]!.heading.slice(0, 200);
      const pdf = await renderCarouselPdf(slides, title, await brandKitOf(user.id));
      return media.save({
        userId: user.id,
        postId,
        kind: 'carousel',
        bytes: pdf,
        mimeType: 'application/pdf',
        extension: 'pdf',
        width: 1080,
        height: 1350,
        details: { title, slides },
      });
    },

    /** The user's edit of a carousel (text and order of its slides, its title): the PDF is rendered again. */
    async updateCarousel(userId: string, mediaId: string, input: UpdateSlidesRequest): Promise<ImageRow> {
      const row = await media.getOwned(userId, mediaId);
      if (row.kind !== 'carousel') throw new AppError('BAD_REQUEST', 'Only a carousel has slides to edit.');
      if (input.slides.some((slide) => slide.heading === '' && slide.body === ''))
        throw new AppError('BAD_REQUEST', 'A slide cannot be empty: give it a heading or a text.');
      const title = input.title ?? row.details?.title ?? input.slides[0]!.heading;
      const pdf = await renderCarouselPdf(input.slides, title, await brandKitOf(userId));
      return media.replaceFile(row, pdf, { title, slides: input.slides });
    },
  };
}
export type PostMediaService = ReturnType<typeof createPostMediaService>;
