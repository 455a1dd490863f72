import { streamText } from 'ai';
import type { GenerationEvent, PostBrief, WriterContext } from '../writer';
import { WriterError } from '../writer-error';
import { startCall, toWriterError } from './call-control';
import { finalisePost } from './finalise-post';
import type { CallDeps } from './model-calls';
import { callSettings, endCall, estimateUsage } from './model-calls';

export type VersionRequest = { version: number; system: string; user: string; brief: PostBrief };

/**
 * One streamed call: its text as the provider sends it. A provider error in
 * mid-stream arrives as an `error` part (the SDK does not throw it); it is
 * thrown here, so the caller refunds. `siblings` aborts when another call of
 * the run has failed. Metered when it ends, however it ends.
 */
export async function* streamModelText(
  deps: CallDeps,
  prompt: { system: string; user: string },
  ctx: WriterContext,
  siblings: AbortSignal,
): AsyncGenerator<string> {
  const call = startCall(deps.timeoutMs, [ctx.signal, siblings]);
  let usage: { inputTokens?: number; outputTokens?: number } | undefined;
  let status: 'ok' | 'error' = 'error';
  let text = '';
  try {
    const result = streamText({
      ...callSettings(deps, prompt, call.signal),
      // Errors arrive as `error` parts below; without this the SDK also logs them to the console.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      call.touch();
      if (part.type === 'text-delta' && part.text) {
        text += part.text;
        yield part.text;
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw new WriterError('aborted', { cause: call.signal.reason });
      } else if (part.type === 'finish') {
        usage = part.totalUsage;
      }
    }
    if (call.signal.aborted) throw new WriterError('aborted', { cause: call.signal.reason });
    if (!text.trim())
      throw new WriterError('malformed', { message: 'The writer returned an empty post. Please try again.' });
    status = 'ok';
  } catch (error) {
    // An abort of our own timeout shows up as 'aborted' above: name it a timeout.
    throw toWriterError(
      error instanceof WriterError && error.reason === 'aborted' ? error.cause : error,
      call,
      ctx.signal,
    );
  } finally {
    // A stream that ends early has no usage report, yet the provider bills
    // the prompt and every token it sent: meter an estimate (decision 066).
    const metered = usage ?? (text ? estimateUsage(prompt.system + prompt.user, text) : undefined);
    await endCall(deps, ctx, call, { feature: 'post_generation', usage: metered, status });
  }
}

/** One version as one streamed call: deltas as the provider sends them, then `done` with the tidied text. */
export async function* streamVersion(
  deps: CallDeps,
  request: VersionRequest,
  ctx: WriterContext,
  siblings: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  let text = '';
  for await (const delta of streamModelText(deps, request, ctx, siblings)) {
    text += delta;
    yield { type: 'delta', version: request.version, text: delta };
  }
  yield { type: 'done', version: request.version, content: finalisePost(text, request.brief) };
}
