import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/native-select';

/**
 * The category list of the wizard in use. A voice made in the other wizard
 * may carry a category from the other list: it stays selectable.
 */
export function CategoryField({
  id,
  options,
  current,
  error,
  registration,
}: {
  id: string;
  options: readonly string[];
  current: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const all = options.includes(current) || !current ? options : [...options, current];
  return (
    <FormField id={id} label="Category" error={error}>
      {(control) => (
        <NativeSelect {...control} {...registration}>
          {all.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
