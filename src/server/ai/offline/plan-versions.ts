import type { Mood, Platform } from '@shared/constants';
import { CTA_KINDS, type CtaKind } from './banks/ctas';
import { STRUCTURES, type Structure } from './banks/hooks';
import type { IdeaFacts } from './idea-facts';
import type { Random } from './seeded-random';
import type { WritingStyle } from './writing-style';

export type ListStyle = 'numbered' | 'dash';

/** The decisions that make one version differ from another. */
export type VersionPlan = { structure: Structure; cta: CtaKind; listStyle: ListStyle; lengthRatio: number };

const MOOD_STRUCTURES: Record<Mood, readonly Structure[]> = {
  professional: ['lesson', 'list', 'framework'],
  friendly: ['question', 'story'],
  confident: ['contrarian', 'framework'],
  inspiring: ['story', 'lesson'],
  casual: ['story', 'question'],
  analytical: ['framework', 'list'],
};

/**
 * Ranks the six structures for this idea, mood and voice, then hands them out
 * in order: version 1 gets the best fit and every other version a different
 * structure, so versions never share a shape (nor, therefore, a hook).
 */
export function planVersions(count: number, facts: IdeaFacts, mood: Mood, platform: Platform, style: WritingStyle, random: Random): VersionPlan[] {
  const structureScore = (structure: Structure) => {
    let score = random.next();
    if (MOOD_STRUCTURES[mood].includes(structure)) score += 1;
    if (style.layout === 'scannable' && (structure === 'list' || structure === 'framework')) score += 2;
    if (style.layout === 'narrative' && (structure === 'story' || structure === 'lesson')) score += 2;
    if (style.opening === 'story' && structure === 'story') score += 1;
    if (style.opening === 'bold' && (structure === 'contrarian' || structure === 'question')) score += 1;
    if (style.engagement === 'question' && structure === 'question') score += 1;
    if (style.expertise === 'framework' && structure === 'framework') score += 1;
    if (style.expertise === 'reflection' && structure === 'lesson') score += 1;
    if ((style.personal < 25 || !style.hasVoice) && structure === 'story') score -= 2;
    if (style.confidence < 35 && structure === 'contrarian') score -= 1;
    if (style.avoid.tags.has('hype') && structure === 'contrarian') score -= 2;
    if (facts.isQuestion && structure === 'question') score += 1.5;
    if (platform === 'instagram' && structure === 'story') score += 0.5;
    return score;
  };
  const structures = [...STRUCTURES].map((s) => ({ s, score: structureScore(s) })).sort((a, b) => b.score - a.score);

  const ctaScore = (cta: CtaKind) => {
    let score = random.next();
    if (style.engagement === 'question' && cta === 'question') score += 2;
    if (style.engagement === 'action' && cta !== 'question' && cta !== 'reflect') score += 1;
    if (style.goal === 'networking' && (cta === 'connect' || cta === 'question')) score += 1.5;
    if (style.goal === 'thought-leadership' && (cta === 'question' || cta === 'share')) score += 1.5;
    if (style.goal === 'business-growth' && (cta === 'message' || cta === 'follow')) score += 1.5;
    if (style.goal === 'career-development' && (cta === 'save' || cta === 'reflect')) score += 1.5;
    if (!style.goal && (cta === 'question' || cta === 'save' || cta === 'share')) score += 1;
    if (style.personal < 25 && (cta === 'connect' || cta === 'message')) score -= 2;
    if (style.avoid.tags.has('salesy') && (cta === 'message' || cta === 'follow')) score -= 5;
    return score;
  };
  const ctas = [...CTA_KINDS].map((c) => ({ c, score: ctaScore(c) })).sort((a, b) => b.score - a.score);

  const baseRatio = style.length === 'short' ? 0.25 : style.length === 'long' ? 0.75 : 0.5;
  return Array.from({ length: count }, (_, i) => ({
    structure: structures[i % structures.length]!.s,
    cta: ctas[i % ctas.length]!.c,
    listStyle: mood === 'analytical' || mood === 'professional' || style.formality >= 65 || i % 2 === 0 ? 'numbered' : 'dash',
    // Versions spread a little around the voice's preferred length.
    lengthRatio: Math.min(0.9, Math.max(0.1, baseRatio + (i - 1) * 0.12 + (random.next() - 0.5) * 0.1)),
  }));
}
