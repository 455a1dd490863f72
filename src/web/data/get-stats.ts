import { useQuery } from '@tanstack/react-query';
import { statsSchema, type Stats } from '@shared/schemas/stats';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/stats: totalPosts, totalImages, postsThisWeek (dashboard and profile). */
export async function fetchStats({ signal }: { signal?: AbortSignal } = {}): Promise<Stats> {
  return statsSchema.parse(await api.get<unknown>(queryKeys.stats[0], { signal }));
}

export function useStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: fetchStats });
}
