import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, Loader2Icon, SendIcon } from 'lucide-react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { contactMessageSchema, type ContactMessageInput } from '@shared/schemas/contact';
import { EmailInput } from '@/components/account-inputs';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useSendContactMessage } from '../api/send-contact-message';
import { MessageSentPanel } from './message-sent-panel';

export const CONTACT_FAILED_MESSAGE = 'Failed to send message. Please try again or contact us directly.';
const MESSAGE_MAX = 5000;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** Contact form states: editing, sending, sent, or error (money-and-admin §4). */
export function ContactForm() {
  const mutation = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      // Server-side validation speaks the same schema: put each message under its field.
      if (error instanceof ApiError && error.fields) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      }
    }
  });

  if (mutation.isSuccess) {
    return (
      <MessageSentPanel
        onSendAnother={() => {
          form.reset(EMPTY);
          mutation.reset();
        }}
      />
    );
  }

  const isSending = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="grid gap-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" disabled={isSending} {...form.register('name')} />}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          {(control) => <EmailInput {...control} disabled={isSending} {...form.register('email')} />}
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} disabled={isSending} {...form.register('subject')} />}
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        hint={<CharacterCount control={form.control} />}
      >
        {(control) => (
          <Textarea {...control} rows={6} maxLength={MESSAGE_MAX} disabled={isSending} {...form.register('message')} />
        )}
      </FormField>
      {mutation.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{errorMessage(mutation.error, CONTACT_FAILED_MESSAGE)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">All fields are required.</p>
        <Button type="submit" disabled={isSending} className="sm:min-w-40">
          {isSending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {isSending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}

function CharacterCount({ control }: { control: Control<ContactMessageInput> }) {
  const length = useWatch({ control, name: 'message' }).length;
  return (
    <>
      {formatNumber(length)} / {formatNumber(MESSAGE_MAX)}
    </>
  );
}
