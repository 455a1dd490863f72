import type { Language } from '../style';
import type { FeatureGap, KindGap } from './sample-features';

// Feedback lines that each name a measurable difference with its numbers
// ("0 emojis in your 40 posts; this one has 4"), never an adjective alone.

const OPENING_WORDS: Record<string, string> = {
  question: 'a question',
  number: 'a number',
  claim: 'a plain statement',
  story: 'a moment in time (a story)',
  greeting: 'a greeting',
};
const CLOSING_WORDS: Record<string, string> = {
  question: 'a question',
  cta: 'a call to action',
  moral: 'a short lesson line',
  none: 'no question or call to action',
};
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'French',
  nl: 'Dutch',
  other: 'another language',
};

const fmt = (value: number) =>
  Math.abs(value) >= 10 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
const posts = (n: number) => `${n} post${n === 1 ? '' : 's'}`;

export const basedOnLine = (sampleCount: number) => `Based on ${sampleCount} of your posts`;

/** "your 40 posts have 0 emojis" or "your posts have 1–3 (about 2)". */
function yours(gap: FeatureGap, sampleCount: number): string {
  if (gap.min === gap.max) return `${fmt(gap.mean)} ${gap.label} in each of your ${posts(sampleCount)}`;
  return `your ${posts(sampleCount)} have ${fmt(gap.min)}–${fmt(gap.max)} ${gap.label} (about ${fmt(gap.mean)})`;
}

function improvementOf(gap: FeatureGap, sampleCount: number): string {
  if (gap.max === 0) return `0 ${gap.label} in your ${posts(sampleCount)}; this one has ${fmt(gap.value)}.`;
  return `This one has ${fmt(gap.value)} ${gap.label}; ${yours(gap, sampleCount)}.`;
}

function recommendationOf(gap: FeatureGap): string {
  const direction = gap.value > gap.mean ? 'fewer' : 'more';
  if (gap.max === 0) return `Remove the ${gap.label}: you never use them.`;
  return `Use ${direction} ${gap.label}: aim for about ${fmt(gap.mean)}, as in your posts.`;
}

type Input = {
  gaps: FeatureGap[];
  opening: KindGap;
  closing: KindGap;
  sampleCount: number;
  sameLanguage: boolean;
  language: Language;
  samplesLanguage: Language;
};

export function feedbackFromGaps({
  gaps,
  opening,
  closing,
  sampleCount,
  sameLanguage,
  language,
  samplesLanguage,
}: Input) {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const recommendations: string[] = [];
  if (!sameLanguage) {
    improvements.push(
      `This post is in ${LANGUAGE_NAMES[language]}; your ${posts(sampleCount)} are in ${LANGUAGE_NAMES[samplesLanguage]}.`,
    );
  }
  const sorted = [...gaps].sort((a, b) => b.z - a.z);
  for (const gap of sorted.filter((g) => g.z >= 1.5).slice(0, 4)) {
    improvements.push(improvementOf(gap, sampleCount));
    recommendations.push(recommendationOf(gap));
  }
  for (const gap of [...sorted]
    .reverse()
    .filter((g) => g.z <= 0.5 && g.max > 0)
    .slice(0, 2)) {
    strengths.push(`${fmt(gap.value)} ${gap.label}, in line with your posts (about ${fmt(gap.mean)}).`);
  }
  for (const [kind, words, what] of [
    [opening, OPENING_WORDS, 'open'],
    [closing, CLOSING_WORDS, 'end'],
  ] as const) {
    const line = `You ${what} with ${words[kind.top]} in ${kind.topCount} of ${posts(kind.sampleCount)}; this one ${what}s with ${words[kind.value]}`;
    if (kind.count / Math.max(kind.sampleCount, 1) >= 0.25)
      strengths.push(
        `This one ${what}s with ${words[kind.value]}, as ${kind.count} of your ${posts(kind.sampleCount)} do.`,
      );
    else if (kind.count === 0) improvements.push(`${line}, which none of yours does.`);
    else improvements.push(`${line} (${kind.count} of yours do).`);
  }
  if (!improvements.length) strengths.push(`No habit measured differs clearly from your ${posts(sampleCount)}.`);
  return {
    strengths: strengths.slice(0, 5),
    improvements: improvements.slice(0, 6),
    recommendations: recommendations.slice(0, 4),
  };
}
