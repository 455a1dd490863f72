import { timestampSchema, z } from './common';

// Pictures and carousels of a post (issue #27): the requests of POST /api/posts/{id}/media (a card or an AI
// picture; an upload is multipart), the carousel's slides, and the media rows the screens show.

export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const CARD_TEMPLATES = ['quote', 'number', 'list'] as const;
export type CardTemplate = (typeof CARD_TEMPLATES)[number];
export const CARD_FORMATS = {
  landscape: { width: 1200, height: 627 },
  square: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1350 },
} as const;
export type CardFormat = keyof typeof CARD_FORMATS;
export const MEDIA_KINDS = ['upload', 'card', 'ai', 'carousel', 'profile'] as const;
export const CAROUSEL_MIN_SLIDES = 5;
export const CAROUSEL_MAX_SLIDES = 10;
export const AI_IMAGE_PROMPT_MAX = 1000;

const format = z.enum(Object.keys(CARD_FORMATS) as [CardFormat, ...CardFormat[]], {
  message: 'Format must be landscape, square or portrait',
});

export const createCardRequestSchema = z.object({
  kind: z.literal('card'),
  template: z.enum(CARD_TEMPLATES, { message: 'Template must be quote, number or list' }),
  format: format.optional(),
});
export const createAiImageRequestSchema = z.object({
  kind: z.literal('ai'),
  prompt: z
    .string()
    .trim()
    .min(3, 'Describe the picture in a few words')
    .max(AI_IMAGE_PROMPT_MAX, `The prompt is limited to ${AI_IMAGE_PROMPT_MAX} characters`),
});
/** The JSON body of POST /api/posts/{id}/media; an upload sends multipart/form-data with one `file` instead. */
export const createMediaRequestSchema = z.discriminatedUnion(
  'kind',
  [createCardRequestSchema, createAiImageRequestSchema],
  {
    message: 'Kind must be "card" or "ai" (or send the file as multipart/form-data)',
  },
);
export type CreateMediaRequest = z.infer<typeof createMediaRequestSchema>;

export const slideSchema = z.object({
  heading: z.string().trim().max(120, 'A slide heading is limited to 120 characters'),
  body: z.string().trim().max(400, 'A slide text is limited to 400 characters'),
});
export type Slide = z.infer<typeof slideSchema>;
export const updateSlidesRequestSchema = z.object({
  slides: z
    .array(slideSchema)
    .min(CAROUSEL_MIN_SLIDES, `A carousel has ${CAROUSEL_MIN_SLIDES} to ${CAROUSEL_MAX_SLIDES} slides`)
    .max(CAROUSEL_MAX_SLIDES, `A carousel has ${CAROUSEL_MIN_SLIDES} to ${CAROUSEL_MAX_SLIDES} slides`),
  title: z
    .string()
    .trim()
    .min(1, 'Give the document a title')
    .max(200, 'The title is limited to 200 characters')
    .optional(),
});
export type UpdateSlidesRequest = z.infer<typeof updateSlidesRequestSchema>;

export const mediaSchema = z.object({
  id: z.string(),
  postId: z.string().nullable(),
  kind: z.enum(MEDIA_KINDS),
  /** Where the owner's browser loads it (GET /api/media/{id}). */
  url: z.string(),
  mimeType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  byteSize: z.number().int().nullable(),
  prompt: z.string().nullable(),
  isCustomUpload: z.boolean(),
  template: z.string().nullable(),
  format: z.string().nullable(),
  title: z.string().nullable(),
  slides: z.array(slideSchema).nullable(),
  createdAt: timestampSchema,
});
export type Media = z.infer<typeof mediaSchema>;
export const mediaResponseSchema = z.object({ media: mediaSchema });
export const mediaListResponseSchema = z.object({ media: z.array(mediaSchema), proposedPrompt: z.string() });
export const profilePictureResponseSchema = z.object({ profileImage: z.string(), media: mediaSchema });

export const CARD_FONT_KEYS = ['inter', 'merriweather'] as const;
const hexColour = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #0a66c2`);
/** The colours and font cards are drawn in (the logo is uploaded on its own, as multipart). */
export const updateBrandKitSchema = z.object({
  background: hexColour('Background'),
  text: hexColour('Text colour'),
  accent: hexColour('Accent'),
  font: z.enum(CARD_FONT_KEYS, { message: 'Font must be inter or merriweather' }),
});
export type UpdateBrandKit = z.infer<typeof updateBrandKitSchema>;
export const brandKitSchema = updateBrandKitSchema.extend({ logo: z.string().nullable() });
export type BrandKitView = z.infer<typeof brandKitSchema>;
