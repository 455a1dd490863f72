import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE } from '@shared/constants';
import { postSearchResponseSchema, type PostSearchResponse } from '@shared/schemas/posts';
import { queryKeys } from '@/data/query-keys';
import { api } from '@/lib/api-client';
import type { HistoryParams } from '../lib/history-params';

const SEARCH_POSTS_PATH = queryKeys.postSearch[0];
export const searchPostsQueryKey = (params: HistoryParams) => [SEARCH_POSTS_PATH, params] as const;

/** The answer, with the filters it answers (while the next page loads, the previous one stays on screen with its own count line). */
export type PostSearchResult = PostSearchResponse & { params: HistoryParams };

/** GET /api/posts/search: search, mood and period all run on the server, over every post of the user. */
export async function searchPosts(params: HistoryParams, signal?: AbortSignal): Promise<PostSearchResult> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(HISTORY_PAGE_SIZE) });
  if (params.search) query.set('search', params.search);
  if (params.mood) query.set('mood', params.mood);
  if (params.period) query.set('period', params.period);
  // parse, not a cast: it also turns createdAt into a Date.
  return {
    ...postSearchResponseSchema.parse(await api.get<unknown>(`${SEARCH_POSTS_PATH}?${query}`, { signal })),
    params,
  };
}

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export function useSearchPosts(params: HistoryParams) {
  return useQuery({
    queryKey: searchPostsQueryKey(params),
    queryFn: ({ signal }) => searchPosts(params, signal),
    placeholderData: keepPreviousData,
  });
}
