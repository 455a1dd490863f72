import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN } from '@shared/constants';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/schemas/auth';
import { NewPasswordInput } from '@/components/account-inputs';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change Password with every message of customer-area §5 and §8. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({
          title: 'Password changed successfully!',
          description: 'Any other device signed in to your account has been signed out.',
        });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, FIELDS);
        toast({
          variant: 'destructive',
          title: 'Failed to change password',
          description: errorMessage(error, 'Please try again'),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="grid gap-5">
      <FormField id="current-password" label="Current Password" error={errors.currentPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="new-password"
          className="content-start"
          label="New Password"
          error={errors.newPassword?.message}
          hint={`At least ${PASSWORD_MIN} characters`}
        >
          {(control) => <NewPasswordInput {...control} {...form.register('newPassword')} />}
        </FormField>
        <FormField
          id="confirm-password"
          className="content-start"
          label="Confirm New Password"
          error={errors.confirmPassword?.message}
        >
          {(control) => <NewPasswordInput {...control} {...form.register('confirmPassword')} />}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending} className="max-sm:w-full">
          {change.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
