import type { Goal, Mood, Platform, TargetAudience } from '@shared/constants';
import type { IdeaFacts } from './idea-facts';
import type { Random } from './seeded-random';
import type { WritingStyle } from './writing-style';

// Emojis and hashtags: only ever added here, and only when asked for.

const MOOD_EMOJIS: Record<Mood, readonly string[]> = {
  professional: ['📌', '✅', '💼', '📈'],
  friendly: ['😊', '🙌', '🤝', '💬'],
  confident: ['💪', '🚀', '🔥', '🎯'],
  inspiring: ['✨', '🌱', '🌟', '💡'],
  casual: ['😄', '👋', '🙃', '☕'],
  analytical: ['📊', '🔍', '🧠', '📐'],
};

/** Topic words that have an obvious emoji; matched on word stems. */
const TOPIC_EMOJIS: readonly [RegExp, string][] = [
  [/\b(grow|growth|scal)/i, '📈'],
  [/\b(team|collaborat|together|partner)/i, '🤝'],
  [/\b(idea|innovat|creativ)/i, '💡'],
  [/\b(money|revenue|price|pricing|financ|budget|sales)/i, '💰'],
  [/\b(code|coding|software|engineer|develop|tech|ai\b|data)/i, '💻'],
  [/\b(health|wellbeing|well-being|burnout|stress|sleep)/i, '🧘'],
  [/\b(learn|lesson|study|student|school|educat|course)/i, '📚'],
  [/\b(time|deadline|productiv|focus|calendar)/i, '⏳'],
  [/\b(design|brand|visual)/i, '🎨'],
  [/\b(launch|ship|startup|founder)/i, '🚀'],
  [/\b(career|job|hiring|recruit|interview)/i, '💼'],
  [/\b(goal|target|strategy)/i, '🎯'],
  [/\b(customer|client|service)/i, '🙌'],
  [/\b(write|writing|content|story)/i, '✍️'],
];

export const LIST_EMOJIS = ['✅', '👉', '🔹', '▶️'] as const;
export const CTA_EMOJIS = ['👇', '💬', '🤔'] as const;
export const LINK_EMOJI = '🔗';

export type EmojiPlan = {
  /** Put after the hook. */
  hook?: string;
  /** Replaces list numbers or dashes. */
  bullet?: string;
  /** Before the call to action. */
  cta?: string;
  /** Before the link. */
  link?: string;
};

/** How many emojis a post gets depends on platform and voice; zero when not asked for. */
export function planEmojis(include: boolean, facts: IdeaFacts, mood: Mood, platform: Platform, style: WritingStyle, random: Random): EmojiPlan {
  if (!include || style.avoid.emojis) return {};
  const topical = TOPIC_EMOJIS.find(([pattern]) => pattern.test(`${facts.topic} ${facts.keywords.join(' ')}`))?.[1];
  const hook = topical ?? random.pick(MOOD_EMOJIS[mood]);
  const restrained = style.formality >= 75 || style.personality === 'polished';
  const generous = platform === 'instagram' || style.personality === 'playful' || mood === 'casual' || mood === 'friendly';
  const plan: EmojiPlan = { hook };
  if (restrained && platform !== 'instagram') return plan;
  plan.cta = random.pick(CTA_EMOJIS);
  if (generous || random.next() < 0.5) plan.bullet = random.pick(LIST_EMOJIS);
  if (generous) plan.link = LINK_EMOJI;
  return plan;
}

const GOAL_TAGS: Record<Goal, string> = {
  networking: 'Networking',
  'thought-leadership': 'ThoughtLeadership',
  'business-growth': 'BusinessGrowth',
  'career-development': 'CareerDevelopment',
};
const AUDIENCE_TAGS: Record<TargetAudience, string> = {
  entrepreneurs: 'Entrepreneurship',
  professionals: 'ProfessionalDevelopment',
  students: 'EarlyCareer',
  executives: 'Leadership',
  creators: 'CreatorEconomy',
  mixed: 'Community',
};
const MOOD_TAGS: Record<Mood, string> = {
  professional: 'Leadership',
  friendly: 'Community',
  confident: 'Growth',
  inspiring: 'Motivation',
  casual: 'LessonsLearned',
  analytical: 'Strategy',
};

/** 3–5 CamelCase hashtags from the idea's key phrases and words, topped up from the voice when the idea is short. */
export function buildHashtags(facts: IdeaFacts, platform: Platform, mood: Mood, style: WritingStyle): string[] {
  const wanted = platform === 'instagram' ? 5 : platform === 'facebook' ? 3 : 4;
  const tags: string[] = [];
  const covered = new Set<string>();
  const add = (raw: string) => {
    const tag = camelCase(raw);
    if (tag.length < 2 || tag.length > 30 || /^\d+$/.test(tag)) return;
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return;
    tags.push(tag);
    for (const word of raw.toLowerCase().split(/\s+/)) covered.add(word);
  };
  for (const phrase of facts.phrases.filter((p) => p.split(' ').length <= 3).slice(0, 2)) add(phrase);
  for (const keyword of facts.keywords) {
    if (tags.length >= wanted) break;
    if (!covered.has(keyword.toLowerCase())) add(keyword);
  }
  // A one-word idea still gets three tags: top up from the voice and the mood.
  const fillers = [style.goal && GOAL_TAGS[style.goal], style.audience && AUDIENCE_TAGS[style.audience], MOOD_TAGS[mood], 'LessonsLearned', 'Growth'];
  for (const filler of fillers) {
    if (tags.length >= 3) break;
    if (filler) add(filler);
  }
  return tags.slice(0, wanted).map((t) => `#${t}`);
}

/** "small team" → "SmallTeam"; "AI" stays "AI"; punctuation is dropped. */
export function camelCase(text: string): string {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .filter((word) => !/^(of|the|a|an|and)$/i.test(word))
    .map((word) => (word === word.toUpperCase() || /\p{Ll}\p{Lu}/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
}
