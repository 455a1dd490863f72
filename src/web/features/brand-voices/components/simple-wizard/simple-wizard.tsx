import { ArrowRightIcon, ListIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FIXED_STYLE_PAIRS } from '@shared/schemas/brand-voices';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateBrandVoice } from '@/features/brand-voices/api/create-brand-voice';
import { useUpdateBrandVoice } from '@/features/brand-voices/api/update-brand-voice';
import { CREATE_FAILED, UPDATE_FAILED } from '@/features/brand-voices/messages';
import { simpleProfileStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import type { StyleChoiceValues } from '@/features/brand-voices/wizard/style-choices-form';
import { toBrandVoiceInput, type VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { VoiceResult } from '../voice-result';
import { WizardProgress } from '../wizard-progress';
import { ProfileStep } from './profile-step';
import { QuestionsStep } from './questions-step';
import { StylesStep } from './styles-step';
import type { BrandVoiceJson } from '@/features/brand-voices/types';

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
  const [values, setValues] = useState(initialValues);
  const [step, setStep] = useState<Step>(isEditing ? 'questions' : 'profile');
  const [hasMoved, setHasMoved] = useState(false);
  const [profileNeedsFix, setProfileNeedsFix] = useState(false);
  const [saved, setSaved] = useState<BrandVoiceJson | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string }>();
  const create = useCreateBrandVoice();
  const update = useUpdateBrandVoice();

  const go = (next: Step, patch: Partial<VoiceFormValues> = {}) => {
    setValues((current) => ({ ...current, ...patch }));
    setStep(next);
    setHasMoved(true);
  };

  async function save({ styleChoices }: StyleChoiceValues) {
    const all = { ...values, styleChoices: { ...values.styleChoices, ...styleChoices } };
    setValues(all);
    setFailure(undefined);
    // Edit mode starts past the profile: a voice made elsewhere may lack what this wizard requires.
    const input = toBrandVoiceInput(all, FIXED_STYLE_PAIRS);
    if (!simpleProfileStepSchema.safeParse(all).success || !input.success) {
      setProfileNeedsFix(true);
      go('profile');
      return;
    }
    onSaving?.();
    const title = isEditing ? UPDATE_FAILED : CREATE_FAILED;
    try {
      const { brandVoice } = isEditing ? await update.mutateAsync({ id: editingId, input: input.data }) : await create.mutateAsync(input.data);
      setSaved(brandVoice);
      go('result');
      toast({ title: isEditing ? 'Brand voice updated' : 'Brand voice created', description: `“${brandVoice.name}” is saved.` });
    } catch (error) {
      const message = errorMessage(error, 'Please try again in a moment.');
      setFailure({ title, message });
      toast({ variant: 'destructive', title, description: message });
    }
  }

  if (step === 'result' && saved) {
    return (
      <VoiceResult
        voice={saved}
        isUpdate={isEditing}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/brand-voices">
                <ListIcon aria-hidden="true" />
                View All Voices
              </Link>
            </Button>
            <Button asChild variant="brand">
              <Link to="/post-generator">
                Start Generating Posts
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </>
        }
      />
    );
  }

  const current = step === 'result' ? 'styles' : step;
  return (
    <div className="grid gap-6">
      <WizardProgress step={STEP_NUMBER[current]} labels={STEP_LABELS} />
      {current === 'profile' ? (
        <ProfileStep values={values} onNext={(patch) => go('questions', patch)} focusOnMount={hasMoved} validateOnMount={profileNeedsFix} />
      ) : current === 'questions' ? (
        <QuestionsStep values={values} onBack={(patch) => go('profile', patch)} onNext={(patch) => go('styles', patch)} focusOnMount={hasMoved} />
      ) : (
        <StylesStep
          values={values}
          onBack={({ styleChoices }) => go('questions', { styleChoices: { ...values.styleChoices, ...styleChoices } })}
          onSubmit={(patch) => void save(patch)}
          isEditing={isEditing}
          isPending={create.isPending || update.isPending}
          failure={failure}
          focusOnMount={hasMoved}
        />
      )}
    </div>
  );
}
