import { FALLBACK_AB_QUESTIONS, type AbQuestion } from '@shared/schemas/brand-voices';
import { ApiError } from '@/lib/api-client';

// When the personalised A/B questions cannot be had, the wizard carries on
// with the six standard ones and says why (customer-area §8).

export const INSUFFICIENT_CREDITS_NOTICE = 'Insufficient credits for personalized questions. Using standard questions instead.';
export const GENERATION_FAILED_NOTICE = 'Failed to generate personalized questions. Using standard questions instead.';
export const STANDARD_ONLY_NOTICE = 'Standard questions: the Offline writer cannot personalise them, so no credits were charged. A configured language model writes questions for you.';

/** A 402, or any error that mentions insufficient credits, is about credits; anything else is a failure. */
export function isInsufficientCredits(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 402) return true;
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /insufficient credits/i.test(text) || /\b402\b/.test(text);
}

export type StyleQuestionSet = {
  questions: readonly AbQuestion[];
  source: 'personalised' | 'standard';
  /** Why the standard questions are shown; absent for personalised ones. */
  notice?: string;
  insufficientCredits?: boolean;
  /** The writer only offers the standard six (nothing failed, nothing was charged). */
  standardOnly?: boolean;
};

export const standardOnlyQuestionSet = (questions: readonly AbQuestion[]): StyleQuestionSet => ({
  questions,
  source: 'standard',
  notice: STANDARD_ONLY_NOTICE,
  standardOnly: true,
});

export function fallbackQuestionSet(error: unknown): StyleQuestionSet {
  const insufficientCredits = isInsufficientCredits(error);
  return {
    questions: FALLBACK_AB_QUESTIONS,
    source: 'standard',
    notice: insufficientCredits ? INSUFFICIENT_CREDITS_NOTICE : GENERATION_FAILED_NOTICE,
    insufficientCredits,
  };
}
