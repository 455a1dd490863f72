import { SLIDER_DEFAULTS, type Goal, type TargetAudience } from '@shared/constants';
import {
  EXTENDED_FIELDS,
  brandVoiceInputSchema,
  type AbQuestion,
  type BrandVoice,
  type StyleChoices,
} from '@shared/schemas/brand-voices';

/** The answers of a saved voice: what the wizards read back (its dates play no part). */
type VoiceAnswers = Omit<BrandVoice, 'lastUsed' | 'createdAt' | 'updatedAt'>;

/** Every answer either wizard collects, as the form holds it (empty string = not answered). */
export type VoiceFormValues = {
  name: string;
  category: string;
  description: string;
  goal: Goal | '';
  targetAudience: TargetAudience | '';
  formality: number;
  personalSharing: number;
  confidence: number;
  styleChoices: Partial<Record<string, 'A' | 'B'>>;
  currentRole: string;
  journeyExcitement: string;
  idealConnections: string;
  conversationTone: string;
  coreValues: string;
  contentTypes: string;
  preferredFormats: string;
  desiredFeeling: string;
  contentToAvoid: string;
  toolsAndPlatforms: string;
};

export { EXTENDED_FIELDS };

export const EMPTY_VOICE_VALUES: VoiceFormValues = {
  name: '',
  category: 'General',
  description: '',
  goal: '',
  targetAudience: '',
  ...SLIDER_DEFAULTS,
  styleChoices: {},
  currentRole: '',
  journeyExcitement: '',
  idealConnections: '',
  conversationTone: '',
  coreValues: '',
  contentTypes: '',
  preferredFormats: '',
  desiredFeeling: '',
  contentToAvoid: '',
  toolsAndPlatforms: '',
};

/** The form's starting values for a saved voice (edit mode). */
export function valuesFromVoice(voice: VoiceAnswers): VoiceFormValues {
  const values: VoiceFormValues = {
    ...EMPTY_VOICE_VALUES,
    name: voice.name,
    category: voice.category,
    description: voice.description ?? '',
    goal: voice.goal ?? '',
    targetAudience: voice.targetAudience ?? '',
    formality: voice.formality,
    personalSharing: voice.personalSharing,
    confidence: voice.confidence,
    styleChoices: { ...voice.styleChoices },
  };
  for (const field of EXTENDED_FIELDS) values[field] = voice[field] ?? '';
  return values;
}

/** A voice the extended wizard made: any of its own answers is filled in. */
export function isExtendedVoice(voice: VoiceAnswers): boolean {
  return EXTENDED_FIELDS.some((field) => Boolean(voice[field]?.trim()));
}

/**
 * The body of POST /api/brand-voice and PUT /api/brand-voices/{id}: the whole
 * set of answers (PUT replaces them all), cleaned by the shared schema
 * (trimmed, empty answers left out). Only the choices of `questions` are sent
 * when `onlyThese` is set, so an extended voice does not keep stale answers.
 */
export function toBrandVoiceInput(
  values: VoiceFormValues,
  questions: readonly AbQuestion[],
  { onlyThese = false } = {},
) {
  const styleChoices: StyleChoices = {};
  for (const [id, choice] of Object.entries(values.styleChoices)) {
    if (choice && (!onlyThese || questions.some((q) => q.id === id))) styleChoices[id] = choice;
  }
  return brandVoiceInputSchema.safeParse({
    ...values,
    goal: values.goal || undefined,
    targetAudience: values.targetAudience || undefined,
    styleChoices,
    styleQuestions: [...questions],
  });
}
