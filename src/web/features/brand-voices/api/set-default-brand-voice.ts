import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandVoiceResponseSchema, type BrandVoiceResponse } from '@shared/schemas/brand-voices';
import { refreshBrandVoices } from '@/data/refresh-brand-voices';
import { api } from '@/lib/api-client';

export async function setDefaultBrandVoice(id: string): Promise<BrandVoiceResponse> {
  return brandVoiceResponseSchema.parse(
    await api.post<unknown>(`/api/brand-voice/${encodeURIComponent(id)}/set-default`),
  );
}

/** POST /api/brand-voice/{id}/set-default: exactly one voice is the default afterwards. */
export function useSetDefaultBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
