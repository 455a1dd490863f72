import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  brandVoiceResponseSchema,
  type BrandVoiceResponse,
  type CloneBrandVoiceRequest,
} from '@shared/schemas/brand-voices';
import { refreshBrandVoices } from '@/data/refresh-brand-voices';
import { api } from '@/lib/api-client';

export type CloneBrandVoiceVariables = { id: string } & CloneBrandVoiceRequest;

export async function cloneBrandVoice({ id, name }: CloneBrandVoiceVariables): Promise<BrandVoiceResponse> {
  return brandVoiceResponseSchema.parse(
    await api.post<unknown>(`/api/brand-voice/${encodeURIComponent(id)}/clone`, { name }),
  );
}

/** POST /api/brand-voice/{id}/clone: a copy under a new name, never the default. */
export function useCloneBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
