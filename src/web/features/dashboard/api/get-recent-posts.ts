import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/schemas/common';
import type { postListResponseSchema } from '@shared/schemas/posts';
import { api } from '@/lib/api-client';

export const RECENT_POSTS_LIMIT = 5;

// The JSON as it arrives: timestamps are ISO strings (the schema's input side).
export type PostListResponse = z.input<typeof postListResponseSchema>;
export type RecentPost = PostListResponse['posts'][number];

// Keyed under '/api/posts' so a new generation (which invalidates ['/api/posts']) refreshes this list too.
export const recentPostsQueryKey = ['/api/posts', { limit: RECENT_POSTS_LIMIT }] as const;

export function getRecentPosts(signal?: AbortSignal): Promise<PostListResponse> {
  return api.get<PostListResponse>(`/api/posts?limit=${RECENT_POSTS_LIMIT}`, signal ? { signal } : {});
}

export function useRecentPosts() {
  return useQuery({ queryKey: recentPostsQueryKey, queryFn: ({ signal }) => getRecentPosts(signal) });
}
