import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { refreshBrandVoices } from '@/data/refresh-brand-voices';
import { api } from '@/lib/api-client';

export function deleteBrandVoice(id: string): Promise<unknown> {
  return api.delete(`/api/brand-voice/${encodeURIComponent(id)}`);
}

/** DELETE /api/brand-voice/{id}: deleting the default promotes another voice on the server. */
export function useDeleteBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrandVoice,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.brandVoice(id), exact: true });
      await refreshBrandVoices(queryClient);
    },
  });
}
