import {
  DEFAULT_MOOD,
  DEFAULT_POST_LENGTH,
  MOODS,
  PLATFORMS,
  POST_LENGTHS,
  type Mood,
  type Platform,
  type PostLength,
} from '@shared/constants';
import { ORIGINAL_IDEA_MAX, type GeneratePostsRequestInput } from '@shared/schemas/posts';

export type GeneratorFormValues = GeneratePostsRequestInput;

const isMood = (v: string | null | undefined): v is Mood =>
  typeof v === 'string' && (MOODS as readonly string[]).includes(v);
const isLength = (v: string | null | undefined): v is PostLength =>
  typeof v === 'string' && (POST_LENGTHS as readonly string[]).includes(v);
const isPlatform = (v: string | null | undefined): v is Platform =>
  typeof v === 'string' && (PLATFORMS as readonly string[]).includes(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const flag = (v: string | null, fallback: boolean) => (v === '1' ? true : v === '0' ? false : fallback);

/** The user's last choices, remembered in this browser for the next visit (issue #12). */
export type GeneratorMemory = {
  platform?: Platform;
  mood?: Mood;
  postLength?: PostLength;
  usedBrandVoice?: boolean;
  brandVoiceId?: string;
};

const MEMORY_KEY = 'postwright.generator.last';

export function readGeneratorMemory(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): GeneratorMemory {
  try {
    const raw = JSON.parse(storage?.getItem(MEMORY_KEY) ?? '{}') as Record<string, unknown>;
    const memory: GeneratorMemory = {};
    if (isPlatform(raw.platform as string)) memory.platform = raw.platform as Platform;
    if (isMood(raw.mood as string)) memory.mood = raw.mood as Mood;
    if (isLength(raw.postLength as string)) memory.postLength = raw.postLength as PostLength;
    if (typeof raw.usedBrandVoice === 'boolean') memory.usedBrandVoice = raw.usedBrandVoice;
    if (typeof raw.brandVoiceId === 'string' && UUID.test(raw.brandVoiceId)) memory.brandVoiceId = raw.brandVoiceId;
    return memory;
  } catch {
    return {};
  }
}

export function rememberGeneratorChoice(
  memory: GeneratorMemory,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // Private mode or a full storage: the next visit simply starts from the defaults.
  }
}

/**
 * The form's starting values: the spec's defaults, then the user's last
 * choices, then what Reuse (history) sent in the query string — idea, mood,
 * length, platform, voice and options. "Use brand voice" starts on: it only
 * shows (and only applies) when the user has a voice. Unknown values in a
 * hand-edited URL fall back.
 */
export function generatorDefaults(params: URLSearchParams, memory: GeneratorMemory = {}): GeneratorFormValues {
  const mood = params.get('mood');
  const length = params.get('length');
  const platform = params.get('platform');
  const voice = params.get('voice');
  const link = params.get('link') ?? '';
  const reusedVoice =
    voice === 'none'
      ? { usedBrandVoice: false }
      : voice === 'default'
        ? { usedBrandVoice: true }
        : voice && UUID.test(voice)
          ? { usedBrandVoice: true, brandVoiceId: voice }
          : undefined;
  const rememberedVoice =
    memory.usedBrandVoice === false
      ? { usedBrandVoice: false }
      : { usedBrandVoice: true, ...(memory.brandVoiceId ? { brandVoiceId: memory.brandVoiceId } : {}) };
  return {
    originalIdea: (params.get('idea') ?? '').slice(0, ORIGINAL_IDEA_MAX),
    platform: isPlatform(platform) ? platform : (memory.platform ?? 'linkedin'),
    versions: 1,
    mood: isMood(mood) ? mood : (memory.mood ?? DEFAULT_MOOD),
    postLength: isLength(length) ? length : (memory.postLength ?? DEFAULT_POST_LENGTH),
    includeEmojis: flag(params.get('emojis'), true),
    includeHashtags: flag(params.get('hashtags'), true),
    includeLink: link !== '',
    linkUrl: link,
    ...(reusedVoice ?? rememberedVoice),
  };
}

type Reusable = {
  originalIdea: string;
  mood: Mood;
  postLength: PostLength;
  platform: Platform;
  usedBrandVoice: boolean;
  brandVoiceId: string | null;
  includeEmojis: boolean;
  includeHashtags: boolean;
  includeLink: boolean;
  linkUrl: string | null;
};

/** Reuse in the history opens the generator as the post was made: idea, mood, length, platform, voice and options. */
export function reuseHref(post: Reusable): string {
  const query = new URLSearchParams({
    idea: post.originalIdea,
    mood: post.mood,
    length: post.postLength,
    platform: post.platform,
    // A voice deleted since then: the default voice stands in.
    voice: post.usedBrandVoice ? (post.brandVoiceId ?? 'default') : 'none',
    emojis: post.includeEmojis ? '1' : '0',
    hashtags: post.includeHashtags ? '1' : '0',
  });
  if (post.includeLink && post.linkUrl) query.set('link', post.linkUrl);
  return `/post-generator?${query}`;
}
