import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginSchema, type LoginInput } from '@shared/schemas/auth';
import { EmailInput } from '@/components/account-inputs';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { peekReturnTo } from '@/lib/return-to';
import { useSignIn, type SignInValues } from '../api/sign-in';
import { redirectHome } from '../redirect-home';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

export function SignInForm() {
  const signIn = useSignIn();
  const form = useForm<LoginInput, unknown, SignInValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // Stays "Signing in..." through the redirect, so nobody submits twice.
  const pending = signIn.isPending || signIn.isSuccess;

  const onSubmit = form.handleSubmit((values) => {
    const target = peekReturnTo();
    signIn.mutate(values, { onSuccess: () => redirectHome(target) });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="grid gap-5">
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        {(control) => <EmailInput {...control} placeholder="you@company.com" {...form.register('email')} />}
      </FormField>
      <div className="grid gap-2">
        <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </FormField>
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 w-fit items-center rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline sm:min-h-0"
        >
          Forgot your password?
        </Link>
      </div>
      <FormError message={signIn.isError ? errorMessage(signIn.error, 'Failed to login') : undefined} />
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
