import { Controller, useForm, type Control } from 'react-hook-form';
import { EXTENDED_WIZARD_CATEGORIES } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { extendedProfileStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import { stepResolver } from '@/features/brand-voices/wizard/step-resolver';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { AudienceField } from '../audience-field';
import { CategoryField } from '../category-field';
import { DescriptionField } from '../description-field';
import { GoalField } from '../goal-field';
import { StepCard } from '../step-card';
import { VoiceSliders } from '../voice-sliders';
import { WizardNav } from '../wizard-nav';

export type ProfileSetupValues = Pick<VoiceFormValues, 'name' | 'category' | 'description' | 'goal' | 'targetAudience' | 'formality' | 'personalSharing' | 'confidence'>;

/** Extended wizard, step 1: only the name is required (at most 100 characters). */
export function ProfileSetupStep({ values, onNext, focusOnMount }: { values: VoiceFormValues; onNext: (values: ProfileSetupValues) => void; focusOnMount?: boolean }) {
  const form = useForm<ProfileSetupValues>({
    resolver: stepResolver(extendedProfileStepSchema),
    defaultValues: {
      name: values.name,
      category: values.category,
      description: values.description,
      goal: values.goal,
      targetAudience: values.targetAudience,
      formality: values.formality,
      personalSharing: values.personalSharing,
      confidence: values.confidence,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <StepCard
      title="Profile Setup"
      description="The basics of this voice: its name, what it is for and how it sounds."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(onNext)}
      footer={<WizardNav nextLabel="Next" />}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="voice-name" label="Name" error={errors.name?.message}>
          {/* No maxLength: a pasted long name shows the spec's message instead of being cut silently. */}
          {(control) => <Input {...control} autoComplete="off" placeholder="e.g. Founder voice" aria-required="true" {...form.register('name')} />}
        </FormField>
        <CategoryField id="voice-category" options={EXTENDED_WIZARD_CATEGORIES} current={values.category} error={errors.category?.message} registration={form.register('category')} />
      </div>
      <DescriptionField id="voice-description" control={form.control as unknown as Control<{ description: string }>} error={errors.description?.message} registration={form.register('description')} />
      <Controller control={form.control} name="goal" render={({ field }) => <GoalField optional value={field.value} onChange={field.onChange} inputRef={field.ref} />} />
      <Controller
        control={form.control}
        name="targetAudience"
        render={({ field }) => <AudienceField optional value={field.value} onChange={field.onChange} inputRef={field.ref} />}
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
