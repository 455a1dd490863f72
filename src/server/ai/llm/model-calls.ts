import { generateText, type LanguageModel } from 'ai';
import type { WriterContext } from '../writer';
import { WriterError } from '../writer-error';
import { startCall, toWriterError, type CallControl } from './call-control';
import type { Meter, MeteredFeature } from './metering';

export type CallDeps = {
  model: LanguageModel;
  meter: Meter;
  /** Give up when nothing has arrived for this long (an idle, not a total, timeout). */
  timeoutMs: number;
  maxOutputTokens: number;
  /** Retries of the SDK for transient provider errors (429, 5xx) before any output. */
  maxRetries: number;
};

export type Prompt = { feature: MeteredFeature; system: string; user: string };

/** What every text call sends: the model, the system prompt and one user message, the limits and the signal. */
export function callSettings(deps: CallDeps, prompt: { system: string; user: string }, abortSignal: AbortSignal) {
  return {
    model: deps.model,
    system: prompt.system,
    messages: [{ role: 'user' as const, content: prompt.user }],
    maxOutputTokens: deps.maxOutputTokens,
    maxRetries: deps.maxRetries,
    abortSignal,
  };
}

/** One plain-text call, metered. */
export async function callForText(deps: CallDeps, prompt: Prompt, ctx: WriterContext): Promise<string> {
  const call = startCall(deps.timeoutMs, [ctx.signal]);
  let usage: Usage | undefined;
  let status: 'ok' | 'error' = 'error';
  try {
    const result = await generateText(callSettings(deps, prompt, call.signal));
    usage = result.usage;
    const text = result.text.trim();
    if (!text)
      throw new WriterError('malformed', { message: 'The writer returned an empty answer. Please try again.' });
    status = 'ok';
    return text;
  } catch (error) {
    throw toWriterError(error, call, ctx.signal);
  } finally {
    await endCall(deps, ctx, call, { feature: prompt.feature, usage, status });
  }
}

export type Usage = { inputTokens?: number; outputTokens?: number };

/** Ends a call: frees its timer and meters it with the tokens the provider reported (none: 0). */
export async function endCall(
  deps: Pick<CallDeps, 'meter'>,
  ctx: WriterContext,
  call: CallControl,
  metered: { feature: MeteredFeature; usage: Usage | undefined; status: 'ok' | 'error' },
): Promise<void> {
  call.dispose();
  await deps.meter({
    userId: ctx.userId,
    feature: metered.feature,
    inputTokens: metered.usage?.inputTokens ?? 0,
    outputTokens: metered.usage?.outputTokens ?? 0,
    status: metered.status,
    durationMs: call.elapsedMs(),
  });
}

/**
 * Tokens of a call the provider never reported on (the stream broke or was
 * stopped): about four characters a token, the usual rule of thumb for
 * English and the other Latin-script languages the product writes in.
 */
export function estimateUsage(prompt: string, output: string) {
  return { inputTokens: Math.ceil(prompt.length / 4), outputTokens: Math.ceil(output.length / 4) };
}
