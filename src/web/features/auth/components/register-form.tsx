import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN } from '@shared/constants';
import { registerSchema, type RegisterInput } from '@shared/schemas/auth';
import {
  EmailInput,
  LinkedinProfileInput,
  NewPasswordInput,
  OptionalLabel,
  ProfessionalTitleInput,
} from '@/components/account-inputs';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { peekReturnTo } from '@/lib/return-to';
import { useRegister, type RegisterValues } from '../api/register';
import { redirectHome } from '../redirect-home';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

const EMPTY: RegisterInput = { fullName: '', email: '', password: '', professionalTitle: '', linkedinProfile: '' };
const FIELDS = ['fullName', 'email', 'password', 'professionalTitle', 'linkedinProfile'] as const;

export function RegisterForm() {
  const register = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const pending = register.isPending || register.isSuccess;

  const onSubmit = form.handleSubmit((values) => {
    const target = peekReturnTo();
    register.mutate(values, {
      onSuccess: () => redirectHome(target),
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
        // "An account with this email already exists" belongs under the e-mail.
        if (error instanceof ApiError && error.code === 'CONFLICT' && error.serverMessage) {
          form.setError('email', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
        }
      },
    });
  });
  // A message the server tied to a field is shown there, not twice.
  const fieldHasServerError = FIELDS.some((name) => errors[name]?.type === 'server');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account" className="grid gap-5">
      <FormField id="register-full-name" label="Full Name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        {(control) => <EmailInput {...control} placeholder="you@company.com" {...form.register('email')} />}
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN} characters`}
      >
        {(control) => <NewPasswordInput {...control} {...form.register('password')} />}
      </FormField>
      <FormField
        id="register-title"
        label={<OptionalLabel>Professional Title</OptionalLabel>}
        error={errors.professionalTitle?.message}
      >
        {(control) => <ProfessionalTitleInput {...control} {...form.register('professionalTitle')} />}
      </FormField>
      <FormField
        id="register-linkedin"
        label={<OptionalLabel>LinkedIn Profile</OptionalLabel>}
        error={errors.linkedinProfile?.message}
      >
        {(control) => <LinkedinProfileInput {...control} {...form.register('linkedinProfile')} />}
      </FormField>
      <FormError
        message={
          register.isError && !fieldHasServerError
            ? errorMessage(register.error, 'Failed to create account')
            : undefined
        }
      />
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating account..." />
    </form>
  );
}
