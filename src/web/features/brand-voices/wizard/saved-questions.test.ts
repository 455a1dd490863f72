import { describe, expect, it } from 'vitest';
import { FALLBACK_AB_QUESTIONS } from '@shared/schemas/brand-voices';
import { savedQuestionsOf } from './saved-questions';

describe('the questions an edited voice starts from (decision 075)', () => {
  const personalised = {
    source: 'personalised' as const,
    questions: [{ id: 'hook', title: 'Hook?', optionA: 'A', optionB: 'B' }],
  };

  it('are the ones the voice stored', () => {
    expect(savedQuestionsOf({ styleChoices: { hook: 'A' }, styleQuestionSet: personalised })).toBe(personalised);
  });

  it('are the standard six for an older voice whose choices all answer those', () => {
    expect(savedQuestionsOf({ styleChoices: { opening: 'A', personality: 'B' }, styleQuestionSet: null })).toEqual({
      source: 'standard',
      questions: FALLBACK_AB_QUESTIONS,
    });
  });

  it('are unknown for an older voice with personalised choices or none', () => {
    expect(savedQuestionsOf({ styleChoices: { opening: 'A', hook: 'B' }, styleQuestionSet: null })).toBeNull();
    expect(savedQuestionsOf({ styleChoices: {}, styleQuestionSet: null })).toBeNull();
  });
});
