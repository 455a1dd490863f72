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
 * Streams finished texts the way a model would, a few words at a time, so the
 * streaming path of the UI works offline too. Yields to the event loop between
 * chunks so the route can flush them, and stops when the caller aborts.
 */
export async function* streamVersions(texts: readonly string[], signal: AbortSignal): AsyncGenerator<GenerationEvent> {
  for (const [index, content] of texts.entries()) {
    const version = index + 1;
    for (const text of chunkText(content)) {
      if (signal.aborted) throw new WriterError('aborted', { cause: signal.reason });
      yield { type: 'delta', version, text };
      await nextTurn();
    }
    yield { type: 'done', version, content };
  }
}
