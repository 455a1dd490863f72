import { EXTENDED_FIELDS } from '@shared/schemas/brand-voices';
import type { GeneratePostsInput, WriterVoice } from '../writer';
import { composePost } from './compose-post';
import { extractIdeaFacts } from './idea-facts';
import { planVersions } from './plan-versions';
import { createRandom, hashString } from './seeded-random';
import { readWritingStyle } from './writing-style';

/**
 * The offline writer's posts for one request, in version order. The seed is a
 * hash of everything that shapes the post (not the enhanced prompt, which the
 * offline writer derives from the same inputs), so a repeated request repeats.
 */
export function writePosts(input: GeneratePostsInput): string[] {
  const seed = hashString(
    JSON.stringify([
      input.originalIdea,
      input.platform,
      input.mood,
      input.postLength,
      input.includeEmojis,
      input.includeHashtags,
      input.includeLink ? (input.linkUrl ?? '') : '',
      voiceSeed(input.voice),
    ]),
  );
  const random = createRandom(seed);
  const facts = extractIdeaFacts(input.originalIdea);
  const style = readWritingStyle(input.voice);
  const count = Math.min(3, Math.max(1, Math.floor(input.versions)));
  const plans = planVersions(count, facts, input.mood, input.platform, style, random.fork('plan'));
  return plans.map((plan, i) =>
    composePost({
      facts,
      style,
      plan,
      platform: input.platform,
      mood: input.mood,
      postLength: input.postLength,
      includeEmojis: input.includeEmojis,
      includeHashtags: input.includeHashtags,
      linkUrl: input.includeLink && input.linkUrl ? input.linkUrl : undefined,
      random: random.fork(`version-${i + 1}`),
    }),
  );
}

const VOICE_FIELDS = ['formality', 'personalSharing', 'confidence', 'goal', 'targetAudience', ...EXTENDED_FIELDS] as const satisfies readonly (keyof WriterVoice)[];

/**
 * Only what shapes the writing, in a fixed order: a voice row also carries
 * `lastUsed` and `updatedAt`, which must not change the post.
 */
function voiceSeed(voice: WriterVoice | null): unknown {
  if (!voice) return null;
  const choices = Object.entries(voice.styleChoices ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return [...VOICE_FIELDS.map((field) => voice[field] ?? null), choices];
}
