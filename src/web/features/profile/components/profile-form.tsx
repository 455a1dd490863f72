import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { EMAIL_CHANGE_REQUESTED_MESSAGE, updateProfileSchema, type UpdateProfileInput } from '@shared/schemas/auth';
import { EmailInput, LinkedinProfileInput, OptionalLabel, ProfessionalTitleInput } from '@/components/account-inputs';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateProfile, type UpdateProfileValues } from '../api/update-profile';
import { ConfirmWithGoogle } from './confirm-with-google';
import type { SessionUser } from '@/data/get-current-user';

const FIELDS = ['fullName', 'email', 'linkedinProfile', 'professionalTitle', 'currentPassword'] as const;

/** The edit side of Basic Information (customer-area §2, §5: every field optional, the LinkedIn profile a URL). */
export function ProfileForm({
  user,
  onSaved,
  initialEmail,
  googleConfirmed = false,
}: {
  user: SessionUser;
  onSaved: () => void;
  initialEmail?: string;
  googleConfirmed?: boolean;
}) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileValues>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      fullName: user.fullName,
      email: initialEmail ?? user.email,
      linkedinProfile: user.linkedinProfile ?? '',
      professionalTitle: user.professionalTitle ?? '',
      currentPassword: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // A new e-mail needs the current password, and only takes effect from the link sent to it.
  const typedEmail = (useWatch({ control: form.control, name: 'email' }) ?? '').trim();
  const emailChanged = typedEmail.toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit((values) => {
    if (emailChanged && user.hasPassword && !values.currentPassword) {
      form.setError(
        'currentPassword',
        { type: 'required', message: 'Enter your current password to change your e-mail' },
        { shouldFocus: true },
      );
      return;
    }
    update.mutate(
      { ...values, currentPassword: emailChanged ? values.currentPassword : undefined },
      {
        onSuccess: () => {
          if (emailChanged) toast({ title: 'Check your new inbox', description: EMAIL_CHANGE_REQUESTED_MESSAGE });
          else toast({ title: 'Profile updated successfully!' });
          onSaved();
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Failed to update profile',
            description: errorMessage(error, 'Please try again'),
          });
          if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
          if (error instanceof ApiError && error.code === 'CONFLICT' && error.serverMessage) {
            form.setError('email', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit basic information" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-full-name" className="content-start" label="Full Name" error={errors.fullName?.message}>
          {/* The form opens on a click of Edit, so taking focus here is expected. */}
          {(control) => <Input {...control} autoComplete="name" autoFocus {...form.register('fullName')} />}
        </FormField>
        <FormField id="profile-email" className="content-start" label="Email" error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...form.register('email')} />}
        </FormField>
        {emailChanged && user.hasPassword ? (
          <FormField
            id="profile-current-password"
            className="content-start sm:col-span-2"
            label="Current Password"
            hint="We'll send a confirmation link to the new address; your e-mail changes when you open it."
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
        ) : null}
        {emailChanged && !user.hasPassword && user.googleLinked ? (
          <ConfirmWithGoogle email={typedEmail} confirmed={googleConfirmed} />
        ) : null}
        {emailChanged && !user.hasPassword && !user.googleLinked ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            Your account has no password yet: set one (Security, below) to change your e-mail.
          </p>
        ) : null}
        <FormField
          id="profile-linkedin"
          className="content-start"
          label={<OptionalLabel>LinkedIn Profile URL</OptionalLabel>}
          error={errors.linkedinProfile?.message}
        >
          {(control) => <LinkedinProfileInput {...control} {...form.register('linkedinProfile')} />}
        </FormField>
        <FormField
          id="profile-title"
          className="content-start"
          label={<OptionalLabel>Professional Title</OptionalLabel>}
          error={errors.professionalTitle?.message}
        >
          {(control) => <ProfessionalTitleInput {...control} {...form.register('professionalTitle')} />}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} className="max-sm:w-full">
          {update.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
