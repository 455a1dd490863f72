import type { Share, StyleProfile } from './types';

// Compares two profiles feature by feature. Each gap is divided by a scale (the
// difference that reads as "clearly different" on LinkedIn) and clipped to 1,
// so one extreme feature cannot drown the others.

export type StyleDifference = {
  feature: string;
  /** Plain words for the feature, e.g. "emojis per post". */
  label: string;
  a: number;
  b: number;
  /** |a - b| / scale, clipped to 0..1. */
  gap: number;
};

export type StyleComparison = {
  /** 0 (same habits) .. 1 (nothing alike). */
  distance: number;
  /** Largest gaps first. */
  differences: StyleDifference[];
};

type Feature = {
  feature: string;
  label: string;
  scale: number;
  weight: number;
  get: (p: StyleProfile) => number | null;
};

function totalVariation<K extends string>(a: Share<K>, b: Share<K>): number {
  const keys = Object.keys(a) as K[];
  return keys.reduce((sum, key) => sum + Math.abs((a[key] ?? 0) - (b[key] ?? 0)), 0) / 2;
}

export const PROFILE_FEATURES: Feature[] = [
  { feature: 'chars', label: 'characters per post', scale: 500, weight: 1, get: (p) => p.length.meanChars },
  { feature: 'lineChars', label: 'characters per line', scale: 80, weight: 1, get: (p) => p.layout.meanLineChars },
  {
    feature: 'sentenceWords',
    label: 'words per sentence',
    scale: 10,
    weight: 1,
    get: (p) => p.layout.meanSentenceWords,
  },
  { feature: 'paragraphs', label: 'paragraphs per post', scale: 5, weight: 0.5, get: (p) => p.layout.meanParagraphs },
  { feature: 'emojis', label: 'emojis per post', scale: 2, weight: 1.5, get: (p) => p.emoji.perPost },
  { feature: 'hashtags', label: 'hashtags per post', scale: 2, weight: 1.5, get: (p) => p.hashtags.perPost },
  {
    feature: 'exclamations',
    label: 'exclamation marks per 100 words',
    scale: 1.5,
    weight: 1,
    get: (p) => p.punctuation.exclamationPer100Words,
  },
  {
    feature: 'questions',
    label: 'question marks per 100 words',
    scale: 1.5,
    weight: 0.5,
    get: (p) => p.punctuation.questionPer100Words,
  },
  {
    feature: 'emDashes',
    label: 'dashes per 100 words',
    scale: 1,
    weight: 0.5,
    get: (p) => p.punctuation.emDashPer100Words,
  },
  {
    feature: 'ellipses',
    label: 'ellipses per 100 words',
    scale: 1,
    weight: 0.5,
    get: (p) => p.punctuation.ellipsisPer100Words,
  },
  {
    feature: 'contractions',
    label: 'contractions per 100 words',
    scale: 2.5,
    weight: 1,
    get: (p) => p.contractionsPer100Words,
  },
  {
    feature: 'firstPerson',
    label: '"I" and "my" per 100 words',
    scale: 4,
    weight: 1,
    get: (p) => p.firstPersonPer100Words,
  },
  {
    feature: 'lists',
    label: 'share of posts with a list',
    scale: 0.6,
    weight: 1,
    get: (p) => p.lists.postsWithListShare,
  },
  {
    feature: 'blankLines',
    label: 'share of posts with blank lines',
    scale: 0.6,
    weight: 0.5,
    get: (p) => p.layout.blankLineShare,
  },
  {
    feature: 'frenchSpacing',
    label: 'share of ? ! : ; with a space before',
    scale: 0.6,
    weight: 0.5,
    get: (p) => p.punctuation.frenchSpacingShare,
  },
];

/** Profile a against profile b; opening, closing and language count as features too. */
export function compareStyle(a: StyleProfile, b: StyleProfile): StyleComparison {
  const differences: StyleDifference[] = [];
  let weighted = 0;
  let weights = 0;
  for (const { feature, label, scale, weight, get } of PROFILE_FEATURES) {
    const av = get(a);
    const bv = get(b);
    if (av === null || bv === null) continue;
    const gap = Math.min(1, Math.abs(av - bv) / scale);
    differences.push({ feature, label, a: av, b: bv, gap });
    weighted += gap * weight;
    weights += weight;
  }
  const shapes: Array<[string, string, number]> = [
    ['opening', 'how posts open', totalVariation(a.opening, b.opening)],
    ['closing', 'how posts close', totalVariation(a.closing, b.closing)],
    ['language', 'language', a.language.dominant === b.language.dominant ? 0 : 1],
  ];
  for (const [feature, label, gap] of shapes) {
    differences.push({ feature, label, a: 0, b: 0, gap });
    weighted += gap * (feature === 'language' ? 3 : 0.75);
    weights += feature === 'language' ? 3 : 0.75;
  }
  differences.sort((x, y) => y.gap - x.gap);
  return { distance: weights ? weighted / weights : 0, differences };
}
