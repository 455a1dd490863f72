import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeConsistencyResponseSchema, type ConsistencyAnalysis } from '@shared/schemas/posts';
import { queryKeys } from '@/data/query-keys';
import { refreshCredits } from '@/data/refresh-credits';
import { api, errorMessage } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import type { PostSearchResult } from './search-posts';

/** POST /api/posts/{id}/analyze-consistency: scores the post against the brand voice and stores the result on it. */
export async function analyzeConsistency(postId: string): Promise<ConsistencyAnalysis> {
  const body = await api.post<unknown>(`/api/posts/${encodeURIComponent(postId)}/analyze-consistency`, undefined, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  return analyzeConsistencyResponseSchema.parse(body).consistencyAnalysis;
}

export function useAnalyzeConsistency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeConsistency,
    onSuccess: (analysis, postId) => {
      // The card appears at once, on every cached history page that shows this post.
      queryClient.setQueriesData<PostSearchResult>({ queryKey: queryKeys.postSearch }, (old) =>
        old
          ? {
              ...old,
              posts: old.posts.map((post) =>
                post.id === postId
                  ? { ...post, consistencyAnalysis: analysis, analyzedAt: new Date(), analyzedBeforeEdit: false }
                  : post,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
      toast({ title: 'Analysis Complete', description: 'Brand voice consistency analysis has been completed.' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Analysis Failed',
        description: errorMessage(error, 'Failed to analyze brand voice consistency'),
      });
    },
    // A charge or a refund happened either way.
    onSettled: () => void refreshCredits(queryClient),
  });
}
