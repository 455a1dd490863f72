import { EXTENDED_FIELDS } from '@shared/schemas/brand-voices';
import type { GeneratePostsInput, WriterVoice } from '../writer';
import { composePost } from './compose-post';
import { extractIdeaFacts } from './idea-facts';
import { planVersions } from './plan-versions';
import { readIdea } from './read-idea';
import { createRandom, hashString, type Random } from './seeded-random';
import { writeIdeaPost, type Shape } from './write-idea-post';
import { readWritingStyle, type WritingStyle } from './writing-style';

/**
 * The offline writer's posts for one request, in version order. The seed is a
 * hash of everything that shapes the post plus the run's seed (not the
 * enhanced prompt, which the offline writer derives from the same inputs): a
 * repeated request with the same run seed repeats, Regenerate gets new text.
 */
export function writePosts(input: GeneratePostsInput): string[] {
  const reading = readIdea(input.originalIdea);
  // A bare topic ("remote work tips") has no sentence to build on: the topic composer writes around it.
  if (reading.isPhrase && reading.language === 'en') return writeTopicPosts(input);
  const random = createRandom(seedOf(input));
  const style = readWritingStyle(input.voice);
  const count = Math.min(3, Math.max(1, Math.floor(input.versions)));
  const used = new Set<string>();
  return chooseShapes(count, style, random.fork('shapes')).map((shape, i) =>
    writeIdeaPost({
      reading,
      style,
      shape,
      platform: input.platform,
      mood: input.mood,
      postLength: input.postLength,
      includeEmojis: input.includeEmojis,
      includeHashtags: input.includeHashtags,
      linkUrl: input.includeLink && input.linkUrl ? input.linkUrl : undefined,
      random: random.fork(`version-${i + 1}`),
      used,
    }),
  );
}

/** Versions differ in shape first: scannable voices lead with points, narrative ones with the idea itself. */
function chooseShapes(count: number, style: WritingStyle, random: Random): Shape[] {
  const shapes = random.shuffle<Shape>(['hook-first', 'idea-first', 'points']);
  // A preferred opening needs an opening line; a narrative voice without one starts with the idea itself.
  const first: Shape | undefined = style.layout === 'scannable' ? 'points' : style.opening ? 'hook-first' : style.layout === 'narrative' ? 'idea-first' : undefined;
  const ordered = first ? [first, ...shapes.filter((s) => s !== first)] : shapes;
  return ordered.slice(0, count);
}

function seedOf(input: GeneratePostsInput): number {
  return hashString(
    JSON.stringify([
      input.originalIdea,
      input.platform,
      input.mood,
      input.postLength,
      input.includeEmojis,
      input.includeHashtags,
      input.includeLink ? (input.linkUrl ?? '') : '',
      voiceSeed(input.voice),
      input.seed ?? '',
    ]),
  );
}

function writeTopicPosts(input: GeneratePostsInput): string[] {
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
      input.seed ?? '',
    ]),
  );
  const random = createRandom(seed);
  const facts = extractIdeaFacts(input.originalIdea);
  const style = readWritingStyle(input.voice);
  const count = Math.min(3, Math.max(1, Math.floor(input.versions)));
  const plans = planVersions(count, facts, input.mood, input.platform, style, random.fork('plan'));
  const used = new Set<string>();
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
      used,
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
