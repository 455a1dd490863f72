import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishToLinkedInResponseSchema, type PublishToLinkedInResponse } from '@shared/schemas/linkedin';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/data/query-keys';
import type { PostSearchResult } from './search-posts';

export type PublishInput = { postId: string; force?: boolean; target?: string };

/** POST /api/linkedin/publish: the post goes to LinkedIn as the member; `force` publishes it a second time. */
export async function publishToLinkedIn({
  postId,
  force = false,
  target,
}: PublishInput): Promise<PublishToLinkedInResponse> {
  // Without a target the server uses the user's default (their profile, or the page chosen in the profile).
  const body = await api.post<unknown>('/api/linkedin/publish', { postId, force, ...(target ? { target } : {}) });
  return publishToLinkedInResponseSchema.parse(body);
}

/**
 * Publishes and writes the result into every cached list that shows the post,
 * so the history and the dashboard show "Published" at once. A failure
 * re-reads the user: LinkedIn may have ended the connection (401 → expired).
 */
export function usePublishToLinkedIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishToLinkedIn,
    onSuccess: (result) => {
      queryClient.setQueriesData<PostSearchResult>({ queryKey: queryKeys.postSearch }, (old) =>
        old
          ? {
              ...old,
              posts: old.posts.map((post) =>
                post.id === result.postId
                  ? {
                      ...post,
                      linkedinPostUrn: result.linkedinPostUrn,
                      linkedinPublishedAt: result.linkedinPublishedAt,
                    }
                  : post,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['/api/posts'] });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
