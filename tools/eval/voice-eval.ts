import {
  analyzeAgainstSamples,
  buildSampleReference,
  type SampleReference,
} from '../../src/server/ai/analysis/analyze-against-samples';
import { analyzePostOffline } from '../../src/server/ai/offline/analyze-post';
import { splitCorpus, type Corpus } from './voice-corpora';

// `npm run eval:voice`: can the consistency analysis tell an author's own
// unseen post from someone else's? Each author's held-out posts are scored
// against every author's voice.
// - AUC: over all pairs (own held-out post, another author's post) scored
//   against the same voice, the share where the own post scores higher (ties
//   count half).
// - top-1: the share of held-out posts that score strictly highest against
//   their own author.

export type Scorer = { name: string; score: (post: string, voice: Corpus) => number };

export type VoiceEvalReport = {
  scorer: string;
  auc: number;
  /** The AUC against authors writing in the same language only (the harder half). */
  sameLanguageAuc: number;
  top1: number;
  ownMean: number;
  otherMean: number;
  heldOut: number;
  perAuthor: Array<{ slug: string; auc: number; top1: number; ownMean: number; otherMean: number }>;
};

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export function pairAuc(positives: number[], negatives: number[]): number {
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return positives.length && negatives.length ? wins / (positives.length * negatives.length) : 0;
}

export function runVoiceEval(corpora: Corpus[], scorer: Scorer): VoiceEvalReport {
  // scores[v][a][i]: held-out post i of author a, scored against voice v.
  const heldOut = corpora.map((c) => splitCorpus(c).heldOut);
  const scores = corpora.map((voice) => heldOut.map((posts) => posts.map((post) => scorer.score(post, voice))));
  let wins = 0;
  let pairs = 0;
  let sameWins = 0;
  let samePairs = 0;
  let top = 0;
  let total = 0;
  const perAuthor = corpora.map((corpus, v) => {
    const own = scores[v]![v]!;
    const others = scores[v]!.flatMap((list, a) => (a === v ? [] : list));
    const auc = pairAuc(own, others);
    const sameLanguage = scores[v]!.flatMap((list, a) =>
      a === v || corpora[a]!.language !== corpus.language ? [] : list,
    );
    sameWins += pairAuc(own, sameLanguage) * own.length * sameLanguage.length;
    samePairs += own.length * sameLanguage.length;
    wins += auc * own.length * others.length;
    pairs += own.length * others.length;
    const ownTop = heldOut[v]!.filter((_, i) =>
      corpora.every((__, w) => w === v || scores[w]![v]![i]! < own[i]!),
    ).length;
    top += ownTop;
    total += own.length;
    return {
      slug: corpus.slug,
      auc,
      top1: ownTop / Math.max(own.length, 1),
      ownMean: mean(own),
      otherMean: mean(others),
    };
  });
  return {
    scorer: scorer.name,
    auc: pairs ? wins / pairs : 0,
    sameLanguageAuc: samePairs ? sameWins / samePairs : 0,
    top1: total ? top / total : 0,
    ownMean: mean(perAuthor.map((a) => a.ownMean)),
    otherMean: mean(perAuthor.map((a) => a.otherMean)),
    heldOut: total,
    perAuthor,
  };
}

/** Without samples: the post against the declared voice (the wizard's answers), as before issue 22 plus its habit gaps. */
export const declaredVoiceScorer: Scorer = {
  name: 'declared voice (no samples)',
  score: (post, corpus) =>
    analyzePostOffline({
      content: post,
      platform: 'linkedin',
      mood: 'professional',
      voice: { name: corpus.author, ...corpus.voice },
    }).overallScore,
};

/** With samples: the post against the author's own posts. */
export function samplesScorer(sampleCount?: number): Scorer {
  const references = new Map<string, SampleReference>();
  return {
    name: `samples (${sampleCount ?? 'all'} per voice)`,
    score: (post, corpus) => {
      let reference = references.get(corpus.slug);
      if (!reference) {
        reference = buildSampleReference(splitCorpus(corpus).samples.slice(0, sampleCount));
        references.set(corpus.slug, reference);
      }
      return analyzeAgainstSamples(post, reference).overallScore;
    },
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

export function formatVoiceEval(report: VoiceEvalReport): string {
  const lines = [
    `${report.scorer}: AUC ${report.auc.toFixed(3)} (same language ${report.sameLanguageAuc.toFixed(3)}) · top-1 ${pct(report.top1)} · own ${report.ownMean.toFixed(1)} vs others ${report.otherMean.toFixed(1)} (${report.heldOut} held-out posts)`,
  ];
  for (const a of report.perAuthor) {
    lines.push(
      `  ${a.slug.padEnd(20)} AUC ${a.auc.toFixed(3)}  top-1 ${pct(a.top1).padStart(7)}  own ${a.ownMean.toFixed(1).padStart(5)}  others ${a.otherMean.toFixed(1).padStart(5)}`,
    );
  }
  return lines.join('\n');
}
