import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { voiceSamplesKeys } from './voice-samples-keys';

/** DELETE /api/brand-voices/{id}/samples/{sampleId}. */
export function useDeleteSample(voiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sampleId: string) => api.delete<unknown>(`/api/brand-voices/${voiceId}/samples/${sampleId}`),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(voiceSamplesKeys.all(voiceId)[0]),
      }),
  });
}
