import { detectLanguage, wordListsFor, type Language } from './language';
import { wordsOf } from './text-units';

// Stylometric distance between one text and an author's samples:
// - Burrows' Delta on function-word frequencies (per 100 words), z-scored
//   against the samples' own spread. The spread is floored, because a handful
//   of short posts gives near-zero deviations that would blow up any z-score.
// - Cosine similarity of character 3-grams (case-folded, spacing kept), which
//   catches punctuation, emoji and spelling habits that words miss.

export type SampleModel = {
  language: Language;
  functionWords: string[];
  means: number[];
  sds: number[];
  grams: Map<string, number>;
  gramNorm: number;
  size: number;
};

export type StylometricDistance = {
  /** Burrows' Delta: mean |z| over function words; ~0.5 own author, 1+ someone else. */
  delta: number;
  /** Cosine similarity of character 3-grams, 0..1. */
  ngramSimilarity: number;
};

const GRAM = 3;

function frequencies(words: string[], vocabulary: string[]): number[] {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const total = Math.max(words.length, 1);
  return vocabulary.map((word) => ((counts.get(word) ?? 0) / total) * 100);
}

export function charGrams(text: string): Map<string, number> {
  const chars = Array.from(text.toLowerCase().replace(/\s+/g, ' ').trim());
  const grams = new Map<string, number>();
  for (let i = 0; i + GRAM <= chars.length; i += 1) {
    const gram = chars.slice(i, i + GRAM).join('');
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

function norm(vector: Map<string, number>): number {
  let total = 0;
  for (const value of vector.values()) total += value * value;
  return Math.sqrt(total);
}

/** Precomputes what every comparison against these samples needs. */
export function buildSampleModel(samples: string[]): SampleModel {
  const tokenised = samples.map(wordsOf);
  const language = detectLanguage(tokenised.flat());
  const functionWords = [...new Set(wordListsFor(language).functionWords)];
  const rows = tokenised.map((words) => frequencies(words, functionWords));
  const means = functionWords.map(
    (_, i) => rows.reduce((sum, row) => sum + (row[i] ?? 0), 0) / Math.max(rows.length, 1),
  );
  const sds = functionWords.map((_, i) => {
    const mean = means[i] ?? 0;
    const variance = rows.reduce((sum, row) => sum + ((row[i] ?? 0) - mean) ** 2, 0) / Math.max(rows.length - 1, 1);
    return Math.max(Math.sqrt(variance), 0.35, mean * 0.5);
  });
  const grams = new Map<string, number>();
  for (const sample of samples) {
    const sampleGrams = charGrams(sample);
    const total = [...sampleGrams.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [gram, count] of sampleGrams) grams.set(gram, (grams.get(gram) ?? 0) + count / total);
  }
  return { language, functionWords, means, sds, grams, gramNorm: norm(grams), size: samples.length };
}

/** How far a text sits from an author's samples (a model or the raw texts). */
export function stylometricDistance(text: string, samples: string[] | SampleModel): StylometricDistance {
  const model = Array.isArray(samples) ? buildSampleModel(samples) : samples;
  const row = frequencies(wordsOf(text), model.functionWords);
  let deltaSum = 0;
  let used = 0;
  row.forEach((value, i) => {
    const mean = model.means[i] ?? 0;
    if (value === 0 && mean === 0) return;
    deltaSum += Math.abs(value - mean) / (model.sds[i] ?? 1);
    used += 1;
  });
  const grams = charGrams(text);
  let dot = 0;
  for (const [gram, count] of grams) dot += count * (model.grams.get(gram) ?? 0);
  const denominator = norm(grams) * model.gramNorm;
  return {
    delta: used ? deltaSum / used : 0,
    ngramSimilarity: denominator ? dot / denominator : 0,
  };
}
