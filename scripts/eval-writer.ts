// `npm run eval:writer`: the writing benchmark (tools/eval/writer-benchmark.ts).
// Runs the Offline writer on the benchmark's ideas and prints the table; when
// AI_PROVIDER is configured, runs the language-model engine on the same ideas
// too and prints both. `-- --idea funding` limits the run to ideas whose id
// contains the text.
import { createOfflineWriter } from '../src/server/ai/offline/offline-writer';
import { loadEnv } from '../src/server/env';
import {
  BENCHMARK_IDEAS,
  formatBenchmark,
  runWriterBenchmark,
  type WriterReport,
} from '../tools/eval/writer-benchmark';

const args = process.argv.slice(2);
const only = args.includes('--idea') ? args[args.indexOf('--idea') + 1] : undefined;
const ideas = only ? BENCHMARK_IDEAS.filter((idea) => idea.id.includes(only)) : BENCHMARK_IDEAS;

function print(report: WriterReport) {
  console.log(formatBenchmark(report));
  for (const [check, list] of Object.entries(report.examples)) {
    console.log(`\n${check}:`);
    for (const example of list) console.log(`  - ${example.replace(/\n/g, '\n    ')}`);
  }
  console.log('');
}

print(await runWriterBenchmark(createOfflineWriter(), ideas));

const env = loadEnv();
if (env.AI_PROVIDER !== 'offline') {
  // Loaded only when needed: the language-model engine meters usage in the database.
  const { withCliServices } = await import('./cli-services');
  const { createWriter } = await import('../src/server/ai/create-writer');
  const { systemClock } = await import('../src/server/lib/clock');
  await withCliServices(env, 'eval-writer', async (_services, db) => {
    print(await runWriterBenchmark(createWriter({ config: env, db, clock: systemClock }), ideas));
  });
}
