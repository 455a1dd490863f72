import { describe, expect, it } from 'vitest';
import { loadCorpora, SAMPLES_PER_AUTHOR, splitCorpus } from './voice-corpora';
import { runVoiceEval, samplesScorer } from './voice-eval';

// The thresholds of issue 22 §6 for the consistency analysis, enforced on
// every `npm test`. Figures and the before/after table: `npm run eval:voice`.

const corpora = loadCorpora();

describe('voice benchmark corpora', () => {
  it('holds at least 6 authors of 30+ posts in English, French and Dutch, none repeated', () => {
    expect(corpora.length).toBeGreaterThanOrEqual(6);
    for (const corpus of corpora) expect(corpus.posts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpora.map((c) => c.language))).toEqual(new Set(['en', 'fr', 'nl']));
    const all = corpora.flatMap((c) => c.posts);
    expect(new Set(all).size).toBe(all.length);
    expect(splitCorpus(corpora[0]!).samples).toHaveLength(SAMPLES_PER_AUTHOR);
  });
});

describe('consistency analysis with 20+ samples', () => {
  const report = runVoiceEval(corpora, samplesScorer());

  it("scores an own held-out post above another author's post (AUC ≥ 0.90)", () => {
    expect(SAMPLES_PER_AUTHOR).toBeGreaterThanOrEqual(20);
    expect(report.auc).toBeGreaterThanOrEqual(0.9);
    expect(report.sameLanguageAuc).toBeGreaterThanOrEqual(0.9);
  });

  it('scores a held-out post highest against its own author in 85 % of cases', () => {
    expect(report.top1).toBeGreaterThanOrEqual(0.85);
  });
});
