import type { OpeningKind, ClosingKind, TextFeatures } from '../style';

// A text's measurable habits as numbers, and how far one text's numbers sit
// from the spread of an author's samples (a Burrows-style z-score per feature).
// Each spread is floored: ten posts that all have 0 emojis do not make one
// emoji infinitely far away.

export type FeatureKind = 'tone' | 'style';
type FeatureDef = {
  key: string;
  label: string;
  kind: FeatureKind;
  floor: number;
  get: (f: TextFeatures) => number | null;
};

const per100 = (count: number, f: TextFeatures) => (f.words ? (count / f.words) * 100 : 0);

export const FEATURES: FeatureDef[] = [
  { key: 'chars', label: 'characters', kind: 'style', floor: 150, get: (f) => f.chars },
  { key: 'lines', label: 'lines', kind: 'style', floor: 2, get: (f) => f.lines },
  { key: 'lineChars', label: 'characters per line', kind: 'style', floor: 15, get: (f) => f.meanLineChars },
  {
    key: 'blank',
    label: 'paragraphs per line',
    kind: 'style',
    floor: 0.2,
    get: (f) => (f.lines ? f.paragraphs / f.lines : 0),
  },
  { key: 'emojis', label: 'emojis', kind: 'style', floor: 0.6, get: (f) => f.emojis },
  { key: 'hashtags', label: 'hashtags', kind: 'style', floor: 0.6, get: (f) => f.hashtags.length },
  { key: 'listLines', label: 'list lines', kind: 'style', floor: 1, get: (f) => f.listLines },
  { key: 'emDashes', label: 'dashes per 100 words', kind: 'style', floor: 0.5, get: (f) => per100(f.emDashes, f) },
  { key: 'ellipses', label: 'ellipses per 100 words', kind: 'style', floor: 0.5, get: (f) => per100(f.ellipses, f) },
  { key: 'guillemets', label: '« » quotes', kind: 'style', floor: 0.6, get: (f) => f.guillemets },
  {
    key: 'frenchSpacing',
    label: 'share of ? ! : ; with a space before',
    kind: 'style',
    floor: 0.25,
    get: (f) => (f.frenchSpaceable ? f.frenchSpaced / f.frenchSpaceable : null),
  },
  { key: 'sentenceWords', label: 'words per sentence', kind: 'tone', floor: 3, get: (f) => f.meanSentenceWords },
  {
    key: 'contractions',
    label: 'contractions per 100 words',
    kind: 'tone',
    floor: 0.8,
    get: (f) => per100(f.contractions, f),
  },
  {
    key: 'firstPerson',
    label: '"I", "me" and "my" per 100 words',
    kind: 'tone',
    floor: 1.5,
    get: (f) => per100(f.firstPerson, f),
  },
  {
    key: 'exclamations',
    label: 'exclamation marks per 100 words',
    kind: 'tone',
    floor: 0.5,
    get: (f) => per100(f.exclamations, f),
  },
  {
    key: 'questions',
    label: 'question marks per 100 words',
    kind: 'tone',
    floor: 0.5,
    get: (f) => per100(f.questions, f),
  },
  { key: 'spelling', label: 'British spellings', kind: 'tone', floor: 0.5, get: (f) => f.ukSpellings - f.usSpellings },
];

export type FeatureGap = {
  key: string;
  label: string;
  kind: FeatureKind;
  value: number;
  mean: number;
  min: number;
  max: number;
  /** |value - mean| / floored spread, capped at 4. */
  z: number;
};

export type KindGap = {
  value: OpeningKind | ClosingKind;
  count: number;
  sampleCount: number;
  top: OpeningKind | ClosingKind;
  topCount: number;
};

export type SampleStats = {
  features: TextFeatures[];
  columns: Array<{ mean: number; sd: number; min: number; max: number } | null>;
};

export function sampleStats(features: TextFeatures[]): SampleStats {
  const columns = FEATURES.map(({ get, floor }) => {
    const values = features.map(get).filter((v): v is number => v !== null);
    if (!values.length) return null;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(values.length - 1, 1));
    return { mean, sd: Math.max(sd, floor), min: Math.min(...values), max: Math.max(...values) };
  });
  return { features, columns };
}

export function featureGaps(text: TextFeatures, stats: SampleStats): FeatureGap[] {
  const gaps: FeatureGap[] = [];
  FEATURES.forEach(({ key, label, kind, get }, i) => {
    const column = stats.columns[i];
    const value = get(text);
    if (!column || value === null) return;
    const z = Math.min(4, Math.abs(value - column.mean) / column.sd);
    gaps.push({ key, label, kind, value, mean: column.mean, min: column.min, max: column.max, z });
  });
  return gaps;
}

/** How often the samples open (or close) the way this text does. */
export function kindGap<K extends OpeningKind | ClosingKind>(value: K, kinds: K[]): KindGap {
  const counts = new Map<K, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [value, 0];
  return { value, count: counts.get(value) ?? 0, sampleCount: kinds.length, top, topCount };
}
