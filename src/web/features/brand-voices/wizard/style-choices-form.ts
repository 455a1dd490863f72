import { useForm } from 'react-hook-form';
import type { AbQuestion } from '@shared/schemas/brand-voices';
import { styleChoicesStepSchema } from './step-schemas';
import { stepResolver } from './step-resolver';

export type StyleChoiceValues = { styleChoices: Partial<Record<string, 'A' | 'B'>> };

/** The A/B form of either wizard: every question shown needs an answer. */
export function useStyleChoicesForm(questions: readonly AbQuestion[], choices: StyleChoiceValues['styleChoices']) {
  return useForm<StyleChoiceValues>({
    resolver: stepResolver(styleChoicesStepSchema(questions)),
    defaultValues: { styleChoices: Object.fromEntries(questions.map((q) => [q.id, choices[q.id]])) },
  });
}

/** "2 of 5 answered" — how far along the A/B step is. */
export function answeredCount(
  questions: readonly AbQuestion[],
  choices: StyleChoiceValues['styleChoices'] | undefined,
): number {
  return questions.filter((q) => choices?.[q.id] === 'A' || choices?.[q.id] === 'B').length;
}
