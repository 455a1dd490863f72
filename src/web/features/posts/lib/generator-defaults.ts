import { DEFAULT_MOOD, DEFAULT_POST_LENGTH, MOODS, POST_LENGTHS, type Mood, type PostLength } from '@shared/constants';
import { ORIGINAL_IDEA_MAX, type GeneratePostsRequestInput } from '@shared/schemas/posts';

export type GeneratorFormValues = GeneratePostsRequestInput;

const isMood = (v: string | null): v is Mood => v !== null && (MOODS as readonly string[]).includes(v);
const isLength = (v: string | null): v is PostLength => v !== null && (POST_LENGTHS as readonly string[]).includes(v);

/**
 * The form's starting values: the spec's defaults, with idea, mood and length
 * taken from the query string when Reuse (history) sent them. Unknown moods or
 * lengths in a hand-edited URL fall back to the defaults.
 */
export function generatorDefaults(params: URLSearchParams): GeneratorFormValues {
  const mood = params.get('mood');
  const length = params.get('length');
  return {
    originalIdea: (params.get('idea') ?? '').slice(0, ORIGINAL_IDEA_MAX),
    platform: 'linkedin',
    versions: 1,
    mood: isMood(mood) ? mood : DEFAULT_MOOD,
    postLength: isLength(length) ? length : DEFAULT_POST_LENGTH,
    includeEmojis: true,
    includeHashtags: true,
    includeLink: false,
    linkUrl: '',
    usedBrandVoice: false,
  };
}

/** Reuse in the history opens the generator with the post's idea, mood and length. */
export function reuseHref(post: { originalIdea: string; mood: Mood; postLength: PostLength }): string {
  return `/post-generator?${new URLSearchParams({ idea: post.originalIdea, mood: post.mood, length: post.postLength })}`;
}
