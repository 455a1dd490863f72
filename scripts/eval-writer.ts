// `npm run eval:writer`: the writing-quality benchmark (src/server/ai/eval/).
// Runs the Offline writer on the fixed idea set and prints the table; when
// AI_PROVIDER is configured, runs the language-model engine on the same ideas
// too, so the two can be compared. `-- --show 5` prints posts to read;
// `-- --idea seed-round` limits the run to ideas whose id contains the text.
import { BENCHMARK_IDEAS } from '../src/server/ai/eval/ideas';
import { formatBenchmark, runWriterBenchmark, type BenchmarkReport } from '../src/server/ai/eval/writer-benchmark';
import { createOfflineWriter } from '../src/server/ai/offline/offline-writer';
import { loadEnv } from '../src/server/env';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const show = Number(option('show') ?? 0);
const only = option('idea');
const ideas = only ? BENCHMARK_IDEAS.filter((idea) => idea.id.includes(only)) : BENCHMARK_IDEAS;

function print(report: BenchmarkReport) {
  console.log(formatBenchmark(report));
  for (const [check, list] of Object.entries(report.examples)) {
    console.log(`\n${check}:`);
    for (const example of list) console.log(`  - ${example}`);
  }
  for (const sample of report.samples.slice(0, show)) {
    console.log(`\n━━ ${sample.idea.id} · ${sample.input.platform} · ${sample.input.mood} · ${sample.input.postLength} · voice ${sample.input.voice?.name ?? 'none'}`);
    console.log(`idea: ${sample.idea.idea}`);
    sample.posts.forEach((post, i) => console.log(`\n── version ${i + 1} (${post.length} chars)\n${post}`));
  }
  console.log('');
}

print(await runWriterBenchmark(createOfflineWriter(), { ideas }));

const env = loadEnv();
if (env.AI_PROVIDER !== 'offline') {
  // Loaded only when needed: the language-model engine meters usage in the database.
  const { withCliServices } = await import('./cli-services');
  const { createWriter } = await import('../src/server/ai/create-writer');
  const { systemClock } = await import('../src/server/lib/clock');
  await withCliServices(env, 'eval-writer', async (_services, db) => {
    print(await runWriterBenchmark(createWriter({ config: env, db, clock: systemClock }), { ideas }));
  });
}
