import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandVoiceKey, refreshBrandVoices } from './brand-voice-keys';

export function deleteBrandVoice(id: string): Promise<unknown> {
  return api.delete(`/api/brand-voice/${encodeURIComponent(id)}`);
}

/** DELETE /api/brand-voice/{id}: deleting the default promotes another voice on the server. */
export function useDeleteBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrandVoice,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: brandVoiceKey(id), exact: true });
      await refreshBrandVoices(queryClient);
    },
  });
}
