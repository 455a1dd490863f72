import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, CheckCircle2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '@shared/constants';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { NewPasswordInput } from '@/components/account-inputs';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { SubmitButton } from '../components/submit-button';

type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;

export const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  if (reset.isSuccess) {
    return (
      <AuthCard
        title="Password updated"
        description="Your password has been reset. You can now sign in with your new password."
      >
        <title>Password updated · Postwright</title>
        <div className="grid justify-items-center gap-5">
          <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
            <CheckCircle2Icon className="size-6" aria-hidden="true" />
          </span>
          <Button asChild className="w-full">
            <Link to="/auth">Continue to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description={`Use at least ${PASSWORD_MIN} characters.`}>
      <title>Reset password · Postwright</title>
      <form
        onSubmit={form.handleSubmit(({ token: t, password }) => reset.mutate({ token: t, password }))}
        noValidate
        aria-label="Reset password"
        className="grid gap-5"
      >
        {!token ? (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>
              {INVALID_RESET_LINK}{' '}
              <Link to="/forgot-password" className="font-medium underline underline-offset-4">
                Request a new link
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}
        <FormField id="reset-password" label="New Password" error={errors.password?.message}>
          {(control) => <NewPasswordInput {...control} disabled={!token} {...form.register('password')} />}
        </FormField>
        <FormField id="reset-confirm" label="Confirm New Password" error={errors.confirmPassword?.message}>
          {(control) => <NewPasswordInput {...control} disabled={!token} {...form.register('confirmPassword')} />}
        </FormField>
        <FormError message={reset.isError ? errorMessage(reset.error, 'Failed to reset password') : undefined} />
        {reset.isError && reset.error instanceof ApiError && reset.error.status === 400 ? (
          <Link
            to="/forgot-password"
            className="-mt-2 w-fit rounded-sm text-sm font-medium underline underline-offset-4"
          >
            Request a new reset link
          </Link>
        ) : null}
        <SubmitButton pending={reset.isPending} disabled={!token} label="Reset Password" pendingLabel="Resetting..." />
      </form>
    </AuthCard>
  );
}
