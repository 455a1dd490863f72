import { AB_QUESTIONS_COST } from '@shared/constants';
import { FALLBACK_AB_QUESTIONS, type AbQuestion } from '@shared/schemas/brand-voices';
import { ApiError } from '@/lib/api-client';

// When the personalised A/B questions cannot be had, the wizard carries on
// with the six standard ones and says why (customer-area §8).

export const INSUFFICIENT_CREDITS_NOTICE =
  'Insufficient credits for personalized questions. Using standard questions instead.';
export const GENERATION_FAILED_NOTICE = 'Failed to generate personalized questions. Using standard questions instead.';
export const STANDARD_ONLY_NOTICE =
  'Standard questions: the Offline writer cannot personalise them, so no credits were charged. A configured language model writes questions for you.';
export const REFRESH_NO_CREDITS_NOTICE = `You need ${AB_QUESTIONS_COST} credits for new questions. Your questions from last time are still here.`;
export const REFRESH_FAILED_NOTICE =
  'New questions could not be written, and nothing was charged. Your questions from last time are still here.';

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
  /** The questions the voice being edited was saved with (decision 075): shown again, free. */
  saved?: boolean;
  /** Why fresh questions asked for in their place could not be had (the saved ones stay). */
  refreshFailure?: { message: string; insufficientCredits: boolean };
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

/** New questions were asked for in place of the saved ones and could not be had: the saved ones stay, with a word on why. */
export function refreshFailure(error: unknown): NonNullable<StyleQuestionSet['refreshFailure']> {
  const insufficientCredits = isInsufficientCredits(error);
  return { message: insufficientCredits ? REFRESH_NO_CREDITS_NOTICE : REFRESH_FAILED_NOTICE, insufficientCredits };
}
