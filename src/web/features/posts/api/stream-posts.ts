import {
  generationEventSchema,
  platformSchema,
  postSchema,
  type GeneratePostsRequest,
  type GenerationEvent,
  type Post,
} from '@shared/schemas/posts';
import { z } from '@shared/schemas/common';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { readSse } from '../lib/sse-reader';

export type StreamEvent = GenerationEvent | { type: 'saved'; posts: Post[] };

const savedSchema = z.object({ posts: z.array(postSchema), platform: platformSchema });
const errorEventSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  status: z.number().int().optional(),
});

type CallOptions = { signal: AbortSignal; idempotencyKey: string };

/**
 * POST /api/posts/generate/stream, read as it arrives. Yields each version's
 * deltas and final text, then the saved posts. Failures throw an ApiError,
 * whether the server refused before streaming (402, 400, 404: plain JSON) or
 * failed mid-stream (an `error` event; the server has refunded by then).
 */
export async function* streamPosts(
  request: GeneratePostsRequest,
  { signal, idempotencyKey }: CallOptions,
): AsyncGenerator<StreamEvent> {
  let response: Response;
  try {
    response = await fetch('/api/posts/generate/stream', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError({ status: 0, message: `0: ${NETWORK_ERROR_MESSAGE}`, serverMessage: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  if (!response.body) throw new ApiError({ status: response.status, message: `${response.status}: Empty response` });

  for await (const message of readSse(response.body, signal)) {
    const data: unknown = JSON.parse(message.data);
    if (message.event === 'delta' || message.event === 'done') {
      yield generationEventSchema.parse(data);
    } else if (message.event === 'saved') {
      yield { type: 'saved', posts: savedSchema.parse(data).posts };
    } else if (message.event === 'error') {
      const { message: text, status = 500 } = errorEventSchema.parse(data);
      throw new ApiError({ status, message: `${status}: ${text}`, serverMessage: text });
    }
  }
}
