import { z } from 'zod';
import { LENGTH_TARGETS, PLATFORM_CHAR_LIMITS } from '@shared/constants';
import { countChars } from '@shared/schemas/posts';
import { delimit } from '../llm/prompts';
import { callForText, type CallDeps } from '../llm/model-calls';
import { callForObject, type StructuredState } from '../llm/structured-call';
import type { ImproveOutcome, ImprovePostInput, WriterContext } from '../writer';
import { WriterError } from '../writer-error';
import { improveByRule } from './improve-offline';
import { isRuleBased } from './menu';
import { readPost, writePost } from './offline/post-parts';

// The Improve menu on a language model: one metered call per tool, the post and the idea as delimited
// data, one instruction for the change and the rules every edit keeps (no new facts, the author's
// language and voice). Taking emojis or hashtags out is exact by rule, so it never calls the model
// (menu.ts; decision 122).

export type ImproveModelDeps = CallDeps & { structured: StructuredState };

const KEEP = [
  'You edit a social media post. Change only what the instruction asks.',
  'Keep every fact, number, name, quote and link exactly as written; never add a fact, number, name, event, quote or claim the post or the idea does not state.',
  "Keep the author's language, first person, tone and line breaks.",
  'Answer with the whole post only: no title, no comment, no quotation marks around it.',
].join('\n');

function instruction(input: ImprovePostInput): string {
  const { request, platform } = input;
  const [shortMin, shortMax] = LENGTH_TARGETS[platform].short;
  const [, longMax] = LENGTH_TARGETS[platform].long;
  const length = countChars(input.content);
  switch (request.action) {
    case 'shorter':
      return `Make the post shorter: between ${shortMin} and ${Math.min(shortMax, Math.max(shortMin, Math.round(length * 0.75)))} characters. Cut repetition, filler and framing before any fact.`;
    case 'longer':
      return `Make the post longer, about ${Math.min(longMax, Math.round(length * 1.5))} characters: develop what it already says (why it matters, what it means for the reader) without adding any fact, example, number or event of your own.`;
    case 'ending':
      return request.option === 'question'
        ? 'Replace the closing line(s) with one short question to the reader, drawn from what the post says.'
        : request.option === 'cta'
          ? 'Replace the closing line(s) with one short call to action (for example to comment, share or get in touch) that promises nothing the post does not.'
          : 'Remove the closing question, call to action or sign-off line(s); end on the last line of substance.';
    case 'emojis':
      return 'Add two or three emojis where they fit the tone (after the first line, at a list item or the end). Change nothing else.';
    case 'hashtags':
      return `Add ${platform === 'facebook' ? 'one hashtag' : 'three hashtags'} drawn from the post's own topic words, on a last line of their own. Change nothing else.`;
    case 'hook':
      return '';
  }
}

const hooksSchema = z.object({ hooks: z.array(z.string().min(1)).min(3) });

/** The improvement by the model (or, for the rule-based tools, by rule). */
export async function improveWithModel(
  deps: ImproveModelDeps,
  input: ImprovePostInput,
  ctx: WriterContext,
): Promise<ImproveOutcome> {
  if (isRuleBased(input.request, 'llm')) return improveByRule(input);
  const user = [delimit('post', input.content), delimit('idea', input.originalIdea)].join('\n\n');
  const voice = input.voice?.generatedPrompt?.trim();
  const voiceLine = voice ? `\n\nThe author's voice:\n${delimit('brand_voice', voice)}` : '';
  if (input.request.action === 'hook') {
    const { hooks } = await callForObject(
      deps,
      {
        feature: 'prompt_enhancement',
        system: `${KEEP}\n\nWrite three different first lines for this post, each under 140 characters, each able to open it (a fact it states, a sharp claim it makes, or a question to the reader). Answer as JSON: {"hooks": ["…", "…", "…"]}.${voiceLine}`,
        user,
      },
      hooksSchema,
      ctx,
    );
    const parts = readPost(input.content);
    const choices = [...new Set(hooks.map((h) => h.trim().replace(/^["“]|["”]$/g, '')))]
      .filter((h) => h && h !== parts.hook)
      .slice(0, 3)
      .map((firstLine) => ({ firstLine, content: writePost({ ...parts, opener: null, hook: firstLine }) }));
    if (choices.length === 0) throw new WriterError('malformed');
    return { kind: 'choices', choices };
  }
  const text = await callForText(
    deps,
    { feature: 'prompt_enhancement', system: `${KEEP}\n\n${instruction(input)}${voiceLine}`, user },
    ctx,
  );
  const content = text.replace(/^<post>\s*|\s*<\/post>$/g, '').trim();
  if (!content || countChars(content) > PLATFORM_CHAR_LIMITS[input.platform])
    throw new WriterError('malformed', { message: 'The writer returned a text that does not fit. Please try again.' });
  return { kind: 'changed', content };
}
