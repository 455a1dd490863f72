import { useQuery } from '@tanstack/react-query';
import { brandKitSchema, type BrandKitView } from '@shared/schemas/media';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/brand-kit: the colours, font and logo the user's cards and carousels are drawn in. */
export async function fetchBrandKit({ signal }: { signal?: AbortSignal } = {}): Promise<BrandKitView> {
  return brandKitSchema.parse(await api.get<unknown>(queryKeys.brandKit[0], { signal }));
}

export function useBrandKit() {
  return useQuery({ queryKey: queryKeys.brandKit, queryFn: fetchBrandKit });
}
