import { useMutation } from '@tanstack/react-query';
import { measurePostsResponseSchema, type MeasurePostsResponse } from '@shared/schemas/voice-samples';
import { api } from '@/lib/api-client';

/** POST /api/brand-voices/measure-posts: pasted posts measured for the wizard (free, nothing stored). */
export async function measurePosts(text: string): Promise<MeasurePostsResponse> {
  return measurePostsResponseSchema.parse(await api.post<unknown>('/api/brand-voices/measure-posts', { text }));
}

export function useMeasurePosts() {
  return useMutation({ mutationFn: measurePosts });
}
