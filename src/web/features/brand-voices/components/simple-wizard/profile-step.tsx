import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SIMPLE_WIZARD_CATEGORIES } from '@shared/constants';
import { simpleProfileStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import { stepResolver } from '@/features/brand-voices/wizard/step-resolver';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { StepCard } from '../step-card';
import { VoiceProfileFields, voiceProfileDefaults } from '../voice-profile-fields';
import { WizardNav } from '../wizard-nav';

export type ProfileValues = Pick<VoiceFormValues, 'name' | 'category' | 'description' | 'goal' | 'targetAudience'>;

type ProfileStepProps = {
  values: VoiceFormValues;
  onNext: (values: ProfileValues) => void;
  focusOnMount?: boolean;
  /** Show what is missing at once (an edited voice that lacks a goal or an audience). */
  validateOnMount?: boolean;
};

/** Simple wizard, step 1: name, goal and target audience are required (customer-area §5). */
export function ProfileStep({ values, onNext, focusOnMount, validateOnMount = false }: ProfileStepProps) {
  const form = useForm<ProfileValues>({
    resolver: stepResolver(simpleProfileStepSchema),
    defaultValues: voiceProfileDefaults(values),
    mode: 'onTouched',
  });
  useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [validateOnMount, form]);

  return (
    <StepCard
      title="Profile"
      description="Name this voice and tell us what your posts should achieve, and for whom."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(onNext)}
      footer={<WizardNav nextLabel="Next" />}
    >
      <VoiceProfileFields
        form={form}
        categories={SIMPLE_WIZARD_CATEGORIES}
        currentCategory={values.category}
        namePlaceholder="e.g. My LinkedIn voice"
      />
    </StepCard>
  );
}
