import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GenerationEvent } from '../writer';
import { WriterError } from '../writer-error';

const WORDS_PER_CHUNK = 4;

/** Splits a text into small pieces whose concatenation is exactly the text. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  const trailing = text.match(/\s+$/)?.[0];
  if (trailing) chunks.push(trailing);
  return chunks;
}

/**
 * Streams finished texts the way a model would: a few words at a time, all
 * versions side by side (round-robin, as the LLM engine's concurrent streams
 * arrive), so the streaming path of the UI works offline too. `chunkDelayMs`
 * paces the chunks like a model's tokens (0 in tests and batch jobs); a zero
 * delay still yields to the event loop so the route can flush each chunk.
 * Stops when the caller aborts.
 */
export async function* streamVersions(
  texts: readonly string[],
  signal: AbortSignal,
  chunkDelayMs = 0,
): AsyncGenerator<GenerationEvent> {
  const pending = texts.map((content, index) => ({ version: index + 1, content, chunks: chunkText(content), next: 0 }));
  while (pending.length > 0) {
    for (const stream of [...pending]) {
      if (signal.aborted) throw new WriterError('aborted', { cause: signal.reason });
      const text = stream.chunks[stream.next++];
      if (text !== undefined) yield { type: 'delta', version: stream.version, text };
      if (stream.next >= stream.chunks.length) {
        yield { type: 'done', version: stream.version, content: stream.content };
        pending.splice(pending.indexOf(stream), 1);
      }
    }
    await (chunkDelayMs > 0 ? sleep(chunkDelayMs, signal) : nextTurn());
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // The listener must go when the timer fires: one per chunk would pile up on the request's signal.
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
