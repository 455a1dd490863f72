import { FALLBACK_AB_QUESTIONS, type BrandVoice, type StyleQuestionSet } from '@shared/schemas/brand-voices';

/**
 * The questions an extended voice was answered with, to show again when it is
 * edited (decision 075). A voice saved before they were stored has none,
 * unless every choice it holds answers one of the six standard questions:
 * those are known word for word.
 */
export function savedQuestionsOf(
  voice: Pick<BrandVoice, 'styleQuestionSet' | 'styleChoices'>,
): StyleQuestionSet | null {
  if (voice.styleQuestionSet) return voice.styleQuestionSet;
  const answered = Object.keys(voice.styleChoices);
  const standardIds = new Set(FALLBACK_AB_QUESTIONS.map((q) => q.id));
  if (answered.length === 0 || !answered.every((id) => standardIds.has(id))) return null;
  return { source: 'standard', questions: [...FALLBACK_AB_QUESTIONS] };
}
