import { Controller, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { AudienceField } from './audience-field';
import { CategoryField } from './category-field';
import { DescriptionField } from './description-field';
import { GoalField } from './goal-field';

export type VoiceProfileValues = Pick<VoiceFormValues, 'name' | 'category' | 'description' | 'goal' | 'targetAudience'>;

/** The profile step's starting values, taken from the whole voice. */
export function voiceProfileDefaults(values: VoiceFormValues): VoiceProfileValues {
  const { name, category, description, goal, targetAudience } = values;
  return { name, category, description, goal, targetAudience };
}

/**
 * Name, category, description, goal and audience: the first step of both wizards. With `optionalAim` (the
 * extended wizard) goal and audience are optional and only the name is marked required.
 */
export function VoiceProfileFields<T extends VoiceProfileValues & FieldValues>({
  form: anyForm,
  categories,
  currentCategory,
  namePlaceholder,
  optionalAim = false,
}: {
  form: UseFormReturn<T>;
  categories: readonly string[];
  currentCategory: string;
  namePlaceholder: string;
  optionalAim?: boolean;
}) {
  // The step's form has these fields and perhaps more; react-hook-form's paths cannot say so of a generic T.
  const form = anyForm as unknown as UseFormReturn<VoiceProfileValues>;
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="voice-name" label="Name" error={errors.name?.message}>
          {/* No maxLength: a pasted long name shows the spec's message instead of being cut silently. */}
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              placeholder={namePlaceholder}
              aria-required={optionalAim ? 'true' : undefined}
              {...form.register('name')}
            />
          )}
        </FormField>
        <CategoryField
          id="voice-category"
          options={categories}
          current={currentCategory}
          error={errors.category?.message}
          registration={form.register('category')}
        />
      </div>
      <DescriptionField
        id="voice-description"
        control={form.control as unknown as Control<{ description: string }>}
        error={errors.description?.message}
        registration={form.register('description')}
      />
      <Controller
        control={form.control}
        name="goal"
        render={({ field }) => (
          <GoalField
            optional={optionalAim}
            value={field.value}
            onChange={field.onChange}
            error={optionalAim ? undefined : errors.goal?.message}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="targetAudience"
        render={({ field }) => (
          <AudienceField
            optional={optionalAim}
            value={field.value}
            onChange={field.onChange}
            error={optionalAim ? undefined : errors.targetAudience?.message}
            inputRef={field.ref}
          />
        )}
      />
    </>
  );
}
