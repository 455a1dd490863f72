import { describe, expect, it } from 'vitest';
import { FALLBACK_AB_QUESTIONS } from '@shared/schemas/brand-voices';
import { ApiError } from '@/lib/api-client';
import {
  fallbackQuestionSet,
  GENERATION_FAILED_NOTICE,
  INSUFFICIENT_CREDITS_NOTICE,
  isInsufficientCredits,
} from './style-questions-fallback';

const apiError = (status: number, message: string) =>
  new ApiError({ status, message: `${status}: ${message}`, serverMessage: message });

describe('style questions fallback (customer-area §8)', () => {
  it('treats a 402 as insufficient credits, whatever its words', () => {
    expect(isInsufficientCredits(apiError(402, 'Payment required'))).toBe(true);
  });

  it('treats any error that mentions insufficient credits as such', () => {
    expect(isInsufficientCredits(new Error('Insufficient credits'))).toBe(true);
    expect(isInsufficientCredits(apiError(400, 'insufficient credits for this feature'))).toBe(true);
    expect(isInsufficientCredits(new Error('402: something'))).toBe(true);
  });

  it('treats everything else as a failure', () => {
    expect(isInsufficientCredits(apiError(500, 'The writer is unavailable'))).toBe(false);
    expect(isInsufficientCredits(apiError(0, 'Could not reach Postwright.'))).toBe(false);
    expect(isInsufficientCredits(new TypeError('boom'))).toBe(false);
    expect(isInsufficientCredits(undefined)).toBe(false);
  });

  it('falls back to the six standard questions with the matching notice', () => {
    const credits = fallbackQuestionSet(apiError(402, 'Insufficient credits'));
    expect(credits).toEqual({
      questions: FALLBACK_AB_QUESTIONS,
      source: 'standard',
      notice: INSUFFICIENT_CREDITS_NOTICE,
      insufficientCredits: true,
    });
    expect(credits.questions.map((q) => q.id)).toEqual([
      'opening',
      'tone',
      'structure',
      'engagement',
      'expertise',
      'personality',
    ]);

    const failed = fallbackQuestionSet(apiError(502, 'The writer did not answer'));
    expect(failed).toMatchObject({
      questions: FALLBACK_AB_QUESTIONS,
      source: 'standard',
      notice: GENERATION_FAILED_NOTICE,
      insufficientCredits: false,
    });
  });

  it('uses the spec wording', () => {
    expect(INSUFFICIENT_CREDITS_NOTICE).toBe(
      'Insufficient credits for personalized questions. Using standard questions instead.',
    );
    expect(GENERATION_FAILED_NOTICE).toBe(
      'Failed to generate personalized questions. Using standard questions instead.',
    );
  });
});
