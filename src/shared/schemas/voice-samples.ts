import { z } from './common';
import { consistencyAnalysisSchema, timestampSchema } from './posts';

// Writing samples and the measured style of a voice (issue 22).

export const SAMPLES_PER_VOICE_MAX = 200;
export const SAMPLE_CHARS_MAX = 3000;
/** An uploaded file (Shares.csv, CSV or TXT) may hold a long history; only the posts are kept. */
export const SAMPLE_FILE_BYTES_MAX = 5 * 1024 * 1024;
export const SAMPLE_LANGUAGES = ['en', 'fr', 'nl', 'other'] as const;

export const sampleSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  language: z.enum(SAMPLE_LANGUAGES),
  source: z.enum(['paste', 'file', 'post']),
  createdAt: timestampSchema,
});
export type Sample = z.infer<typeof sampleSchema>;

export const sampleParamsSchema = z.object({ id: z.string(), sampleId: z.string() });
export const samplePostParamsSchema = z.object({ id: z.string(), postId: z.string() });

export const sampleListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});

export const sampleListResponseSchema = z.object({
  samples: z.array(sampleSchema),
  /** All samples of the voice (the list may be filtered by `q`). */
  total: z.number().int(),
  limit: z.number().int(),
});
export type SampleListResponse = z.infer<typeof sampleListResponseSchema>;

export const addSamplesRequestSchema = z.object({
  posts: z
    .array(z.string('Each post must be text'), 'Posts must be a list of texts')
    .min(1, 'Add at least one post')
    .max(1000, 'Send at most 1,000 posts at once'),
});
export type AddSamplesRequest = z.infer<typeof addSamplesRequestSchema>;

export const skippedSamplesSchema = z.object({
  duplicates: z.number().int(),
  empty: z.number().int(),
  /** Reposts and shares without any text of the author's. */
  reposts: z.number().int(),
  tooLong: z.number().int(),
  /** Past the 200-sample limit. */
  overLimit: z.number().int(),
});
export type SkippedSamples = z.infer<typeof skippedSamplesSchema>;

export const addSamplesResponseSchema = z.object({
  added: z.number().int(),
  skipped: skippedSamplesSchema,
  total: z.number().int(),
  message: z.string(),
});
export type AddSamplesResponse = z.infer<typeof addSamplesResponseSchema>;

/** The measured profile; its full shape is the server's StyleProfile (ai/style/types.ts). */
export const styleProfileSchema = z.looseObject({ sampleCount: z.number().int() });

export const voiceStyleResponseSchema = z.object({
  /** What the profile was measured from: the samples, or the wizard's answers when there are none. */
  basedOn: z.enum(['samples', 'answers']),
  sampleCount: z.number().int(),
  profile: styleProfileSchema,
  /** "Your writing, measured": plain sentences with numbers. */
  summary: z.array(z.string()),
});
export type VoiceStyleResponse = z.infer<typeof voiceStyleResponseSchema>;

export const checkDraftRequestSchema = z.object({
  text: z
    .string('Text is required')
    .trim()
    .min(1, 'Paste a draft to check')
    .max(SAMPLE_CHARS_MAX, 'A draft must be at most 3,000 characters'),
});
export type CheckDraftRequest = z.infer<typeof checkDraftRequestSchema>;

export const checkDraftResponseSchema = z.object({ consistencyAnalysis: consistencyAnalysisSchema });

/** The wizard's optional first step: pasted posts, separated by a line with `---` (nothing is stored). */
export const measurePostsRequestSchema = z.object({
  text: z
    .string('Paste your posts as text')
    .trim()
    .min(1, 'Paste at least one post')
    .max(60_000, 'Paste at most 60,000 characters'),
});
export type MeasurePostsRequest = z.infer<typeof measurePostsRequestSchema>;

export const measurePostsResponseSchema = z.object({
  sampleCount: z.number().int(),
  summary: z.array(z.string()),
  /** What the wizard prefills; the user can change every answer. */
  suggested: z.object({
    formality: z.number().int().min(0).max(100),
    personalSharing: z.number().int().min(0).max(100),
    confidence: z.number().int().min(0).max(100),
    styleChoices: z.record(z.string(), z.enum(['A', 'B'])),
  }),
});
export type MeasurePostsResponse = z.infer<typeof measurePostsResponseSchema>;
