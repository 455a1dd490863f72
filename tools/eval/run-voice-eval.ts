// `npm run eval:voice` (tools/eval/voice-eval.ts): prints the analysis's
// figures before samples (declared voice) and after (with 3, 10 and 22 samples).
import { loadCorpora } from './voice-corpora';
import { declaredVoiceScorer, formatVoiceEval, runVoiceEval, samplesScorer } from './voice-eval';

const corpora = loadCorpora();
console.log(`${corpora.length} authors, ${corpora.reduce((n, c) => n + c.posts.length, 0)} posts\n`);
for (const scorer of [declaredVoiceScorer, samplesScorer(3), samplesScorer(10), samplesScorer()]) {
  const started = performance.now();
  const report = runVoiceEval(corpora, scorer);
  console.log(formatVoiceEval(report));
  console.log(`  (${Math.round(performance.now() - started)} ms)\n`);
}
