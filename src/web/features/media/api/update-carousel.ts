import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaResponseSchema, type Media, type UpdateSlidesRequest } from '@shared/schemas/media';
import { refreshPostMedia } from '@/data/get-post-media';
import { api } from '@/lib/api-client';

/** PATCH /api/media/{id}: the slides' text and order and the document's title; the server renders the PDF again. */
export async function updateCarousel(mediaId: string, input: UpdateSlidesRequest): Promise<Media> {
  const body = await api.patch<unknown>(`/api/media/${encodeURIComponent(mediaId)}`, input);
  return mediaResponseSchema.parse(body).media;
}

export function useUpdateCarousel(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, input }: { mediaId: string; input: UpdateSlidesRequest }) => updateCarousel(mediaId, input),
    onSuccess: () => refreshPostMedia(queryClient, postId),
  });
}
