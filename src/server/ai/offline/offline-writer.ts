import { FALLBACK_AB_QUESTIONS } from '@shared/schemas/brand-voices';
import type { Writer, WriterContext } from '../writer';
import { WriterError } from '../writer-error';
import { analysePostOffline } from './analyse-post';
import { enhancePromptOffline } from './enhance-prompt';
import { streamVersions } from './stream-text';
import { writeVoicePromptOffline } from './voice-prompt';
import { writePosts } from './write-posts';

function throwIfAborted(ctx: WriterContext): void {
  if (ctx.signal.aborted) throw new WriterError('aborted', { cause: ctx.signal.reason });
}

/**
 * The embedded default writer: a deterministic composer, not a language
 * model. It needs no network and no keys, costs nothing, and is not metered
 * (there is no provider to pay). The UI labels it "Offline writer".
 */
/** `chunkDelayMs`: pause between streamed chunks of a paced call (the streamed route), so text appears at a reading pace in the browser; unpaced calls never wait. */
export function createOfflineWriter({ chunkDelayMs = 0 }: { chunkDelayMs?: number } = {}): Writer {
  return {
    describe: () => ({ engine: 'offline', label: 'Offline writer' }),

    async enhancePrompt(input, ctx) {
      throwIfAborted(ctx);
      return enhancePromptOffline(input);
    },

    generatePosts(input, ctx) {
      // Composed up front (a few milliseconds), then streamed in chunks.
      return (async function* () {
        throwIfAborted(ctx);
        yield* streamVersions(writePosts(input), ctx.signal, ctx.paced ? chunkDelayMs : 0);
      })();
    },

    async analyseConsistency(input, ctx) {
      throwIfAborted(ctx);
      return analysePostOffline(input);
    },

    async generateStyleQuestions(_input, ctx) {
      throwIfAborted(ctx);
      // Personalising questions needs a model; the six standard ones are the honest answer.
      return FALLBACK_AB_QUESTIONS.map((question) => ({ ...question }));
    },

    async generateVoicePrompt(input, ctx) {
      throwIfAborted(ctx);
      return writeVoicePromptOffline(input);
    },
  };
}
