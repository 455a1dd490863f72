import { useEffect } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { SIMPLE_WIZARD_CATEGORIES } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { simpleProfileStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import { stepResolver } from '@/features/brand-voices/wizard/step-resolver';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { AudienceField } from '../audience-field';
import { CategoryField } from '../category-field';
import { DescriptionField } from '../description-field';
import { GoalField } from '../goal-field';
import { StepCard } from '../step-card';
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
    defaultValues: { name: values.name, category: values.category, description: values.description, goal: values.goal, targetAudience: values.targetAudience },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
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
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="voice-name" label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" placeholder="e.g. My LinkedIn voice" {...form.register('name')} />}
        </FormField>
        <CategoryField id="voice-category" options={SIMPLE_WIZARD_CATEGORIES} current={values.category} error={errors.category?.message} registration={form.register('category')} />
      </div>
      <DescriptionField id="voice-description" control={form.control as unknown as Control<{ description: string }>} error={errors.description?.message} registration={form.register('description')} />
      <Controller control={form.control} name="goal" render={({ field }) => <GoalField value={field.value} onChange={field.onChange} error={errors.goal?.message} inputRef={field.ref} />} />
      <Controller
        control={form.control}
        name="targetAudience"
        render={({ field }) => <AudienceField value={field.value} onChange={field.onChange} error={errors.targetAudience?.message} inputRef={field.ref} />}
      />
    </StepCard>
  );
}
