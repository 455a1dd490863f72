import { useMutation } from '@tanstack/react-query';
import { contactResponseSchema, type ContactMessageInput, type ContactResponse } from '@shared/schemas/contact';
import { trackEvent } from '@/lib/analytics';
import { api } from '@/lib/api-client';

export async function sendContactMessage(input: ContactMessageInput): Promise<ContactResponse> {
  return contactResponseSchema.parse(await api.post<unknown>('/api/contact', input));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, onSuccess: () => trackEvent('Contact', 'Message sent') });
}
