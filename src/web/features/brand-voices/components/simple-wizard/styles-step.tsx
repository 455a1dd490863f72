import { AlertCircleIcon, SparklesIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FIXED_STYLE_PAIRS } from '@shared/schemas/brand-voices';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import {
  answeredCount,
  useStyleChoicesForm,
  type StyleChoiceValues,
} from '@/features/brand-voices/wizard/style-choices-form';
import { AbQuestionFields } from '../ab-question-fields';
import { StepCard } from '../step-card';
import { WizardNav } from '../wizard-nav';

type StylesStepProps = {
  values: VoiceFormValues;
  onBack: (values: StyleChoiceValues) => void;
  onSubmit: (values: StyleChoiceValues) => void;
  isEditing: boolean;
  isPending: boolean;
  /** The failed save, shown until the next attempt. */
  failure?: { title: string; message: string };
  focusOnMount?: boolean;
};

/** Simple wizard, step 3: the five fixed A/B pairs, all answered; submitting saves the voice. */
export function StylesStep({ values, onBack, onSubmit, isEditing, isPending, failure, focusOnMount }: StylesStepProps) {
  const form = useStyleChoicesForm(FIXED_STYLE_PAIRS, values.styleChoices);
  const choices = useWatch({ control: form.control, name: 'styleChoices' });
  const answered = answeredCount(FIXED_STYLE_PAIRS, choices);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <StepCard
      title="Styles"
      description="Pick the option in each pair that sounds more like you."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(onSubmit)}
      footer={
        <WizardNav
          onBack={() => onBack(form.getValues())}
          nextLabel={isEditing ? 'Update Brand Voice' : 'Generate Brand Voice'}
          pendingLabel={isEditing ? 'Updating...' : 'Generating...'}
          isPending={isPending}
          nextIcon={<SparklesIcon aria-hidden="true" />}
          note={
            <span
              aria-live="polite"
              className={hasErrors && answered < FIXED_STYLE_PAIRS.length ? 'text-destructive' : undefined}
            >
              {answered} of {FIXED_STYLE_PAIRS.length} answered
            </span>
          }
        />
      }
    >
      <AbQuestionFields questions={FIXED_STYLE_PAIRS} control={form.control} errors={form.formState.errors} />
      {failure ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{failure.title}</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
        </Alert>
      ) : null}
    </StepCard>
  );
}
