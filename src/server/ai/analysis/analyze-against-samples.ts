import type { ConsistencyAnalysis } from '@shared/schemas/posts';
import { buildSampleModel, measureText, stylometricDistance, wordsOfText, type SampleModel } from '../style';
import { featureGaps, kindGap, sampleStats, type SampleStats } from './sample-features';
import { basedOnLine, feedbackFromGaps } from './sample-feedback';

// The consistency analysis when the voice has writing samples (issue 22 §5,
// decision 106): the post is compared with the author's own posts, never with
// a description of them. Three measures, each turned into one of the spec's
// scores:
// - tone: function-word Delta (Burrows) and the tone habits (contractions, "I", !);
// - style: layout habits (length, lines, emojis, hashtags, lists, openings, closings);
// - messaging: character 3-gram similarity and shared vocabulary.

export type SampleReference = { model: SampleModel; stats: SampleStats; vocabulary: Set<string>; size: number };

/** Precomputes what every analysis against these samples needs (reuse it for many drafts). */
export function buildSampleReference(samples: readonly string[]): SampleReference {
  const texts = [...samples];
  const vocabulary = new Set(texts.flatMap(wordsOfText).filter((word) => word.length > 3));
  return { model: buildSampleModel(texts), stats: sampleStats(texts.map(measureText)), vocabulary, size: texts.length };
}

const clampScore = (value: number) => Math.max(5, Math.min(98, Math.round(value)));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Confidence grows with the sample count: ~0.5 with 3 posts, ~0.85 with 20, 0.95 with 40+; short drafts say less. */
export function sampleConfidence(sampleCount: number, words: number): number {
  const fromSamples = 0.35 + 0.6 * (1 - Math.exp(-sampleCount / 12));
  const fromLength = 0.8 + 0.2 * Math.min(1, words / 60);
  return Math.round(Math.min(0.95, fromSamples * fromLength) * 100) / 100;
}

export function analyzeAgainstSamples(
  content: string,
  samples: readonly string[] | SampleReference,
): ConsistencyAnalysis {
  const reference = 'model' in samples ? samples : buildSampleReference(samples);
  const text = measureText(content);
  const { delta, ngramSimilarity } = stylometricDistance(content, reference.model);
  const gaps = featureGaps(text, reference.stats);
  const opening = kindGap(
    text.opening,
    reference.stats.features.map((f) => f.opening),
  );
  const closing = kindGap(
    text.closing,
    reference.stats.features.map((f) => f.closing),
  );
  const sameLanguage =
    text.language === reference.model.language || text.language === 'other' || reference.model.language === 'other';

  const toneZ = mean(gaps.filter((g) => g.kind === 'tone').map((g) => g.z));
  const styleZ = mean(gaps.filter((g) => g.kind === 'style').map((g) => g.z));
  const kindMiss = 1 - (opening.count + closing.count + 1) / (opening.sampleCount + closing.sampleCount + 2);
  const words = wordsOfText(content).filter((word) => word.length > 3);
  const shared = words.length ? words.filter((word) => reference.vocabulary.has(word)).length / words.length : 0;
  const languagePenalty = sameLanguage ? 0 : 45;

  const toneScore = clampScore(112 - 22 * delta - 14 * toneZ - languagePenalty);
  const styleScore = clampScore(108 - 24 * styleZ - 25 * kindMiss - languagePenalty / 2);
  const messagingScore = clampScore(10 + 95 * ngramSimilarity + 25 * shared - languagePenalty);
  const overallScore = clampScore(toneScore * 0.35 + styleScore * 0.4 + messagingScore * 0.25);

  return {
    overallScore,
    toneScore,
    styleScore,
    messagingScore,
    feedback: {
      ...feedbackFromGaps({
        gaps,
        opening,
        closing,
        sampleCount: reference.size,
        sameLanguage,
        language: text.language,
        samplesLanguage: reference.model.language,
      }),
      basedOn: basedOnLine(reference.size),
    },
    confidence: sampleConfidence(reference.size, text.words),
  };
}
