import { enhancePromptResponseSchema, type GeneratePostsRequest } from '@shared/schemas/posts';
import { api } from '@/lib/api-client';

type CallOptions = { signal: AbortSignal; idempotencyKey: string };

/** POST /api/posts/enhance-prompt: the idea and options in, a fuller brief for the writer out. */
export async function enhancePrompt(
  request: GeneratePostsRequest,
  { signal, idempotencyKey }: CallOptions,
): Promise<string> {
  const { versions: _versions, enhancedPrompt: _previous, ...options } = request;
  const body = await api.post<unknown>('/api/posts/enhance-prompt', options, {
    signal,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return enhancePromptResponseSchema.parse(body).enhancedPrompt;
}
