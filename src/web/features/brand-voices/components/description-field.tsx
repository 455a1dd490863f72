import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { DESCRIPTION_MAX } from '@shared/schemas/brand-voices';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';

/** The voice's description in the user's own words, with a character count. */
export function DescriptionField({
  id,
  control,
  error,
  registration,
}: {
  id: string;
  control: Control<{ description: string }>;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const length = (useWatch({ control, name: 'description' }) ?? '').length;
  return (
    <FormField
      id={id}
      label={
        <>
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </>
      }
      error={error}
      hint={`${length} / ${DESCRIPTION_MAX}`}
    >
      {(field) => (
        <Textarea
          {...field}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          placeholder="e.g. Practical, warm and a little nerdy. I write about product design for early-stage founders."
          {...registration}
        />
      )}
    </FormField>
  );
}
