import type { Ref } from 'react';
import { GOALS, type Goal } from '@shared/constants';
import { RadioCard, RadioCards } from '@/components/ui/radio-cards';
import { GOAL_OPTIONS } from '../voice-options';
import { ChoiceGroup, OptionalLabel } from './choice-group';

export function GoalField({
  value,
  onChange,
  error,
  optional = false,
  inputRef,
}: {
  value: Goal | '';
  onChange: (goal: Goal) => void;
  error?: string;
  optional?: boolean;
  /** Receives the first option, so a failed validation can focus the group. */
  inputRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <ChoiceGroup
      label={<OptionalLabel text="Goal" optional={optional} />}
      hint="What should your posts do for you?"
      error={error}
    >
      {({ invalid, ...control }) => (
        <RadioCards
          {...control}
          value={value}
          onValueChange={(next) => onChange(next as Goal)}
          className="grid-cols-1 sm:grid-cols-2"
        >
          {GOALS.map((goal, index) => {
            const { label, description, icon: Icon } = GOAL_OPTIONS[goal];
            return (
              <RadioCard
                key={goal}
                value={goal}
                title={label}
                description={description}
                marker={<Icon />}
                invalid={invalid}
                ref={index === 0 ? inputRef : undefined}
              />
            );
          })}
        </RadioCards>
      )}
    </ChoiceGroup>
  );
}
