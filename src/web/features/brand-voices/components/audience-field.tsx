import type { Ref } from 'react';
import { TARGET_AUDIENCES, type TargetAudience } from '@shared/constants';
import { RadioCard, RadioCards } from '@/components/ui/radio-cards';
import { AUDIENCE_LABELS } from '../voice-options';
import { ChoiceGroup, OptionalLabel } from './choice-group';

export function AudienceField({
  value,
  onChange,
  error,
  optional = false,
  inputRef,
}: {
  value: TargetAudience | '';
  onChange: (audience: TargetAudience) => void;
  error?: string;
  optional?: boolean;
  /** Receives the first option, so a failed validation can focus the group. */
  inputRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <ChoiceGroup
      label={<OptionalLabel text="Target audience" optional={optional} />}
      hint="Who do you mostly write for?"
      error={error}
    >
      {({ invalid, ...control }) => (
        <RadioCards
          {...control}
          value={value}
          onValueChange={(next) => onChange(next as TargetAudience)}
          className="grid-cols-1 min-[420px]:grid-cols-2 sm:grid-cols-3"
        >
          {TARGET_AUDIENCES.map((audience, index) => (
            <RadioCard
              key={audience}
              value={audience}
              title={AUDIENCE_LABELS[audience]}
              invalid={invalid}
              className="items-center py-2.5"
              ref={index === 0 ? inputRef : undefined}
            />
          ))}
        </RadioCards>
      )}
    </ChoiceGroup>
  );
}
