import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@shared/schemas/stats';

export const statsQueryKey = ['/api/stats'] as const;

/** GET /api/stats through the default loader: totalPosts, totalImages, postsThisWeek. */
export function useStats() {
  return useQuery<Stats>({ queryKey: statsQueryKey });
}
