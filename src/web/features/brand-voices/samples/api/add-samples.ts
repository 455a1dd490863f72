import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSamplesResponseSchema, type AddSamplesResponse } from '@shared/schemas/voice-samples';
import { api, ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { voiceSamplesKeys } from './voice-samples-keys';

export type AddSamplesInput = { posts: string[] } | { file: File };

/** POST /api/brand-voices/{id}/samples: pasted posts as JSON, or one file (Shares.csv, CSV, TXT) as multipart. */
export async function addSamples(voiceId: string, input: AddSamplesInput): Promise<AddSamplesResponse> {
  const path = `/api/brand-voices/${voiceId}/samples`;
  if ('posts' in input) return addSamplesResponseSchema.parse(await api.post<unknown>(path, { posts: input.posts }));
  const form = new FormData();
  form.append('file', input.file);
  let response: Response;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, message: `0: ${NETWORK_ERROR_MESSAGE}`, serverMessage: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  return addSamplesResponseSchema.parse(await response.json());
}

export function useAddSamples(voiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddSamplesInput) => addSamples(voiceId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(voiceSamplesKeys.all(voiceId)[0]),
      }),
  });
}
