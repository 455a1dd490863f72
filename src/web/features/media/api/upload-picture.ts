import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaResponseSchema, type Media } from '@shared/schemas/media';
import { refreshPostMedia } from '@/data/get-post-media';
import { uploadFile } from '@/lib/upload-file';

/** POST /api/posts/{id}/media as multipart: the server checks the bytes and re-encodes the picture. */
export async function uploadPicture(postId: string, file: File): Promise<Media> {
  const body = await uploadFile<unknown>('POST', `/api/posts/${encodeURIComponent(postId)}/media`, file);
  return mediaResponseSchema.parse(body).media;
}

export function useUploadPicture(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPicture(postId, file),
    onSuccess: () => refreshPostMedia(queryClient, postId),
  });
}
