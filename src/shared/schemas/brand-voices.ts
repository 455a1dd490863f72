import {
  AB_QUESTIONS_COUNT,
  BRAND_VOICE_NAME_MAX,
  EXTENDED_WIZARD_CATEGORIES,
  FALLBACK_QUESTION_IDS,
  FIXED_STYLE_PAIR_IDS,
  GOALS,
  SIMPLE_WIZARD_CATEGORIES,
  SLIDER_DEFAULTS,
  TARGET_AUDIENCES,
} from '../constants';
import { optionalText as optionalTrimmedText, z } from './common';
import { timestampSchema } from './posts';

// Brand voices (customer-area §3, §5, §7; DECISIONS.md "Brand voices").

/** Optional in the inferred type too (`field?:`), so callers may leave it out. */
const optionalText = (max: number, label: string) => optionalTrimmedText(max, label).optional();

/** Both wizards' category lists; a voice made in one can be edited in the other. */
export const BRAND_VOICE_CATEGORIES = [...new Set([...SIMPLE_WIZARD_CATEGORIES, ...EXTENDED_WIZARD_CATEGORIES])] as [
  string,
  ...string[],
];
export const DESCRIPTION_MAX = 500;
export const STYLE_CHOICES_MAX = 20;

export const brandVoiceNameSchema = z
  .string('Please enter a name for the brand voice')
  .trim()
  .min(1, 'Please enter a name for the brand voice')
  .max(BRAND_VOICE_NAME_MAX, 'Name must be less than 100 characters');

const slider = (label: string, fallback: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .default(fallback);

export const goalSchema = z.enum(GOALS, 'Please choose a goal');
export const targetAudienceSchema = z.enum(TARGET_AUDIENCES, 'Please choose a target audience');
export const styleChoiceSchema = z.enum(['A', 'B'], 'Please choose A or B');

/** Question id → the option the user picked. Ids are short slugs (fixed pairs or AI questions). */
export const styleChoicesSchema = z
  .record(
    z
      .string()
      .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Unknown style question')
      .refine((key) => !['__proto__', 'constructor', 'prototype'].includes(key), 'Unknown style question'),
    styleChoiceSchema,
  )
  .refine((choices) => Object.keys(choices).length <= STYLE_CHOICES_MAX, `At most ${STYLE_CHOICES_MAX} style choices`)
  .default({});
export type StyleChoices = z.infer<typeof styleChoicesSchema>;

/** Answers of the extended wizard's "Personality Questions" and "Content Preferences" steps. */
const extendedFieldsShape = {
  currentRole: optionalText(200, 'Current role'),
  journeyExcitement: optionalText(1000, 'Journey excitement'),
  idealConnections: optionalText(1000, 'Ideal connections'),
  conversationTone: optionalText(500, 'Conversation tone'),
  coreValues: optionalText(500, 'Core values'),
  contentTypes: optionalText(500, 'Content types'),
  preferredFormats: optionalText(500, 'Preferred formats'),
  desiredFeeling: optionalText(500, 'Desired feeling'),
  contentToAvoid: optionalText(500, 'Content to avoid'),
  toolsAndPlatforms: optionalText(500, 'Tools and platforms'),
};

/** The extended wizard's free-text answers, in the order the wizard asks them. */
export const EXTENDED_FIELDS = Object.keys(extendedFieldsShape) as (keyof typeof extendedFieldsShape)[];

const profileShape = {
  name: brandVoiceNameSchema,
  description: optionalText(DESCRIPTION_MAX, 'Description'),
  category: z.enum(BRAND_VOICE_CATEGORIES, 'Please choose a category').default('General'),
  formality: slider('Formality', SLIDER_DEFAULTS.formality),
  personalSharing: slider('Personal sharing', SLIDER_DEFAULTS.personalSharing),
  confidence: slider('Confidence', SLIDER_DEFAULTS.confidence),
  goal: goalSchema.optional(),
  targetAudience: targetAudienceSchema.optional(),
};

export const abQuestionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  title: z.string().min(1).max(200),
  optionA: z.string().min(1).max(300),
  optionB: z.string().min(1).max(300),
});
export type AbQuestion = z.infer<typeof abQuestionSchema>;

const styleQuestionListSchema = z
  .array(abQuestionSchema)
  .max(STYLE_CHOICES_MAX, `At most ${STYLE_CHOICES_MAX} style questions`)
  .refine(
    (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
    'Each style question needs an id of its own',
  );

export const styleQuestionSourceSchema = z.enum(['personalised', 'standard']);
export type StyleQuestionSource = z.infer<typeof styleQuestionSourceSchema>;

/**
 * The A/B questions a voice was answered with, stored on the voice (decision
 * 075): editing it shows them again instead of buying new ones, and the
 * writer reads each choice with its question's wording.
 */
export const styleQuestionSetSchema = z.object({
  source: styleQuestionSourceSchema,
  questions: styleQuestionListSchema.min(1),
});
export type StyleQuestionSet = z.infer<typeof styleQuestionSetSchema>;

/**
 * POST /api/brand-voice and PUT /api/brand-voices/{id}: the full set of the
 * user's answers (PUT replaces them all). `generatedPrompt` is not accepted:
 * the server writes it from these answers with the writer. `styleQuestions`
 * are the A/B questions the user answered (personalised or standard): the
 * server stores them as the voice's `styleQuestionSet`, and they let the
 * writer describe what each A or B meant.
 */
export const brandVoiceInputSchema = z.object({
  ...profileShape,
  styleChoices: styleChoicesSchema,
  styleQuestions: styleQuestionListSchema.optional(),
  ...extendedFieldsShape,
});
export type BrandVoiceInput = z.infer<typeof brandVoiceInputSchema>;
export type BrandVoiceFormValues = z.input<typeof brandVoiceInputSchema>;

/** Simple wizard, step 1: goal and target audience are required there (customer-area §5). */
export const simpleWizardProfileSchema = z.object({
  name: brandVoiceNameSchema,
  goal: goalSchema,
  targetAudience: targetAudienceSchema,
});

/** Extended wizard, step 2: these five must be filled in (customer-area §5). */
const requiredAnswer = z
  .string('Please fill out all required fields')
  .trim()
  .min(1, 'Please fill out all required fields');
export const extendedWizardPersonalitySchema = z.object({
  currentRole: requiredAnswer.max(200, 'Current role must be at most 200 characters'),
  journeyExcitement: requiredAnswer.max(1000, 'Journey excitement must be at most 1000 characters'),
  idealConnections: requiredAnswer.max(1000, 'Ideal connections must be at most 1000 characters'),
  conversationTone: requiredAnswer.max(500, 'Conversation tone must be at most 500 characters'),
  coreValues: requiredAnswer.max(500, 'Core values must be at most 500 characters'),
});

const nullableText = z.string().nullable();

export const brandVoiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: nullableText,
  category: z.string(),
  formality: z.number().int(),
  personalSharing: z.number().int(),
  confidence: z.number().int(),
  goal: goalSchema.nullable(),
  targetAudience: targetAudienceSchema.nullable(),
  styleChoices: z.record(z.string(), styleChoiceSchema),
  /** Null for a voice saved without its questions (before decision 075, or through the API without them). */
  styleQuestionSet: styleQuestionSetSchema.nullable(),
  currentRole: nullableText,
  journeyExcitement: nullableText,
  idealConnections: nullableText,
  conversationTone: nullableText,
  coreValues: nullableText,
  contentTypes: nullableText,
  preferredFormats: nullableText,
  desiredFeeling: nullableText,
  contentToAvoid: nullableText,
  toolsAndPlatforms: nullableText,
  generatedPrompt: nullableText,
  isActive: z.boolean(),
  isDefault: z.boolean(),
  lastUsed: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;

/** Create, update, get one and GET /api/brand-voice (current or default; null when the user has none). */
export const brandVoiceResponseSchema = z.object({ brandVoice: brandVoiceSchema });
export type BrandVoiceResponse = z.infer<typeof brandVoiceResponseSchema>;
export const currentBrandVoiceResponseSchema = z.object({ brandVoice: brandVoiceSchema.nullable() });
export type CurrentBrandVoiceResponse = z.infer<typeof currentBrandVoiceResponseSchema>;

/** Default first, then newest first (DECISIONS.md). */
export const brandVoiceListResponseSchema = z.object({ brandVoices: z.array(brandVoiceSchema) });
export type BrandVoiceListResponse = z.infer<typeof brandVoiceListResponseSchema>;

export const cloneBrandVoiceRequestSchema = z.object({
  name: z
    .string('Please enter a name for the cloned voice')
    .trim()
    .min(1, 'Please enter a name for the cloned voice')
    .max(BRAND_VOICE_NAME_MAX, 'Name must be less than 100 characters'),
});
export type CloneBrandVoiceRequest = z.infer<typeof cloneBrandVoiceRequestSchema>;

/**
 * POST /api/brand-voice/generate-ab-questions: the wizard answers so far.
 * Everything is optional: the questions are better the more is known.
 */
export const abQuestionsRequestSchema = z.object({
  name: z.string().trim().max(BRAND_VOICE_NAME_MAX, 'Name must be less than 100 characters').optional(),
  description: profileShape.description,
  category: z.enum(BRAND_VOICE_CATEGORIES, 'Please choose a category').optional(),
  formality: slider('Formality', SLIDER_DEFAULTS.formality),
  personalSharing: slider('Personal sharing', SLIDER_DEFAULTS.personalSharing),
  confidence: slider('Confidence', SLIDER_DEFAULTS.confidence),
  goal: goalSchema.optional(),
  targetAudience: targetAudienceSchema.optional(),
  ...extendedFieldsShape,
});
export type AbQuestionsRequest = z.infer<typeof abQuestionsRequestSchema>;

/**
 * `source: 'standard'`: the writer could only offer the six standard
 * questions (the Offline writer), and nothing was charged for them.
 */
export const abQuestionsResponseSchema = z.object({
  questions: z.array(abQuestionSchema).length(AB_QUESTIONS_COUNT),
  source: z.enum(['personalised', 'standard']),
});
export type AbQuestionsResponse = z.infer<typeof abQuestionsResponseSchema>;

type StandardQuestionId = (typeof FALLBACK_QUESTION_IDS)[number] | (typeof FIXED_STYLE_PAIR_IDS)[number];

/** What A and B mean for every standard question id; the writer reads choices with these meanings. */
const STANDARD_QUESTIONS: Record<StandardQuestionId, Omit<AbQuestion, 'id'>> = {
  opening: {
    title: 'How do you like to open a post?',
    optionA: 'With a bold statement or a surprising insight',
    optionB: 'With a personal story or a moment from my week',
  },
  tone: {
    title: 'Which tone sounds more like you?',
    optionA: 'Direct and to the point',
    optionB: 'Warm and conversational',
  },
  structure: {
    title: 'How should your posts be laid out?',
    optionA: 'Scannable: short lines, lists and clear takeaways',
    optionB: 'Flowing paragraphs that tell a story',
  },
  engagement: {
    title: 'How do you want to end your posts?',
    optionA: 'With a question that invites comments',
    optionB: 'With a clear takeaway or call to action',
  },
  expertise: {
    title: 'How do you share what you know?',
    optionA: 'Practical frameworks, steps and how-tos',
    optionB: 'Reflections and perspective from experience',
  },
  personality: {
    title: 'How much personality should come through?',
    optionA: 'Polished and professional',
    optionB: 'Playful, with a little humour',
  },
  length: {
    title: 'How long should your posts usually be?',
    optionA: 'Short and punchy',
    optionB: 'In-depth, with detail and examples',
  },
};

/**
 * The six standard questions: the offline writer's answer, and what the
 * wizard shows when the personalised ones cannot be had (customer-area §8).
 */
export const FALLBACK_AB_QUESTIONS: readonly AbQuestion[] = FALLBACK_QUESTION_IDS.map((id) => ({
  id,
  ...STANDARD_QUESTIONS[id],
}));

/** The five fixed pairs of the simple wizard (DECISIONS.md). */
export const FIXED_STYLE_PAIRS: readonly AbQuestion[] = FIXED_STYLE_PAIR_IDS.map((id) => ({
  id,
  ...STANDARD_QUESTIONS[id],
}));

const STANDARD_BY_ID = new Map<string, Omit<AbQuestion, 'id'>>(Object.entries(STANDARD_QUESTIONS));

/** A standard question, word for word (not one a model wrote under a standard id). */
export function isStandardQuestion(question: AbQuestion): boolean {
  const standard = STANDARD_BY_ID.get(question.id);
  return (
    standard !== undefined &&
    standard.title === question.title &&
    standard.optionA === question.optionA &&
    standard.optionB === question.optionB
  );
}

/**
 * 'standard' when every question is a standard one; anything else a model
 * wrote for this person. The server works this out from the wording rather
 * than taking the client's word for it.
 */
export function styleQuestionSourceOf(questions: readonly AbQuestion[]): StyleQuestionSource {
  return questions.every(isStandardQuestion) ? 'standard' : 'personalised';
}
