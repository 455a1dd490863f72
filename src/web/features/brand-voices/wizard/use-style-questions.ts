import { useState } from 'react';
import { abQuestionsRequestSchema, type AbQuestionsRequest } from '@shared/schemas/brand-voices';
import { useGenerateAbQuestions } from '../api/generate-ab-questions';
import { useWriter } from '@/data/get-writer';
import { fallbackQuestionSet, standardOnlyQuestionSet, type StyleQuestionSet } from './style-questions-fallback';
import type { VoiceFormValues } from './voice-form-values';

type State = { status: 'idle' } | { status: 'loading' } | ({ status: 'ready'; signature: string } & StyleQuestionSet);

/** What the questions are written from: the answers of steps 1 and 2, cleaned by the shared schema. */
export function questionsRequest(values: VoiceFormValues): AbQuestionsRequest {
  const parsed = abQuestionsRequestSchema.safeParse({ ...values, goal: values.goal || undefined, targetAudience: values.targetAudience || undefined });
  return parsed.success ? parsed.data : { formality: values.formality, personalSharing: values.personalSharing, confidence: values.confidence };
}

const signatureOf = (values: VoiceFormValues) => JSON.stringify(questionsRequest(values));

/**
 * The extended wizard's A/B questions. Personalised questions cost 2 credits,
 * so they are fetched again only when the answers they were written from
 * changed; any failure falls back to the standard six with a notice. The
 * Offline writer only has the standard six: they are free, and said to be
 * standard.
 */
export function useStyleQuestions() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const generate = useGenerateAbQuestions();
  const standardOnly = useWriter().data?.engine === 'offline';

  const isFresh = (values: VoiceFormValues) =>
    state.status === 'ready' && (state.source === 'personalised' || state.standardOnly === true) && state.signature === signatureOf(values);

  async function load(values: VoiceFormValues): Promise<void> {
    if (isFresh(values)) return;
    const signature = signatureOf(values);
    setState({ status: 'loading' });
    try {
      const { questions, source } = await generate.mutateAsync(questionsRequest(values));
      setState({ status: 'ready', signature, ...(source === 'standard' ? standardOnlyQuestionSet(questions) : { questions, source }) });
    } catch (error) {
      setState({ status: 'ready', signature, ...fallbackQuestionSet(error) });
    }
  }

  return { state, load, standardOnly, willCharge: (values: VoiceFormValues) => !standardOnly && !isFresh(values) };
}
