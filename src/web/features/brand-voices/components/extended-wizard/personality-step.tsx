import { AlertCircleIcon, CoinsIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { AB_QUESTIONS_COST } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreditInfo } from '@/data/get-credit-info';
import { personalityStepSchema, REQUIRED_FIELDS_MESSAGE } from '@/features/brand-voices/wizard/step-schemas';
import { stepResolver } from '@/features/brand-voices/wizard/step-resolver';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { StepCard } from '../step-card';
import { WizardNav } from '../wizard-nav';

export type PersonalityValues = Pick<
  VoiceFormValues,
  'currentRole' | 'journeyExcitement' | 'idealConnections' | 'conversationTone' | 'coreValues'
>;

const FIELDS: { name: keyof PersonalityValues; label: string; placeholder: string; multiline: boolean }[] = [
  {
    name: 'currentRole',
    label: 'What is your current role?',
    placeholder: 'e.g. Product designer at a fintech start-up',
    multiline: false,
  },
  {
    name: 'journeyExcitement',
    label: 'What excites you most about your professional journey?',
    placeholder: 'e.g. Turning messy problems into simple tools people love',
    multiline: true,
  },
  {
    name: 'idealConnections',
    label: 'Who would you most like to connect with?',
    placeholder: 'e.g. Founders, product managers and designers building B2B software',
    multiline: true,
  },
  {
    name: 'conversationTone',
    label: 'How do you come across in conversation?',
    placeholder: 'e.g. Curious, candid, a little playful',
    multiline: false,
  },
  {
    name: 'coreValues',
    label: 'What are your core values?',
    placeholder: 'e.g. Honesty, craft, generosity',
    multiline: false,
  },
];

type PersonalityStepProps = {
  values: VoiceFormValues;
  onBack: (values: PersonalityValues) => void;
  onNext: (values: PersonalityValues) => void;
  /** Whether Next with these answers buys new personalised questions. */
  willCharge: (values: PersonalityValues) => boolean;
  /** The writer only offers the six standard questions (free). */
  standardOnly?: boolean;
  /** Editing: the voice's saved questions come next, free (decision 075). */
  keepsSavedQuestions?: boolean;
  focusOnMount?: boolean;
};

/** Extended wizard, step 2: five answers, all required; Next fetches the personalised A/B questions. */
export function PersonalityStep({
  values,
  onBack,
  onNext,
  willCharge,
  standardOnly = false,
  keepsSavedQuestions = false,
  focusOnMount,
}: PersonalityStepProps) {
  const form = useForm<PersonalityValues>({
    resolver: stepResolver(personalityStepSchema),
    defaultValues: Object.fromEntries(FIELDS.map(({ name }) => [name, values[name]])) as PersonalityValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const answers = useWatch({ control: form.control }) as PersonalityValues;
  const charges = willCharge(answers);
  const balance = useCreditInfo();
  const missing = Object.values(errors).some((error) => error?.message === REQUIRED_FIELDS_MESSAGE);

  return (
    <StepCard
      title="Personality Questions"
      description="A few words about you. Your answers shape the style questions of the next step and the voice itself."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(onNext)}
      footer={
        <WizardNav
          onBack={() => onBack(form.getValues())}
          nextLabel={charges ? `Next: Style Questions (${AB_QUESTIONS_COST} credits)` : 'Next'}
          note={
            charges ? (
              <span className="inline-flex items-center gap-1.5" data-testid="questions-cost-note">
                <CoinsIcon className="size-4" aria-hidden="true" />
                {balance.data
                  ? `You have ${balance.data.credits} ${balance.data.credits === 1 ? 'credit' : 'credits'}`
                  : 'Personalised questions'}
              </span>
            ) : keepsSavedQuestions ? (
              'Your questions from last time, no credits needed'
            ) : standardOnly ? (
              'Standard questions, no credits needed'
            ) : (
              'Your personalised questions are ready'
            )
          }
        />
      }
    >
      {FIELDS.map(({ name, label, placeholder, multiline }) => {
        const message = errors[name]?.message;
        // The spec's one message goes in the summary below; each empty field just says so.
        const fieldError = message === REQUIRED_FIELDS_MESSAGE ? 'Required' : message;
        return (
          <FormField
            key={name}
            id={`voice-${name}`}
            label={<span className="leading-snug">{label}</span>}
            error={fieldError}
          >
            {(control) =>
              multiline ? (
                <Textarea
                  {...control}
                  rows={2}
                  className="min-h-20"
                  placeholder={placeholder}
                  aria-required="true"
                  {...form.register(name)}
                />
              ) : (
                <Input {...control} placeholder={placeholder} aria-required="true" {...form.register(name)} />
              )
            }
          </FormField>
        );
      })}
      {missing ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{REQUIRED_FIELDS_MESSAGE}</AlertDescription>
        </Alert>
      ) : null}
    </StepCard>
  );
}
