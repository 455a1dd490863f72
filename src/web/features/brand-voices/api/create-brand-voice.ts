import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandVoiceInput } from '@shared/schemas/brand-voices';
import { api } from '@/lib/api-client';
import type { BrandVoiceJsonResponse } from '../types';
import { refreshBrandVoices } from './brand-voice-keys';

export function createBrandVoice(input: BrandVoiceInput): Promise<BrandVoiceJsonResponse> {
  return api.post<BrandVoiceJsonResponse>('/api/brand-voice', input);
}

/** POST /api/brand-voice: the server writes the voice's generatedPrompt. */
export function useCreateBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
