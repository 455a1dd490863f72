import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPostMedia } from '@/data/get-post-media';
import { api } from '@/lib/api-client';

/** DELETE /api/media/{id}: the picture or carousel leaves the post (and storage). */
export async function deleteMedia(mediaId: string): Promise<void> {
  await api.delete<unknown>(`/api/media/${encodeURIComponent(mediaId)}`);
}

export function useDeleteMedia(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) => deleteMedia(mediaId),
    onSuccess: () => refreshPostMedia(queryClient, postId),
  });
}
