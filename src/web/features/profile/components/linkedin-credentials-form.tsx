import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  linkedinCredentialsSchema,
  type LinkedInCredentials,
  type LinkedInCredentialsInput,
} from '@shared/schemas/linkedin';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveLinkedInCredentials } from '../api/save-linkedin-credentials';

const FIELDS = ['clientId', 'clientSecret', 'redirectUri'] as const;

/**
 * A user's own LinkedIn app (customer-area §5: Client ID, Client Secret and
 * Redirect URI, all required; the redirect URI defaults to our callback).
 * The stored secret is never shown again: the field starts empty.
 */
export function LinkedInCredentialsForm({
  clientId,
  redirectUri,
  onSaved,
  onCancel,
}: {
  clientId?: string;
  redirectUri: string;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveLinkedInCredentials();
  const form = useForm<LinkedInCredentialsInput, unknown, LinkedInCredentials>({
    resolver: zodResolver(linkedinCredentialsSchema),
    defaultValues: { clientId: clientId ?? '', clientSecret: '', redirectUri },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'LinkedIn credentials saved successfully' });
        form.reset({ ...values, clientSecret: '' });
        onSaved?.();
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Failed to save credentials',
          description: 'Please check your credentials and try again',
        });
        applyServerFieldErrors(error, form.setError, FIELDS);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="LinkedIn app credentials" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="linkedin-client-id" className="content-start" label="Client ID" error={errors.clientId?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. 86abcd1234efgh"
              {...form.register('clientId')}
            />
          )}
        </FormField>
        <FormField
          id="linkedin-client-secret"
          className="content-start"
          label="Client Secret"
          error={errors.clientSecret?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={clientId ? 'Enter it again to change' : 'Primary Client Secret'}
              {...form.register('clientSecret')}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-1.5">
        <FormField id="linkedin-redirect-uri" label="Redirect URI" error={errors.redirectUri?.message}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              {...form.register('redirectUri')}
            />
          )}
        </FormField>
        <p className="text-xs text-muted-foreground">
          Add this exact URL under “Authorized redirect URLs” on your LinkedIn app’s Auth tab.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {save.isPending ? 'Saving...' : 'Save Credentials'}
        </Button>
      </div>
    </form>
  );
}
