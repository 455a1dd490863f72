import { useForm } from 'react-hook-form';
import { EXTENDED_WIZARD_CATEGORIES } from '@shared/constants';
import { extendedProfileStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import { stepResolver } from '@/features/brand-voices/wizard/step-resolver';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { StepCard } from '../step-card';
import { VoiceProfileFields, voiceProfileDefaults } from '../voice-profile-fields';
import { VoiceSliders } from '../voice-sliders';
import { WizardNav } from '../wizard-nav';
import { PastePostsSection } from './paste-posts-section';

export type ProfileSetupValues = Pick<
  VoiceFormValues,
  'name' | 'category' | 'description' | 'goal' | 'targetAudience' | 'formality' | 'personalSharing' | 'confidence'
>;

/** Extended wizard, step 1: only the name is required (at most 100 characters). */
export function ProfileSetupStep({
  values,
  onNext,
  onStyleChoices,
  focusOnMount,
}: {
  values: VoiceFormValues;
  onNext: (values: ProfileSetupValues) => void;
  /** Style choices suggested by pasted posts, for step 3; absent: no "Paste a few of your posts" (editing). */
  onStyleChoices?: (choices: Record<string, 'A' | 'B'>) => void;
  focusOnMount?: boolean;
}) {
  const form = useForm<ProfileSetupValues>({
    resolver: stepResolver(extendedProfileStepSchema),
    defaultValues: {
      ...voiceProfileDefaults(values),
      formality: values.formality,
      personalSharing: values.personalSharing,
      confidence: values.confidence,
    },
    mode: 'onTouched',
  });
  return (
    <StepCard
      title="Profile Setup"
      description="The basics of this voice: its name, what it is for and how it sounds."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(onNext)}
      footer={<WizardNav nextLabel="Next" />}
    >
      {onStyleChoices ? (
        <PastePostsSection
          onMeasured={({ suggested }) => {
            for (const key of ['formality', 'personalSharing', 'confidence'] as const)
              form.setValue(key, suggested[key], { shouldDirty: true });
            onStyleChoices(suggested.styleChoices);
          }}
        />
      ) : null}
      <VoiceProfileFields
        form={form}
        categories={EXTENDED_WIZARD_CATEGORIES}
        currentCategory={values.category}
        namePlaceholder="e.g. Founder voice"
        optionalAim
      />
      <div className="grid gap-6 border-t pt-6">
        <div className="grid gap-1">
          <h3 className="font-semibold">Tone</h3>
          <p className="text-sm text-muted-foreground">Where this voice sits on each scale.</p>
        </div>
        <VoiceSliders control={form.control} />
      </div>
    </StepCard>
  );
}
