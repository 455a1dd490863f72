import { useQuery, type QueryClient } from '@tanstack/react-query';
import { mediaListResponseSchema, type Media } from '@shared/schemas/media';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

export type PostMediaList = { media: Media[]; proposedPrompt: string };

/** GET /api/posts/{id}/media: the post's pictures and carousels, newest first, and an AI prompt proposed from it. */
export async function fetchPostMedia(postId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PostMediaList> {
  return mediaListResponseSchema.parse(await api.get<unknown>(queryKeys.postMedia(postId)[0], { signal }));
}

/**
 * A post's media. Asked only where it is shown (an open preview tab, the media dialog), so a page of ten
 * history cards makes no request for pictures it does not show.
 */
export function usePostMedia(postId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.postMedia(postId ?? ''),
    queryFn: ({ signal }) => fetchPostMedia(postId!, { signal }),
    enabled: enabled && Boolean(postId),
  });
}

/** What publishes with the post (the server attaches its newest media) and what the previews show. */
export const attachedMedia = (list: PostMediaList | undefined): Media | undefined => list?.media[0];

/** After a picture or carousel is made, changed or removed: the post's list and the "Images Created" count. */
export function refreshPostMedia(queryClient: QueryClient, postId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.postMedia(postId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
  ]);
}
