import { AlertCircleIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { useSaveVoice } from '@/features/brand-voices/wizard/use-save-voice';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { StepCard } from './step-card';
import { WizardNav } from './wizard-nav';

/** What either wizard hands its last step; Back and submit carry the step's own values. */
export type SaveStepProps<Values> = {
  values: VoiceFormValues;
  onBack: (values: Values) => void;
  onSubmit: (values: Values) => void;
  isEditing: boolean;
  /** The save under way, and the failed one, shown until the next attempt. */
  saving: Pick<ReturnType<typeof useSaveVoice>, 'isPending' | 'failure'>;
  focusOnMount?: boolean;
};

/** Either wizard's last step: its fields, then Back and the button that saves the voice, and why the last save failed. */
export function SaveVoiceStep<Values extends FieldValues>({
  step,
  form,
  title,
  description,
  createLabel,
  creatingLabel,
  note,
  children,
}: {
  step: SaveStepProps<Values>;
  form: UseFormReturn<Values>;
  title: string;
  description: string;
  /** The button's words for a new voice, and while it is made; editing says Update. */
  createLabel: string;
  creatingLabel: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { isEditing, saving } = step;
  return (
    <StepCard
      title={title}
      description={description}
      focusOnMount={step.focusOnMount}
      onSubmit={form.handleSubmit(step.onSubmit)}
      footer={
        <WizardNav
          onBack={() => step.onBack(form.getValues())}
          nextLabel={isEditing ? 'Update Brand Voice' : createLabel}
          pendingLabel={isEditing ? 'Updating...' : creatingLabel}
          isPending={saving.isPending}
          nextIcon={<SparklesIcon aria-hidden="true" />}
          note={note}
        />
      }
    >
      {children}
      {saving.failure ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{saving.failure.title}</AlertTitle>
          <AlertDescription>{saving.failure.message}</AlertDescription>
        </Alert>
      ) : null}
    </StepCard>
  );
}
