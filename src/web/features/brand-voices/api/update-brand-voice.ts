import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandVoiceResponseSchema, type BrandVoiceInput, type BrandVoiceResponse } from '@shared/schemas/brand-voices';
import { refreshBrandVoices } from '@/data/refresh-brand-voices';
import { api } from '@/lib/api-client';

export type UpdateBrandVoiceVariables = { id: string; input: BrandVoiceInput };

export async function updateBrandVoice({ id, input }: UpdateBrandVoiceVariables): Promise<BrandVoiceResponse> {
  return brandVoiceResponseSchema.parse(await api.put<unknown>(`/api/brand-voices/${encodeURIComponent(id)}`, input));
}

/** PUT /api/brand-voices/{id}: replaces every answer, so callers send them all. */
export function useUpdateBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
