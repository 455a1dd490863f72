import { useQuery } from '@tanstack/react-query';
import { postListResponseSchema, type Post, type PostListResponse } from '@shared/schemas/posts';
import { queryKeys } from '@/data/query-keys';
import { api } from '@/lib/api-client';

export const RECENT_POSTS_LIMIT = 5;

export type RecentPost = Post;

// Keyed under the posts prefix, so a new generation (which invalidates it) refreshes this list too.
export const recentPostsQueryKey = [...queryKeys.posts, { limit: RECENT_POSTS_LIMIT }] as const;

export async function getRecentPosts(signal?: AbortSignal): Promise<PostListResponse> {
  return postListResponseSchema.parse(
    await api.get<unknown>(`${queryKeys.posts[0]}?limit=${RECENT_POSTS_LIMIT}`, signal ? { signal } : {}),
  );
}

export function useRecentPosts() {
  return useQuery({ queryKey: recentPostsQueryKey, queryFn: ({ signal }) => getRecentPosts(signal) });
}
