import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandVoiceResponseSchema, type BrandVoiceInput, type BrandVoiceResponse } from '@shared/schemas/brand-voices';
import { refreshBrandVoices } from '@/data/refresh-brand-voices';
import { api } from '@/lib/api-client';

export async function createBrandVoice(input: BrandVoiceInput): Promise<BrandVoiceResponse> {
  return brandVoiceResponseSchema.parse(await api.post<unknown>('/api/brand-voice', input));
}

/** POST /api/brand-voice: the server writes the voice's generatedPrompt. */
export function useCreateBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
