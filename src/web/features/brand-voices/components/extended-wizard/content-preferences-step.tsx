import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { preferencesStepSchema } from '@/features/brand-voices/wizard/step-schemas';
import { stepResolver } from '@/features/brand-voices/wizard/step-resolver';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { SaveVoiceStep, type SaveStepProps } from '../save-voice-step';

export type PreferencesValues = Pick<
  VoiceFormValues,
  'contentTypes' | 'preferredFormats' | 'desiredFeeling' | 'contentToAvoid' | 'toolsAndPlatforms'
>;

const FIELDS: { name: keyof PreferencesValues; label: string; placeholder: string }[] = [
  {
    name: 'contentTypes',
    label: 'What kinds of content do you like to share?',
    placeholder: 'e.g. Lessons learned, behind the scenes, industry news',
  },
  {
    name: 'preferredFormats',
    label: 'Which formats do you prefer?',
    placeholder: 'e.g. Short stories, lists, carousels',
  },
  {
    name: 'desiredFeeling',
    label: 'How should readers feel after reading?',
    placeholder: 'e.g. Inspired and ready to try something',
  },
  { name: 'contentToAvoid', label: 'Anything to avoid?', placeholder: 'e.g. Politics, salesy language, jargon' },
  { name: 'toolsAndPlatforms', label: 'Tools and platforms you know well', placeholder: 'e.g. Figma, Notion, HubSpot' },
];

/** Extended wizard, step 4: optional preferences; submitting creates or updates the voice. */
export function ContentPreferencesStep(props: SaveStepProps<PreferencesValues>) {
  const { values, saving } = props;
  const form = useForm<PreferencesValues>({
    resolver: stepResolver(preferencesStepSchema),
    defaultValues: Object.fromEntries(FIELDS.map(({ name }) => [name, values[name]])) as PreferencesValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <SaveVoiceStep
      step={props}
      form={form}
      title="Content Preferences"
      description="All optional: the more you share, the more your posts will sound like you."
      createLabel="Create Brand Voice"
      creatingLabel="Creating..."
    >
      {FIELDS.map(({ name, label, placeholder }) => (
        <FormField
          key={name}
          id={`voice-${name}`}
          label={
            <span className="leading-snug">
              {label} <span className="font-normal text-muted-foreground">(optional)</span>
            </span>
          }
          error={errors[name]?.message}
        >
          {(control) => (
            <Input {...control} placeholder={placeholder} disabled={saving.isPending} {...form.register(name)} />
          )}
        </FormField>
      ))}
    </SaveVoiceStep>
  );
}
