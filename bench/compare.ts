// Prints a markdown table of two bench runs side by side, each either a
// results file (bench/results/*.json) or the text the bench printed:
// `npx tsx bench/compare.ts bench/results/before-full.txt bench/results/latest.json`.
import { readFileSync } from 'node:fs';

type Row = {
  group: string;
  name: string;
  unit: string;
  median?: number;
  p95?: number;
  p99?: number;
  value?: number;
  target?: { max?: number; min?: number };
};
type Run = { order: string[]; shown: Map<string, string>; targets: Map<string, string> };

/** Group names carry the data size ("PostgreSQL, 200,000 posts"); the key keeps only the engine. */
const keyOf = (group: string, name: string) =>
  `${group.replace(/\(([^,]+), [^)]*\)/, '($1)')} · ${name.replace(/ \(\d+\)$/, '')}`;

function load(file: string): Run {
  const run: Run = { order: [], shown: new Map(), targets: new Map() };
  if (file.endsWith('.json')) {
    for (const r of (JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] }).rows) {
      const key = keyOf(r.group, r.name);
      run.order.push(key);
      const parts = [
        r.median !== undefined ? `median ${r.median.toLocaleString('en')} ${r.unit}` : '',
        r.p95 !== undefined ? `p95 ${r.p95} ms` : '',
        r.p99 !== undefined ? `p99 ${r.p99} ms` : '',
        r.value !== undefined ? `${r.value.toLocaleString('en')} ${r.unit}` : '',
      ];
      run.shown.set(key, parts.filter(Boolean).join(', ') || '—');
      if (r.target)
        run.targets.set(
          key,
          `${r.target.max !== undefined ? `≤ ${r.target.max}` : `≥ ${r.target.min}`} ${r.unit === 'req/s' ? 'ms p99' : r.unit}`,
        );
    }
    return run;
  }
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s+(.+?) · (.+?): ((?:median |\d|not ).*?)(?:, target (.+?) →.*)?$/.exec(line);
    if (!m) continue;
    const key = keyOf(m[1]!, m[2]!);
    run.order.push(key);
    run.shown.set(key, m[3]!);
    if (m[4]) run.targets.set(key, m[4]);
  }
  return run;
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: compare.ts <before> <after>');
const before = load(beforeFile);
const after = load(afterFile);
console.log('| figure | target | before | after |\n|---|---|---|---|');
for (const key of [...new Set([...after.order, ...before.order])]) {
  console.log(
    `| ${key} | ${after.targets.get(key) ?? before.targets.get(key) ?? ''} | ${before.shown.get(key) ?? '—'} | ${after.shown.get(key) ?? '—'} |`,
  );
}
