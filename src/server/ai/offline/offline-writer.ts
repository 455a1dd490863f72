import { FALLBACK_AB_QUESTIONS } from '@shared/schemas/brand-voices';
import { improveByRule } from '../improve/improve-offline';
import type { GeneratePostsInput, Writer, WriterContext } from '../writer';
import { WriterError } from '../writer-error';
import { analyzePostOffline } from './analyze-post';
import { enhancePromptOffline } from './enhance-prompt';
import { streamVersions } from './stream-text';
import { writeVoicePromptOffline } from './voice-prompt';
import { correctIdea, writeOfflinePosts } from './compose/write-offline-posts';
import { shapeOf } from './compose/shape';

function throwIfAborted(ctx: WriterContext): void {
  if (ctx.signal.aborted) throw new WriterError('aborted', { cause: ctx.signal.reason });
}

/** Draws of another seed a repeat may be replaced from. */
const REDRAWS = 6;

/**
 * The run's versions, none of them one the author was given last time for this idea (Regenerate), and each
 * opening or laid out differently from those where another draw can: a repeat is replaced by a version of
 * another draw with a new shape, else with new text. The composer's variety for a one- or two-sentence idea is
 * small (a few structures, layouts and endings), so another seed alone can land on the same post.
 */
function newVersions(input: GeneratePostsInput, idea: string): string[] {
  const first = writeOfflinePosts(input, idea);
  const earlier = new Set(input.earlierVersions ?? []);
  if (earlier.size === 0) return first;
  const earlierShapes = new Set([...earlier].map(shapeOf));
  const stale = (post: string) => earlier.has(post) || earlierShapes.has(shapeOf(post));
  if (!first.some(stale)) return first;
  const taken = new Set([...earlier, ...first]);
  const takenShapes = new Set([...earlierShapes, ...first.filter((p) => !stale(p)).map(shapeOf)]);
  const freshShape: string[] = [];
  const freshText: string[] = [];
  for (let k = 1; k <= REDRAWS; k++)
    for (const post of writeOfflinePosts({ ...input, seed: `${input.seed ?? ''}#redraw-${k}` }, idea)) {
      if (taken.has(post)) continue;
      taken.add(post);
      if (takenShapes.has(shapeOf(post))) freshText.push(post);
      else {
        takenShapes.add(shapeOf(post));
        freshShape.push(post);
      }
    }
  return first.map((post) => {
    if (!stale(post)) return post;
    return freshShape.shift() ?? (earlier.has(post) ? (freshText.shift() ?? post) : post);
  });
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
      // Composed up front (a few milliseconds once the idea's dictionary is loaded), then streamed in chunks.
      return (async function* () {
        throwIfAborted(ctx);
        // A spelling thread that cannot start or dies is a writer failure (refunded), never a bare 500.
        const idea = await correctIdea(input).catch((cause: unknown) => {
          throw new WriterError('provider', { cause });
        });
        throwIfAborted(ctx);
        yield* streamVersions(newVersions(input, idea), ctx.signal, ctx.paced ? chunkDelayMs : 0);
      })();
    },

    async analyzeConsistency(input, ctx) {
      throwIfAborted(ctx);
      return analyzePostOffline(input);
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

    async improvePost(input, ctx) {
      throwIfAborted(ctx);
      return improveByRule(input);
    },
  };
}
