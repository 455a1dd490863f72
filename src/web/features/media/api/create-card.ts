import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaResponseSchema, type CardFormat, type CardTemplate, type Media } from '@shared/schemas/media';
import { refreshPostMedia } from '@/data/get-post-media';
import { api } from '@/lib/api-client';

/** POST /api/posts/{id}/media with a card: drawn by the server in the brand kit, free, no network. */
export async function createCard(postId: string, template: CardTemplate, format: CardFormat): Promise<Media> {
  const body = await api.post<unknown>(`/api/posts/${encodeURIComponent(postId)}/media`, {
    kind: 'card',
    template,
    format,
  });
  return mediaResponseSchema.parse(body).media;
}

export function useCreateCard(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, format }: { template: CardTemplate; format: CardFormat }) =>
      createCard(postId, template, format),
    onSuccess: () => refreshPostMedia(queryClient, postId),
  });
}
