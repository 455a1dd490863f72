import { useState } from 'react';
import {
  abQuestionsRequestSchema,
  type AbQuestionsRequest,
  type StyleQuestionSet as SavedQuestionSet,
} from '@shared/schemas/brand-voices';
import { useGenerateAbQuestions } from '../api/generate-ab-questions';
import { useWriter } from '@/data/get-writer';
import {
  fallbackQuestionSet,
  refreshFailure,
  standardOnlyQuestionSet,
  type StyleQuestionSet,
} from './style-questions-fallback';
import type { VoiceFormValues } from './voice-form-values';

type Ready = { status: 'ready'; signature: string } & StyleQuestionSet;
type State = { status: 'idle' } | { status: 'loading' } | Ready;

/** What the questions are written from: the answers of steps 1 and 2, cleaned by the shared schema. */
export function questionsRequest(values: VoiceFormValues): AbQuestionsRequest {
  const parsed = abQuestionsRequestSchema.safeParse({
    ...values,
    goal: values.goal || undefined,
    targetAudience: values.targetAudience || undefined,
  });
  return parsed.success
    ? parsed.data
    : { formality: values.formality, personalSharing: values.personalSharing, confidence: values.confidence };
}

const signatureOf = (values: VoiceFormValues) => JSON.stringify(questionsRequest(values));

/**
 * The extended wizard's A/B questions. Personalised questions cost 2 credits,
 * so they are fetched again only when the answers they were written from
 * changed; any failure falls back to the standard six with a notice. The
 * Offline writer only has the standard six: they are free, and said to be
 * standard.
 *
 * Editing a voice starts from the questions it was saved with (`saved`,
 * decision 075): they stay, free, whatever answers change, until the user
 * asks for new ones (`refresh`, 2 credits, only with a language model).
 * `savedFrom` are the voice's answers as saved, to tell whether they changed.
 */
export function useStyleQuestions({
  saved,
  savedFrom,
}: { saved?: SavedQuestionSet | null; savedFrom?: VoiceFormValues } = {}) {
  const [state, setState] = useState<State>(() =>
    saved
      ? {
          status: 'ready',
          signature: savedFrom ? signatureOf(savedFrom) : '',
          questions: saved.questions,
          source: saved.source,
          saved: true,
        }
      : { status: 'idle' },
  );
  const generate = useGenerateAbQuestions();
  const engine = useWriter().data?.engine;
  const standardOnly = engine === 'offline';

  const isFresh = (values: VoiceFormValues) =>
    state.status === 'ready' &&
    (state.saved === true ||
      ((state.source === 'personalised' || state.standardOnly === true) && state.signature === signatureOf(values)));

  /** The questions the server answers for these answers: standard ones (free) or personalised ones (bought). */
  async function buy(values: VoiceFormValues) {
    const { questions, source } = await generate.mutateAsync(questionsRequest(values));
    return source === 'standard' ? standardOnlyQuestionSet(questions) : { questions, source };
  }

  async function load(values: VoiceFormValues): Promise<void> {
    if (isFresh(values)) return;
    const signature = signatureOf(values);
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', signature, ...(await buy(values)) });
    } catch (error) {
      setState({ status: 'ready', signature, ...fallbackQuestionSet(error) });
    }
  }

  /** Buys new personalised questions in place of the saved ones; on failure the saved ones stay. */
  async function refresh(values: VoiceFormValues): Promise<void> {
    if (state.status !== 'ready' || !state.saved) return;
    const previous = state;
    const signature = signatureOf(values);
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', signature, ...(await buy(values)) });
    } catch (error) {
      setState({ ...previous, refreshFailure: refreshFailure(error) });
    }
  }

  return {
    state,
    load,
    refresh,
    standardOnly,
    /** New personalised questions can be bought: a language model is configured. */
    canRefresh: engine === 'llm',
    /** The answers the saved questions were shown with have changed since the voice was saved. */
    answersChanged: (values: VoiceFormValues) =>
      state.status === 'ready' && state.saved === true && state.signature !== signatureOf(values),
    /** Step 2 goes on with the questions the voice was saved with. */
    keepsSaved: state.status === 'ready' && state.saved === true,
    willCharge: (values: VoiceFormValues) => !standardOnly && !isFresh(values),
  };
}
