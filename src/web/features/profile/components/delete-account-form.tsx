import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, Trash2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DELETE_CONFIRMATION_WORD, deleteAccountWithConfirmationSchema, deleteAccountWithPasswordSchema } from '@shared/schemas/auth';
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

/** Accounts with a password confirm with it. */
export function DeleteWithPasswordForm() {
  const remove = useDeleteAccount();
  const form = useForm<{ password: string }>({ resolver: zodResolver(deleteAccountWithPasswordSchema), defaultValues: { password: '' } });
  const pending = remove.isPending || remove.isSuccess;
  const error = form.formState.errors.password?.message ?? fieldError(remove.error, 'password');
  return (
    <form noValidate aria-label="Confirm account deletion" className="grid gap-5" onSubmit={form.handleSubmit((values) => remove.mutate(values))}>
      <FormField id="delete-password" label="Password" error={error}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password', { onChange: () => remove.isError && remove.reset() })}
          />
        )}
      </FormField>
      <GeneralError error={remove.error} field="password" />
      <Actions pending={pending} />
    </form>
  );
}

/** Google-only accounts have no password: they type DELETE. */
export function DeleteWithWordForm() {
  const remove = useDeleteAccount();
  const form = useForm<{ confirmation: string }>({ resolver: zodResolver(deleteAccountWithConfirmationSchema), defaultValues: { confirmation: '' } });
  const pending = remove.isPending || remove.isSuccess;
  const error = form.formState.errors.confirmation?.message ?? fieldError(remove.error, 'confirmation');
  return (
    <form noValidate aria-label="Confirm account deletion" className="grid gap-5" onSubmit={form.handleSubmit((values) => remove.mutate(values))}>
      <FormField id="delete-confirmation" label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} error={error}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.register('confirmation', { onChange: () => remove.isError && remove.reset() })}
          />
        )}
      </FormField>
      <GeneralError error={remove.error} field="confirmation" />
      <Actions pending={pending} />
    </form>
  );
}
