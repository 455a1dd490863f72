import { ArrowRightIcon, LayersIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { StyleQuestionSet } from '@shared/schemas/brand-voices';
import { Button } from '@/components/ui/button';
import { SAVE_FAILED } from '@/features/brand-voices/messages';
import type { StyleChoiceValues } from '@/features/brand-voices/wizard/style-choices-form';
import { useSaveVoice } from '@/features/brand-voices/wizard/use-save-voice';
import { useStyleQuestions } from '@/features/brand-voices/wizard/use-style-questions';
import { useWizardSteps } from '@/features/brand-voices/wizard/use-wizard-steps';
import { toBrandVoiceInput, type VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { VoiceWizardFrame } from '../voice-wizard-frame';
import { ContentPreferencesStep, type PreferencesValues } from './content-preferences-step';
import { PersonalityStep } from './personality-step';
import { ProfileSetupStep } from './profile-setup-step';
import { StyleChoicesStep } from './style-choices-step';

const STEP_LABELS = ['Profile Setup', 'Personality Questions', 'Style Choices', 'Content Preferences'] as const;
type Step = 1 | 2 | 3 | 4 | 'result';

type ExtendedWizardProps = {
  initialValues: VoiceFormValues;
  editingId?: string;
  /** The questions the voice being edited was answered with: shown again instead of buying new ones (decision 075). */
  savedQuestions?: StyleQuestionSet | null;
};

/** The four-step wizard of /brand-voice/new (customer-area §4); Back goes one step. */
export function ExtendedWizard({ initialValues, editingId, savedQuestions }: ExtendedWizardProps) {
  const isEditing = editingId !== undefined;
  const { values, setValues, step, hasMoved, go } = useWizardSteps<Step>(initialValues, 1);
  const styleQuestions = useStyleQuestions({ saved: savedQuestions, savedFrom: initialValues });
  const saving = useSaveVoice({ editingId, failureTitle: SAVE_FAILED });
  const mergeChoices = ({ styleChoices }: StyleChoiceValues) => ({
    styleChoices: { ...values.styleChoices, ...dropEmpty(styleChoices) },
  });

  async function save(preferences: PreferencesValues) {
    const all = { ...values, ...preferences };
    setValues(all);
    saving.clearFailure();
    const questions = styleQuestions.state.status === 'ready' ? styleQuestions.state.questions : [];
    const input = toBrandVoiceInput(all, questions, { onlyThese: true });
    if (!input.success) {
      // Every step validated its own fields already; this only guards against a stale form.
      saving.fail(input.error.issues[0]?.message ?? 'Please check your answers.');
      return;
    }
    if (await saving.save(input.data)) go('result');
  }

  const current = step === 'result' ? 4 : step;
  const { state } = styleQuestions;
  return (
    <VoiceWizardFrame
      step={current}
      labels={STEP_LABELS}
      saved={step === 'result' ? saving.saved : null}
      isUpdate={isEditing}
      resultActions={
        <>
          <Button asChild variant="outline">
            <Link to="/post-generator">Start Generating Posts</Link>
          </Button>
          <Button asChild variant="brand">
            <Link to="/brand-voices">
              <LayersIcon aria-hidden="true" />
              Go to Brand Voices
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </>
      }
    >
      {current === 1 ? (
        <ProfileSetupStep
          values={values}
          onNext={(patch) => go(2, patch)}
          onStyleChoices={
            isEditing
              ? undefined
              : (choices) =>
                  setValues((current) => ({ ...current, styleChoices: { ...current.styleChoices, ...choices } }))
          }
          focusOnMount={hasMoved}
        />
      ) : current === 2 ? (
        <PersonalityStep
          values={values}
          onBack={(patch) => go(1, patch)}
          onNext={(patch) => {
            go(3, patch);
            void styleQuestions.load({ ...values, ...patch });
          }}
          willCharge={(patch) => styleQuestions.willCharge({ ...values, ...patch })}
          standardOnly={styleQuestions.standardOnly}
          keepsSavedQuestions={styleQuestions.keepsSaved}
          focusOnMount={hasMoved}
        />
      ) : current === 3 ? (
        <StyleChoicesStep
          values={values}
          questionSet={state.status === 'ready' ? state : undefined}
          refresh={
            styleQuestions.canRefresh
              ? {
                  answersChanged: styleQuestions.answersChanged(values),
                  onRefresh: (choices) => {
                    const patch = mergeChoices(choices);
                    setValues((current) => ({ ...current, ...patch }));
                    void styleQuestions.refresh({ ...values, ...patch });
                  },
                }
              : undefined
          }
          onBack={(choices) => go(2, mergeChoices(choices))}
          onNext={(choices) => go(4, mergeChoices(choices))}
          focusOnMount={hasMoved}
        />
      ) : (
        <ContentPreferencesStep
          values={values}
          onBack={(patch) => go(3, patch)}
          onSubmit={(patch) => void save(patch)}
          isEditing={isEditing}
          saving={saving}
          focusOnMount={hasMoved}
        />
      )}
    </VoiceWizardFrame>
  );
}

function dropEmpty(choices: StyleChoiceValues['styleChoices']): StyleChoiceValues['styleChoices'] {
  return Object.fromEntries(Object.entries(choices).filter(([, choice]) => choice === 'A' || choice === 'B'));
}
