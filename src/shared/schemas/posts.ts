import { HISTORY_PAGE_SIZE, HISTORY_PERIODS, MAX_VERSIONS, MOODS, PLATFORMS, POST_LENGTHS } from '../constants';
import { timestampSchema, z } from './common';
import { publicationSchema } from './publication';

// Post generation, history and analysis (customer-area §3, §5, §7; DECISIONS.md
// "Posts and generation"). Field names are the ones DECISIONS.md fixes.

export const ORIGINAL_IDEA_MAX = 2000;
export const LINK_URL_MAX = 2048;
export const ENHANCED_PROMPT_MAX = 6000;
export const HISTORY_LIMIT_MAX = 50;
export const SEARCH_TERM_MAX = 200;

// Written in common.ts (the publication schema needs it too); kept exported here for its many importers.
export { timestampSchema } from './common';

export const platformSchema = z.enum(PLATFORMS, 'Please choose instagram, facebook or linkedin');
export const moodSchema = z.enum(MOODS, 'Please choose a mood');
export const postLengthSchema = z.enum(POST_LENGTHS, 'Please choose short, medium or long');

const httpUrl = z
  .string()
  .trim()
  .max(LINK_URL_MAX, `Link must be at most ${LINK_URL_MAX} characters`)
  .pipe(z.url({ protocol: /^https?$/, message: 'Please enter a valid link (http or https)' }));

/** Forms send '' for an empty link field; treat it as absent. */
const optionalLinkUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  httpUrl.optional(),
);

/** The fields shared by enhance-prompt and generate. */
const postOptionsShape = {
  originalIdea: z
    .string('Post idea is required')
    .trim()
    .min(1, 'Post idea is required')
    .max(ORIGINAL_IDEA_MAX, `Post idea must be at most ${ORIGINAL_IDEA_MAX} characters`),
  platform: platformSchema,
  mood: moodSchema.default('professional'),
  postLength: postLengthSchema.default('medium'),
  includeEmojis: z.boolean().default(true),
  includeHashtags: z.boolean().default(true),
  includeLink: z.boolean().default(false),
  linkUrl: optionalLinkUrl,
  usedBrandVoice: z.boolean().default(false),
  /** Absent: the user's default voice is used when `usedBrandVoice` is true. */
  brandVoiceId: z.uuid('Please choose a brand voice').optional(),
};

/** A link is only required (and only kept) when the user asked for one. */
function requireLinkWhenIncluded(value: { includeLink: boolean; linkUrl?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.includeLink && !value.linkUrl) {
    ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'Please enter the link to include' });
  }
}

export const enhancePromptRequestSchema = z.object(postOptionsShape).superRefine(requireLinkWhenIncluded);
export type EnhancePromptRequest = z.infer<typeof enhancePromptRequestSchema>;
/** What a form holds before defaults apply (for react-hook-form's input type). */
export type EnhancePromptRequestInput = z.input<typeof enhancePromptRequestSchema>;

export const enhancePromptResponseSchema = z.object({ enhancedPrompt: z.string() });
export type EnhancePromptResponse = z.infer<typeof enhancePromptResponseSchema>;

export const generatePostsRequestSchema = z
  .object({
    ...postOptionsShape,
    versions: z
      .number('Number of versions must be 1, 2 or 3')
      .int('Number of versions must be 1, 2 or 3')
      .min(1, 'Number of versions must be 1, 2 or 3')
      .max(MAX_VERSIONS, 'Number of versions must be 1, 2 or 3')
      .default(1),
    enhancedPrompt: z
      .string()
      .trim()
      .max(ENHANCED_PROMPT_MAX, `Enhanced prompt must be at most ${ENHANCED_PROMPT_MAX} characters`)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .superRefine(requireLinkWhenIncluded);
export type GeneratePostsRequest = z.infer<typeof generatePostsRequestSchema>;
export type GeneratePostsRequestInput = z.input<typeof generatePostsRequestSchema>;

/** The spec's JSON answer of POST /api/posts/generate: the versions' texts, in order. */
export const generatePostsResponseSchema = z.object({ posts: z.array(z.string()), platform: platformSchema });
export type GeneratePostsResponse = z.infer<typeof generatePostsResponseSchema>;

/**
 * Events of a streamed generation. `version` is 1-based. Deltas of several
 * versions may interleave; `done` carries the final text, which replaces what
 * the deltas built (the writer may tidy it, e.g. cut it at the platform limit).
 */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), version: z.number().int().min(1), text: z.string() }),
  z.object({
    type: z.literal('done'),
    version: z.number().int().min(1),
    content: z.string(),
    /** Numbers or names the language-model writer could not trace to the idea or the samples (issue 22). */
    uncheckedFacts: z.array(z.string()).optional(),
  }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

export const scoreSchema = z.number().int().min(0).max(100);

export const consistencyFeedbackSchema = z.object({
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** What the analysis compared with, e.g. "Based on 3 of your posts" (issue 22); absent for older analyses. */
  basedOn: z.string().optional(),
});
export type ConsistencyFeedback = z.infer<typeof consistencyFeedbackSchema>;

/** Brand Voice Consistency (customer-area §3): scores 0–100, confidence 0–1. */
export const consistencyAnalysisSchema = z.object({
  overallScore: scoreSchema,
  toneScore: scoreSchema,
  styleScore: scoreSchema,
  messagingScore: scoreSchema,
  feedback: consistencyFeedbackSchema,
  confidence: z.number().min(0).max(1),
});
export type ConsistencyAnalysis = z.infer<typeof consistencyAnalysisSchema>;

export const analyzeConsistencyResponseSchema = z.object({ consistencyAnalysis: consistencyAnalysisSchema });
export type AnalyzeConsistencyResponse = z.infer<typeof analyzeConsistencyResponseSchema>;

/** A saved post as the client sees it (one row per generated version). */
export const postSchema = z.object({
  id: z.uuid(),
  originalIdea: z.string(),
  enhancedPrompt: z.string().nullable(),
  generatedContent: z.string(),
  mood: moodSchema,
  platform: platformSchema,
  postLength: postLengthSchema,
  includeHashtags: z.boolean(),
  includeEmojis: z.boolean(),
  includeLink: z.boolean(),
  linkUrl: z.string().nullable(),
  usedBrandVoice: z.boolean(),
  brandVoiceId: z.uuid().nullable(),
  /** The stored analysis, shown again when the history is reopened; null until analyzed. */
  consistencyAnalysis: consistencyAnalysisSchema.nullable(),
  /** When the stored analysis was made; null until analyzed. */
  analyzedAt: timestampSchema.nullable(),
  /** When the user last edited the text (issue #12); null for a post as generated. */
  editedAt: timestampSchema.nullable(),
  /** True when the stored analysis was made before the last edit ("analyzed before the edit"). */
  analyzedBeforeEdit: z.boolean(),
  /**
   * @deprecated The same as `analyzedBeforeEdit`, under the name it was first published with (British
   * spelling); the server still sends it so that a client written against it keeps working, and nothing
   * of ours reads it (decision 089).
   */
  analysedBeforeEdit: z.boolean().optional(),
  /** The generation run the post came from: versions of one run share it. Null for posts older than runs. */
  generationId: z.uuid().nullable(),
  /** Set once the post is on LinkedIn: the LinkedIn post's URN and when it was published. */
  linkedinPostUrn: z.string().nullable(),
  linkedinPublishedAt: timestampSchema.nullable(),
  /** Its scheduled publication (issue #23), or null for a draft. */
  publication: publicationSchema.nullable().default(null),
  /** How many of the author's own posts (the voice's samples) the writer was given: "Based on 3 of your posts" (issue 22). */
  basedOnSamples: z.number().int().min(0).nullable().default(null),
  /**
   * Numbers or names in the text found neither in the idea nor in the author's samples, still there after the
   * writer's one retry: shown as "Check these facts" until the user edits the post (issue 22).
   */
  uncheckedFacts: z.array(z.string()).default([]),
  createdAt: timestampSchema,
});
export type Post = z.infer<typeof postSchema>;

/** GET /api/posts (dashboard's recent posts). */
export const postListResponseSchema = z.object({ posts: z.array(postSchema) });
export type PostListResponse = z.infer<typeof postListResponseSchema>;

/** Query strings carry '' for "all"; treat it as absent. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const postSearchQuerySchema = z.object({
  page: z.coerce
    .number('Page must be a number')
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .default(1),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(HISTORY_LIMIT_MAX, `Limit must be at most ${HISTORY_LIMIT_MAX}`)
    .default(HISTORY_PAGE_SIZE),
  search: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(SEARCH_TERM_MAX, `Search must be at most ${SEARCH_TERM_MAX} characters`).optional(),
  ),
  mood: z.preprocess(emptyAsUndefined, moodSchema.optional()),
  period: z.preprocess(emptyAsUndefined, z.enum(HISTORY_PERIODS, 'Please choose today, week or month').optional()),
});
export type PostSearchQuery = z.infer<typeof postSearchQuerySchema>;

/**
 * `total` counts every post matching the filters, not just this page. A
 * filtered count stops at HISTORY_COUNT_CAP: then `total` is the cap and
 * `totalCapped` is true ("1,000+ posts").
 */
export const postSearchResponseSchema = z.object({
  posts: z.array(postSchema),
  total: z.number().int().min(0),
  totalCapped: z.boolean().default(false),
});
export type PostSearchResponse = z.infer<typeof postSearchResponseSchema>;

/**
 * Characters a post may not contain: NUL and the C0/C1 control characters,
 * except tab, line feed and carriage return (which plain text needs).
 */
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_POST_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Characters as people and the platforms count them: an emoji is one. */
export const countChars = (text: string) => [...text].length;

/** PATCH /api/posts/{id}: the edited text. The platform limit is checked by the server against the post's platform. */
export const updatePostRequestSchema = z.object({
  generatedContent: z
    .string('Post text is required')
    .refine((v) => v.trim().length > 0, 'Post text cannot be empty')
    .refine(
      (v) => !FORBIDDEN_POST_CHARS.test(v),
      'Post text contains invisible control characters; remove them and try again',
    )
    .refine((v) => countChars(v) <= 10_000, 'Post text is too long'),
});
export type UpdatePostRequest = z.infer<typeof updatePostRequestSchema>;
export const updatePostResponseSchema = z.object({ post: postSchema });
export type UpdatePostResponse = z.infer<typeof updatePostResponseSchema>;
