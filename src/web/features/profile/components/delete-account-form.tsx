import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, Trash2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DELETE_CONFIRMATION_WORD,
  deleteAccountWithConfirmationSchema,
  deleteAccountWithPasswordSchema,
  type DeleteAccountInput,
} from '@shared/schemas/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

function Actions({ pending }: { pending: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant="destructive" disabled={pending}>
        {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <Trash2Icon aria-hidden="true" />}
        {pending ? 'Deleting...' : 'Delete Account'}
      </Button>
    </DialogFooter>
  );
}

/** A failure the server did not tie to the field (rate limit, outage) is shown above the buttons. */
function GeneralError({ error, field }: { error: unknown; field: string }) {
  if (!error || (error instanceof ApiError && error.fields?.[field])) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(error, 'Your account could not be deleted. Please try again.')}
    </p>
  );
}

function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields?.[field] : undefined;
}

type Field = keyof DeleteAccountInput;

/** One field that confirms the deletion, then Cancel and Delete Account. */
function ConfirmDeletionForm({
  field,
  schema,
  label,
  input,
}: {
  field: Field;
  schema: z.ZodType<Partial<Record<Field, string>>, Partial<Record<Field, string>>>;
  label: string;
  input: ComponentProps<typeof Input>;
}) {
  const remove = useDeleteAccount();
  const form = useForm<Partial<Record<Field, string>>>({
    resolver: zodResolver(schema),
    defaultValues: { [field]: '' },
  });
  const pending = remove.isPending || remove.isSuccess;
  const error = form.formState.errors[field]?.message ?? fieldError(remove.error, field);
  return (
    <form
      noValidate
      aria-label="Confirm account deletion"
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) => remove.mutate(values))}
    >
      <FormField id={`delete-${field}`} label={label} error={error}>
        {(control) => (
          <Input
            {...control}
            {...input}
            {...form.register(field, { onChange: () => remove.isError && remove.reset() })}
          />
        )}
      </FormField>
      <GeneralError error={remove.error} field={field} />
      <Actions pending={pending} />
    </form>
  );
}

/** Accounts with a password confirm with it. */
export function DeleteWithPasswordForm() {
  return (
    <ConfirmDeletionForm
      field="password"
      schema={deleteAccountWithPasswordSchema}
      label="Password"
      input={{ type: 'password', autoComplete: 'current-password' }}
    />
  );
}

/** Google-only accounts have no password: they type DELETE. */
export function DeleteWithWordForm() {
  return (
    <ConfirmDeletionForm
      field="confirmation"
      schema={deleteAccountWithConfirmationSchema}
      label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
      input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
    />
  );
}
