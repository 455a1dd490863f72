import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  abQuestionsResponseSchema,
  type AbQuestionsRequest,
  type AbQuestionsResponse,
} from '@shared/schemas/brand-voices';
import { refreshCredits } from '@/data/refresh-credits';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export async function generateAbQuestions(input: AbQuestionsRequest): Promise<AbQuestionsResponse> {
  // A fresh key per click: a retried request is not charged twice, a new click is a new purchase.
  const body = await api.post<unknown>('/api/brand-voice/generate-ab-questions', input, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  return abQuestionsResponseSchema.parse(body);
}

/**
 * POST /api/brand-voice/generate-ab-questions (2 credits). Whatever the
 * outcome, the balance may have moved (spent, or spent and refunded).
 */
export function useGenerateAbQuestions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateAbQuestions, onSettled: () => refreshCredits(queryClient) });
}
