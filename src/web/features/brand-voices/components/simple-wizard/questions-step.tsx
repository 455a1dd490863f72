import { useForm } from 'react-hook-form';
import { slidersStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import { stepResolver } from '@/features/brand-voices/wizard/step-resolver';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { StepCard } from '../step-card';
import { VoiceSliders } from '../voice-sliders';
import { WizardNav } from '../wizard-nav';

export type SliderValues = Pick<VoiceFormValues, 'formality' | 'personalSharing' | 'confidence'>;

/** Simple wizard, step 2: the three sliders. Back keeps what was moved. */
export function QuestionsStep({
  values,
  onBack,
  onNext,
  focusOnMount,
}: {
  values: VoiceFormValues;
  onBack: (values: SliderValues) => void;
  onNext: (values: SliderValues) => void;
  focusOnMount?: boolean;
}) {
  const form = useForm<SliderValues>({
    resolver: stepResolver(slidersStepSchema),
    defaultValues: {
      formality: values.formality,
      personalSharing: values.personalSharing,
      confidence: values.confidence,
    },
  });
  return (
    <StepCard
      title="Questions"
      description="Place yourself on each scale. There are no wrong answers: this is how your posts will sound."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(onNext)}
      footer={<WizardNav onBack={() => onBack(form.getValues())} nextLabel="Next" />}
    >
      <VoiceSliders control={form.control} />
    </StepCard>
  );
}
