import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { GeneratePostsRequest } from '@shared/schemas/posts';
import { queryKeys } from '@/data/query-keys';
import { refreshCredits } from '@/data/refresh-credits';
import { trackEvent } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { enhancePrompt } from '../api/enhance-prompt';
import { streamPosts } from '../api/stream-posts';
import { generationReducer, initialGenerationState, type Failure } from '../lib/generation-state';

/** Besides the balance (spent or refunded): the counts and every list of posts. */
const AFFECTED_QUERIES = [queryKeys.stats, queryKeys.posts, queryKeys.postSearch];

const CONNECTION_CLOSED = 'The connection closed before your posts were saved. Please try again.';

class StageError extends Error {
  constructor(
    readonly stage: 'enhance' | 'generate',
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original));
  }
}

function toFailure({ stage, original }: StageError): Failure {
  if (original instanceof ApiError && original.status === 402) return { kind: 'credits' };
  return { kind: stage, detail: original instanceof ApiError ? original.serverMessage : undefined };
}

/**
 * Runs the generator: enhance the idea, then stream the versions, then keep
 * the saved posts. A new run abandons the one before; leaving the screen or
 * pressing Stop aborts the request, and the server refunds what it charged.
 */
export function useGeneration() {
  const [state, dispatch] = useReducer(generationReducer, initialGenerationState);
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const lastRunId = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (request: GeneratePostsRequest) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const runId = ++lastRunId.current;
      const { signal } = current;
      dispatch({ type: 'start', runId, request });
      let saved = 0;
      try {
        const enhancedPrompt = await enhancePrompt(request, { signal, idempotencyKey: newIdempotencyKey() }).catch(
          (error: unknown) => {
            throw new StageError('enhance', error);
          },
        );
        dispatch({ type: 'enhanced', runId });
        try {
          for await (const event of streamPosts(
            { ...request, enhancedPrompt },
            { signal, idempotencyKey: newIdempotencyKey() },
          )) {
            if (event.type === 'saved') saved = event.posts.length;
            dispatch({ ...event, runId });
          }
        } catch (error) {
          throw new StageError('generate', error);
        }
        if (saved === 0)
          throw new StageError(
            'generate',
            new ApiError({ status: 0, message: `0: ${CONNECTION_CLOSED}`, serverMessage: CONNECTION_CLOSED }),
          );
        trackEvent('Posts', 'Generated', saved);
        toast({
          title: 'Posts generated',
          description: `${saved} ${saved === 1 ? 'version was' : 'versions were'} saved to your Post History.`,
        });
      } catch (error) {
        if (signal.aborted) return;
        const failure =
          error instanceof StageError ? toFailure(error) : ({ kind: 'generate', detail: undefined } as const);
        dispatch({ type: 'failed', runId, failure });
      } finally {
        void refreshCredits(queryClient);
        for (const queryKey of AFFECTED_QUERIES) void queryClient.invalidateQueries({ queryKey });
        if (controller.current === current) controller.current = null;
      }
    },
    [queryClient],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'stopped', runId: lastRunId.current });
  }, []);

  return { state, run, stop };
}
