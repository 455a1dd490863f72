import { GOALS, SLIDER_DEFAULTS, TARGET_AUDIENCES, type Goal, type TargetAudience } from '@shared/constants';
import type { WriterVoice } from '../writer';

/** What contentToAvoid can rule out beyond literal words. */
export type AvoidTag = 'salesy' | 'humour' | 'hype' | 'jargon' | 'personal';

export type AvoidRules = {
  /** Lower-case words and phrases no sentence may contain. */
  terms: string[];
  tags: Set<AvoidTag>;
  emojis: boolean;
  hashtags: boolean;
};

/** The brand voice read as writing decisions. Every choice is optional: no voice, no preference. */
export type WritingStyle = {
  hasVoice: boolean;
  formality: number;
  personal: number;
  confidence: number;
  opening?: 'bold' | 'story';
  layout?: 'scannable' | 'narrative';
  tone?: 'direct' | 'warm';
  engagement?: 'question' | 'action';
  expertise?: 'framework' | 'reflection';
  personality?: 'polished' | 'playful';
  length?: 'short' | 'long';
  goal?: Goal;
  audience?: TargetAudience;
  role?: string;
  values: string[];
  connections?: string;
  feeling?: string;
  journey?: string;
  tools?: string;
  avoid: AvoidRules;
};

const TAG_TRIGGERS: Record<AvoidTag, RegExp> = {
  salesy: /\b(sales|salesy|selling|sell|pitch|promot\w*|self-promo\w*|advert\w*)\b/i,
  humour: /\b(jokes?|humou?r|funny|memes?|sarcas\w*)\b/i,
  hype: /\b(hype|clickbait|hot takes?|exaggerat\w*|controvers\w*)\b/i,
  jargon: /\b(jargon|buzzwords?|corporate speak|cliches?|clichés?)\b/i,
  personal: /\b(personal|private|family|overshar\w*)\b/i,
};

export function readWritingStyle(voice: WriterVoice | null): WritingStyle {
  if (!voice) {
    // Without a voice, write for a balanced professional: neither stiff nor chatty.
    return {
      hasVoice: false,
      formality: 55,
      personal: 45,
      confidence: SLIDER_DEFAULTS.confidence,
      values: [],
      avoid: readAvoid(undefined),
    };
  }
  const choice = (id: string) => voice.styleChoices?.[id];
  const pick = <A, B>(id: string, a: A, b: B) => (choice(id) === 'A' ? a : choice(id) === 'B' ? b : undefined);
  return {
    hasVoice: true,
    formality: clampSlider(voice.formality, SLIDER_DEFAULTS.formality),
    personal: clampSlider(voice.personalSharing, SLIDER_DEFAULTS.personalSharing),
    confidence: clampSlider(voice.confidence, SLIDER_DEFAULTS.confidence),
    opening: pick('opening', 'bold' as const, 'story' as const),
    layout: pick('structure', 'scannable' as const, 'narrative' as const),
    tone: pick('tone', 'direct' as const, 'warm' as const),
    engagement: pick('engagement', 'question' as const, 'action' as const),
    expertise: pick('expertise', 'framework' as const, 'reflection' as const),
    personality: pick('personality', 'polished' as const, 'playful' as const),
    length: pick('length', 'short' as const, 'long' as const),
    goal: (GOALS as readonly string[]).includes(voice.goal ?? '') ? (voice.goal as Goal) : undefined,
    audience: (TARGET_AUDIENCES as readonly string[]).includes(voice.targetAudience ?? '')
      ? (voice.targetAudience as TargetAudience)
      : undefined,
    role: shortField(voice.currentRole, 60),
    values: splitList(voice.coreValues)
      .filter((v) => v.split(' ').length <= 4)
      .slice(0, 3),
    connections: shortField(voice.idealConnections, 80),
    feeling: shortField(voice.desiredFeeling, 40),
    journey: shortField(voice.journeyExcitement, 120),
    tools: shortField(voice.toolsAndPlatforms, 80),
    avoid: readAvoid(voice.contentToAvoid),
  };
}

function clampSlider(value: number | null | undefined, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A free-text answer short enough to quote inside a sentence, without its closing punctuation. */
function shortField(value: string | null | undefined, max: number): string | undefined {
  const text = value
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;,\s]+$/u, '');
  if (!text || text.length > max) return undefined;
  return text;
}

/** "Honesty, curiosity and craft" → ["honesty", "curiosity", "craft"]. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[,;\n/]|\band\b|\bor\b|&/i)
    .map((part) =>
      part
        .trim()
        .replace(/^[-•*\d.)\s]+/u, '')
        .replace(/[.!?\s]+$/u, ''),
    )
    .filter((part) => part.length > 1 && part.length <= 40)
    .map((part) => (/^\p{Lu}\p{Ll}/u.test(part) ? part.charAt(0).toLowerCase() + part.slice(1) : part));
}

function readAvoid(value: string | null | undefined): AvoidRules {
  const text = value ?? '';
  const tags = new Set<AvoidTag>();
  for (const [tag, trigger] of Object.entries(TAG_TRIGGERS) as [AvoidTag, RegExp][])
    if (trigger.test(text)) tags.add(tag);
  return {
    terms: splitList(text).map((t) => t.toLowerCase()),
    tags,
    emojis: /\bemojis?\b|\bemoticons?\b/i.test(text),
    hashtags: /\bhashtags?\b/i.test(text),
  };
}

/** True when a sentence uses a word or phrase the voice wants to avoid. */
export function breaksAvoidRules(text: string, avoid: AvoidRules): boolean {
  const lower = text.toLowerCase();
  return avoid.terms.some((term) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(term)}($|[^\\p{L}])`, 'u').test(lower));
}

/** The idea's key word in the post, at the start of a word ("engineer" counts in "engineers", "ai" not in "said"). */
export function hasKeyword(content: string, keyword: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(keyword.toLowerCase())}`, 'u').test(content.toLowerCase());
}

/** A phrase in the text as whole words ("craft" is not in "aircraft"). */
export function hasPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(
    text.toLowerCase(),
  );
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
