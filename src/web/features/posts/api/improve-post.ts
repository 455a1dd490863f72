import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  improveMenuResponseSchema,
  improveResponseSchema,
  type ImproveMenuItem,
  type ImproveRequest,
  type ImproveResponse,
} from '@shared/schemas/improve';
import { queryKeys } from '@/data/query-keys';
import { refreshCredits } from '@/data/refresh-credits';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { PostSearchResult } from './search-posts';

/** GET /api/posts/improve-menu: the Improve menu's tools, what each costs and which the writer can do. */
export async function fetchImproveMenu({ signal }: { signal?: AbortSignal } = {}): Promise<ImproveMenuItem[]> {
  return improveMenuResponseSchema.parse(await api.get<unknown>(queryKeys.improveMenu[0], { signal })).items;
}

export function useImproveMenu({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.improveMenu, queryFn: fetchImproveMenu, enabled, staleTime: 60_000 });
}

/** POST /api/posts/{id}/improve: the post changed in place (saved as an edit), or first lines to pick from. */
export async function improvePost(postId: string, request: ImproveRequest): Promise<ImproveResponse> {
  const body = await api.post<unknown>(`/api/posts/${encodeURIComponent(postId)}/improve`, request, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  return improveResponseSchema.parse(body);
}

/** Runs one tool; a changed post goes into every cached list that shows it, and the balance is fetched again. */
export function useImprovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, request }: { postId: string; request: ImproveRequest }) => improvePost(postId, request),
    onSuccess: (answer) => {
      if (answer.kind === 'changed') {
        const saved = answer.post;
        queryClient.setQueriesData<PostSearchResult>({ queryKey: queryKeys.postSearch }, (old) =>
          old ? { ...old, posts: old.posts.map((post) => (post.id === saved.id ? saved : post)) } : old,
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
      }
    },
    onSettled: () => void refreshCredits(queryClient),
  });
}
