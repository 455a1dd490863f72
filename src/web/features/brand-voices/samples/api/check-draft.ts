import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkDraftResponseSchema } from '@shared/schemas/voice-samples';
import type { ConsistencyAnalysis } from '@shared/schemas/posts';
import { refreshCredits } from '@/data/refresh-credits';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** POST /api/brand-voices/{id}/check: a draft scored against the voice (the analysis's credit cost). */
export async function checkDraft(voiceId: string, text: string): Promise<ConsistencyAnalysis> {
  const answer = await api.post<unknown>(
    `/api/brand-voices/${voiceId}/check`,
    { text },
    { headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );
  return checkDraftResponseSchema.parse(answer).consistencyAnalysis;
}

export function useCheckDraft(voiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => checkDraft(voiceId, text),
    onSettled: () => refreshCredits(queryClient),
  });
}
