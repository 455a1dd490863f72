import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactResponse } from '@shared/schemas/contact';
import { api } from '@/lib/api-client';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactResponse> {
  return api.post<ContactResponse>('/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
