import { useWatch } from 'react-hook-form';
import { FIXED_STYLE_PAIRS } from '@shared/schemas/brand-voices';
import {
  answeredCount,
  useStyleChoicesForm,
  type StyleChoiceValues,
} from '@/features/brand-voices/wizard/style-choices-form';
import { AbQuestionFields } from '../ab-question-fields';
import { SaveVoiceStep, type SaveStepProps } from '../save-voice-step';

/** Simple wizard, step 3: the five fixed A/B pairs, all answered; submitting saves the voice. */
export function StylesStep(props: SaveStepProps<StyleChoiceValues>) {
  const form = useStyleChoicesForm(FIXED_STYLE_PAIRS, props.values.styleChoices);
  const choices = useWatch({ control: form.control, name: 'styleChoices' });
  const answered = answeredCount(FIXED_STYLE_PAIRS, choices);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <SaveVoiceStep
      step={props}
      form={form}
      title="Styles"
      description="Pick the option in each pair that sounds more like you."
      createLabel="Generate Brand Voice"
      creatingLabel="Generating..."
      note={
        <span
          aria-live="polite"
          className={hasErrors && answered < FIXED_STYLE_PAIRS.length ? 'text-destructive' : undefined}
        >
          {answered} of {FIXED_STYLE_PAIRS.length} answered
        </span>
      }
    >
      <AbQuestionFields questions={FIXED_STYLE_PAIRS} control={form.control} errors={form.formState.errors} />
    </SaveVoiceStep>
  );
}
