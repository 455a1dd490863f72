import type { Goal, TargetAudience } from '@shared/constants';
import { FALLBACK_AB_QUESTIONS, FIXED_STYLE_PAIRS, type AbQuestion } from '@shared/schemas/brand-voices';
import type { WriterVoice } from './writer';

// Plain-language readings of a brand voice, shared by both engines: the
// offline writer's briefs and voice descriptions, and the LLM's system prompt.

export const GOAL_PHRASES: Record<Goal, string> = {
  networking: 'build a network of the right people',
  'thought-leadership': 'be known for a clear point of view',
  'business-growth': 'win clients and grow the business',
  'career-development': 'grow their career and open new doors',
};

export const AUDIENCE_PHRASES: Record<TargetAudience, string> = {
  entrepreneurs: 'entrepreneurs and founders',
  professionals: 'fellow professionals',
  students: 'students and early-career professionals',
  executives: 'executives and senior leaders',
  creators: 'creators',
  mixed: 'a broad, mixed audience',
};

export function formalityLabel(value: number): string {
  if (value <= 20) return 'very casual';
  if (value <= 40) return 'relaxed and conversational';
  if (value <= 60) return 'balanced between professional and conversational';
  if (value <= 80) return 'professional';
  return 'formal and polished';
}

export function personalSharingLabel(value: number): string {
  if (value <= 20) return 'keeps personal details out of it';
  if (value <= 45) return 'shares personal experience now and then';
  if (value <= 70) return 'often draws on personal stories';
  return 'shares openly, with personal stories and feelings';
}

export function confidenceLabel(value: number): string {
  if (value <= 30) return 'humble and exploratory';
  if (value <= 60) return 'measured';
  if (value <= 80) return 'confident';
  return 'bold and assertive';
}

const STANDARD_QUESTIONS = new Map<string, AbQuestion>(
  [...FIXED_STYLE_PAIRS, ...FALLBACK_AB_QUESTIONS].map((q) => [q.id, q]),
);

/**
 * "How do you like to open a post? With a personal story…" for each answered
 * question whose wording is known (standard questions, or the ones given).
 */
export function describeStyleChoices(
  choices: Record<string, 'A' | 'B'> | null | undefined,
  questions: readonly AbQuestion[] = [],
): string[] {
  const known = new Map(STANDARD_QUESTIONS);
  for (const question of questions) known.set(question.id, question);
  return Object.entries(choices ?? {})
    .map(([id, choice]) => {
      const question = known.get(id);
      if (!question) return null;
      return `${question.title} ${choice === 'A' ? question.optionA : question.optionB}`;
    })
    .filter((line): line is string => line !== null);
}

/** The wording the voice stored with its choices, then any given with it (the wizard's, on save). */
export function questionsOf(
  voice: Pick<WriterVoice, 'styleQuestionSet'>,
  given: readonly AbQuestion[] = [],
): AbQuestion[] {
  return [...(voice.styleQuestionSet?.questions ?? []), ...given];
}

const EXTENDED_LABELS: readonly [keyof WriterVoice, string][] = [
  ['currentRole', 'Current role'],
  ['journeyExcitement', 'What excites them about their journey'],
  ['idealConnections', 'Ideal connections'],
  ['conversationTone', 'Conversation tone'],
  ['coreValues', 'Core values'],
  ['contentTypes', 'Content types'],
  ['preferredFormats', 'Preferred formats'],
  ['desiredFeeling', 'How readers should feel'],
  ['toolsAndPlatforms', 'Tools and platforms'],
  ['contentToAvoid', 'Content to avoid'],
];

/** The voice as labelled lines, for prompts and briefs. Only what is known is listed. */
export function describeVoiceLines(voice: WriterVoice, questions: readonly AbQuestion[] = []): string[] {
  const lines = [
    `Formality: ${voice.formality}/100 (${formalityLabel(voice.formality)})`,
    `Personal sharing: ${voice.personalSharing}/100 (${personalSharingLabel(voice.personalSharing)})`,
    `Confidence: ${voice.confidence}/100 (${confidenceLabel(voice.confidence)})`,
  ];
  if (voice.goal && voice.goal in GOAL_PHRASES) lines.push(`Goal: ${GOAL_PHRASES[voice.goal as Goal]}`);
  if (voice.targetAudience && voice.targetAudience in AUDIENCE_PHRASES)
    lines.push(`Audience: ${AUDIENCE_PHRASES[voice.targetAudience as TargetAudience]}`);
  if (voice.category) lines.push(`Field: ${voice.category}`);
  for (const choice of describeStyleChoices(voice.styleChoices, questionsOf(voice, questions)))
    lines.push(`Style: ${choice}`);
  for (const [field, label] of EXTENDED_LABELS) {
    const value = voice[field];
    if (typeof value === 'string' && value.trim()) lines.push(`${label}: ${value.trim()}`);
  }
  return lines;
}
