import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbQuestionsRequest, AbQuestionsResponse } from '@shared/schemas/brand-voices';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '../idempotency-key';

export function generateAbQuestions(input: AbQuestionsRequest): Promise<AbQuestionsResponse> {
  // A fresh key per click: a retried request is not charged twice, a new click is a new purchase.
  return api.post<AbQuestionsResponse>('/api/brand-voice/generate-ab-questions', input, { headers: { 'Idempotency-Key': newIdempotencyKey() } });
}

/**
 * POST /api/brand-voice/generate-ab-questions (2 credits). Whatever the outcome,
 * the balance may have moved (spent, or spent and refunded), so both places
 * that show it are refreshed.
 */
export function useGenerateAbQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAbQuestions,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/credits/info'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/auth/me'] }),
      ]),
  });
}
