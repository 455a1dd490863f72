import { ListIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FIXED_STYLE_PAIRS } from '@shared/schemas/brand-voices';
import { Button } from '@/components/ui/button';
import { CREATE_FAILED, UPDATE_FAILED } from '@/features/brand-voices/messages';
import { simpleProfileStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import type { StyleChoiceValues } from '@/features/brand-voices/wizard/style-choices-form';
import { useSaveVoice } from '@/features/brand-voices/wizard/use-save-voice';
import { useWizardSteps } from '@/features/brand-voices/wizard/use-wizard-steps';
import { toBrandVoiceInput, type VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { VoiceWizardFrame } from '../voice-wizard-frame';
import { ProfileStep } from './profile-step';
import { QuestionsStep } from './questions-step';
import { StylesStep } from './styles-step';
import { StartGeneratingLink } from '../start-generating-link';

type Step = 'profile' | 'questions' | 'styles' | 'result';
const STEP_LABELS = ['Profile', 'Questions', 'Styles'] as const;
const STEP_NUMBER: Record<Exclude<Step, 'result'>, number> = { profile: 1, questions: 2, styles: 3 };

type SimpleWizardProps = {
  initialValues: VoiceFormValues;
  /** Edit mode: the voice being updated (PUT); the wizard then starts at questions. */
  editingId?: string;
  /** Called as the save starts, so the page keeps showing the wizard once a voice exists. */
  onSaving?: () => void;
};

/** The simple wizard of /brand-voice: profile, questions, styles, result (customer-area §4). */
export function SimpleWizard({ initialValues, editingId, onSaving }: SimpleWizardProps) {
  const isEditing = editingId !== undefined;
  const { values, setValues, step, hasMoved, go } = useWizardSteps<Step>(
    initialValues,
    isEditing ? 'questions' : 'profile',
  );
  const [profileNeedsFix, setProfileNeedsFix] = useState(false);
  const saving = useSaveVoice({ editingId, failureTitle: isEditing ? UPDATE_FAILED : CREATE_FAILED });

  async function save({ styleChoices }: StyleChoiceValues) {
    const all = { ...values, styleChoices: { ...values.styleChoices, ...styleChoices } };
    setValues(all);
    saving.clearFailure();
    // Edit mode starts past the profile: a voice made elsewhere may lack what this wizard requires.
    const input = toBrandVoiceInput(all, FIXED_STYLE_PAIRS);
    if (!simpleProfileStepSchema.safeParse(all).success || !input.success) {
      setProfileNeedsFix(true);
      go('profile');
      return;
    }
    onSaving?.();
    if (await saving.save(input.data)) go('result');
  }

  const current = step === 'result' ? 'styles' : step;
  return (
    <VoiceWizardFrame
      step={STEP_NUMBER[current]}
      labels={STEP_LABELS}
      saved={step === 'result' ? saving.saved : null}
      isUpdate={isEditing}
      resultActions={
        <>
          <Button asChild variant="outline">
            <Link to="/brand-voices">
              <ListIcon aria-hidden="true" />
              View All Voices
            </Link>
          </Button>
          <StartGeneratingLink />
        </>
      }
    >
      {current === 'profile' ? (
        <ProfileStep
          values={values}
          onNext={(patch) => go('questions', patch)}
          focusOnMount={hasMoved}
          validateOnMount={profileNeedsFix}
        />
      ) : current === 'questions' ? (
        <QuestionsStep
          values={values}
          onBack={(patch) => go('profile', patch)}
          onNext={(patch) => go('styles', patch)}
          focusOnMount={hasMoved}
        />
      ) : (
        <StylesStep
          values={values}
          onBack={({ styleChoices }) => go('questions', { styleChoices: { ...values.styleChoices, ...styleChoices } })}
          onSubmit={(patch) => void save(patch)}
          isEditing={isEditing}
          saving={saving}
          focusOnMount={hasMoved}
        />
      )}
    </VoiceWizardFrame>
  );
}
