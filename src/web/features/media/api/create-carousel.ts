import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaResponseSchema, type Media } from '@shared/schemas/media';
import { refreshPostMedia } from '@/data/get-post-media';
import { api } from '@/lib/api-client';

/** POST /api/posts/{id}/carousel: a 5–10 slide PDF from the post (cover, one slide per point, closing slide). */
export async function createCarousel(postId: string): Promise<Media> {
  const body = await api.post<unknown>(`/api/posts/${encodeURIComponent(postId)}/carousel`);
  return mediaResponseSchema.parse(body).media;
}

export function useCreateCarousel(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCarousel(postId),
    onSuccess: () => refreshPostMedia(queryClient, postId),
  });
}
