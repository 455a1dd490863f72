import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { EmailInput } from '@/components/account-inputs';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { SubmitButton } from '../components/submit-button';

type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  if (request.isSuccess) {
    return (
      <AuthCard
        title="Check your email"
        description={
          <>
            If an account exists for{' '}
            <span className="font-medium break-all text-foreground">{request.variables.email.trim()}</span>, we've sent
            a link to reset your password.
          </>
        }
      >
        <title>Check your email · Postwright</title>
        <div className="grid justify-items-center gap-5 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
            <MailCheckIcon className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">
            The link is valid for 1 hour. Didn't get it? Check your spam folder or{' '}
            <button
              type="button"
              className="cursor-pointer font-medium text-foreground underline underline-offset-4"
              onClick={() => request.reset()}
            >
              try again
            </button>
            .
          </p>
          <Button asChild className="w-full">
            <Link to="/auth">Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to reset it."
      footer={
        <Link
          to="/auth"
          className="inline-flex min-h-11 items-center gap-2 rounded-sm hover:text-foreground sm:min-h-8"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Login
        </Link>
      }
    >
      <title>Forgot password · Postwright</title>
      <form
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
        noValidate
        aria-label="Reset password request"
        className="grid gap-5"
      >
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          {(control) => <EmailInput {...control} placeholder="you@company.com" {...form.register('email')} />}
        </FormField>
        <FormError message={request.isError ? errorMessage(request.error, 'Failed to send reset email') : undefined} />
        <SubmitButton pending={request.isPending} label="Send Reset Link" pendingLabel="Sending..." />
      </form>
    </AuthCard>
  );
}
