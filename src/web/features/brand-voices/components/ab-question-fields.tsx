import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { AbQuestion } from '@shared/schemas/brand-voices';
import { RadioCard, RadioCards } from '@/components/ui/radio-cards';
import type { StyleChoiceValues } from '../wizard/style-choices-form';
import { ChoiceGroup } from './choice-group';

/** One A/B question per row, the two options side by side from the sm breakpoint. */
export function AbQuestionFields({
  questions,
  control,
  errors,
}: {
  questions: readonly AbQuestion[];
  control: Control<StyleChoiceValues>;
  errors: FieldErrors<StyleChoiceValues>;
}) {
  return (
    <ol className="grid gap-7">
      {questions.map((question, index) => (
        <li key={question.id} data-question-id={question.id}>
          <Controller
            control={control}
            name={`styleChoices.${question.id}`}
            render={({ field }) => (
              <ChoiceGroup
                label={
                  <>
                    <span className="text-muted-foreground tabular-nums">{index + 1}.</span> {question.title}
                  </>
                }
                error={
                  (errors.styleChoices as Record<string, { message?: string }> | undefined)?.[question.id]?.message
                }
              >
                {({ invalid, ...group }) => (
                  <RadioCards
                    {...group}
                    value={field.value ?? ''}
                    onValueChange={field.onChange}
                    className="grid-cols-1 sm:grid-cols-2"
                  >
                    <RadioCard value="A" marker="A" title={question.optionA} invalid={invalid} ref={field.ref} />
                    <RadioCard value="B" marker="B" title={question.optionB} invalid={invalid} />
                  </RadioCards>
                )}
              </ChoiceGroup>
            )}
          />
        </li>
      ))}
    </ol>
  );
}
