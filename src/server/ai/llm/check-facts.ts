import type { GenerationEvent, GeneratePostsInput, WriterContext } from '../writer';
import { callForText, type CallDeps } from './model-calls';
import { delimit } from './prompts';
import { finalisePost } from './finalise-post';

// Checked before saving (issue 22, section 3): a number or a proper name in a
// model's post that is neither in the idea nor in the author's own posts is
// probably invented. The version is asked for once more with those named; what
// the second answer still has travels with the version as `uncheckedFacts`,
// which the post keeps and the UI shows as "Check: …".

/** Numbers (with their decimals and thousands) and capitalised words that do not start a sentence. */
export function factsOf(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    // A list's own markers ("1.", "2)") are layout, not facts.
    const body = line.replace(/^\s*\d{1,2}[.)]\s+/, '');
    for (const match of body.matchAll(/(?<![\p{L}\d#@/])\d+(?:[.,\u202f ]\d+)*(?:\s?%)?/gu)) found.add(match[0].trim());
    const words = body.split(/\s+/).filter(Boolean);
    words.forEach((word, i) => {
      if (/^[#@]|https?:|www\./.test(word)) return;
      const core = word.replace(/^[^\p{L}]+|[^\p{L}\p{N}]+$/gu, '');
      if (!/^\p{Lu}/u.test(core) || core.length < 2 || /^I(['’]\p{L}+)?$/u.test(core)) return;
      const previous = words[i - 1];
      // The first word of a line, a sentence or a list item is capitalised anyway (an emoji or a dash ends one too).
      if (previous === undefined || !/[\p{L}\p{N},;]$/u.test(previous)) return;
      found.add(core);
    });
  }
  return [...found];
}

const fold = (text: string) => text.toLowerCase().replace(/[\u202f\u00a0 ,.]/g, '');

/** The facts of `post` found in none of the known texts (the idea, the samples, the author's name, the link). */
export function untracedFacts(post: string, known: readonly string[]): string[] {
  const haystack = fold(known.join(' '));
  const words = new Set(
    known
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
  return factsOf(post).filter((fact) =>
    /^\d/.test(fact) ? !haystack.includes(fold(fact.replace(/\s?%$/, ''))) : !words.has(fact.toLowerCase()),
  );
}

export function knownTexts(input: GeneratePostsInput): string[] {
  return [
    input.originalIdea,
    input.enhancedPrompt ?? '',
    input.linkUrl ?? '',
    input.authorName ?? '',
    input.voice?.name ?? '',
    'LinkedIn Instagram Facebook',
    ...(input.samples ?? []),
  ];
}

type Retry = { system: string; user: string };

/**
 * Passes a run's events through; on each version's `done`, checks its facts and, when some are untraced, asks
 * for that version once more on its own (`retryFor`, metered as post_generation) and sends the second answer as
 * the final text, with what it still has. The re-asks run beside the run's stream, which is never held up by
 * them (its idle timeout keeps running), and their versions end last.
 */
export async function* checkedVersions(
  deps: CallDeps,
  events: AsyncIterable<GenerationEvent>,
  retryFor: (version: number) => Retry,
  input: GeneratePostsInput,
  ctx: WriterContext,
): AsyncGenerator<GenerationEvent> {
  const known = knownTexts(input);
  const asked: Promise<GenerationEvent>[] = [];
  const askAgain = async (event: Extract<GenerationEvent, { type: 'done' }>, first: string[]) => {
    const retry = retryFor(event.version);
    const again = await callForText(
      deps,
      {
        feature: 'post_generation',
        system: retry.system,
        user: [
          retry.user,
          delimit('post', event.content),
          `The post above states ${first.map((f) => `"${f}"`).join(', ')}, found neither in the idea nor in the author's posts. ` +
            'Write the post again without them (keep every fact the idea gives, invent nothing). Your answer is the post itself.',
        ].join('\n\n'),
      },
      ctx,
    );
    const content = finalisePost(again, input);
    const still = untracedFacts(content, known);
    return { ...event, content, ...(still.length ? { uncheckedFacts: still } : {}) };
  };
  try {
    for await (const event of events) {
      const first = event.type === 'done' ? untracedFacts(event.content, known) : [];
      if (event.type !== 'done' || first.length === 0) {
        yield event;
        continue;
      }
      asked.push(askAgain(event, first));
    }
    for (const event of await Promise.all(asked)) yield event;
  } finally {
    // A run that failed or stopped still lets its re-asks settle (and be metered) before it reports.
    await Promise.allSettled(asked);
  }
}
