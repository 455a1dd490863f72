import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaResponseSchema, type Media } from '@shared/schemas/media';
import { refreshCredits } from '@/data/refresh-credits';
import { refreshPostMedia } from '@/data/get-post-media';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** POST /api/posts/{id}/media with an AI prompt: charged image_generation, refunded by the server if it fails. */
export async function generateAiImage(postId: string, prompt: string, idempotencyKey: string): Promise<Media> {
  const body = await api.post<unknown>(
    `/api/posts/${encodeURIComponent(postId)}/media`,
    { kind: 'ai', prompt },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return mediaResponseSchema.parse(body).media;
}

export function useGenerateAiImage(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per click: a retried request is never charged twice.
    mutationFn: (prompt: string) => generateAiImage(postId, prompt, newIdempotencyKey()),
    onSuccess: () => refreshPostMedia(queryClient, postId),
    // Spent, or spent and refunded: the balance is read again either way.
    onSettled: () => refreshCredits(queryClient),
  });
}
