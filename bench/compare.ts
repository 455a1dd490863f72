// Prints a markdown table of a before run (the text log of `npm run bench`)
// against an after run (bench/results/latest.json): `npx tsx bench/compare.ts before.txt latest.json`.
import { readFileSync } from 'node:fs';

type Row = { group: string; name: string; unit: string; median?: number; p95?: number; p99?: number; value?: number; target?: { max?: number; min?: number; on?: string } };

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: compare.ts <before log> <after json>');
const before = new Map<string, string>();
for (const line of readFileSync(beforeFile, 'utf8').split('\n')) {
  const m = /^\s+(.+?) · (.+?): ((?:median |\d|not ).*?)(, target.*)?$/.exec(line);
  if (m) before.set(`${m[1]!.replace(/\(([^,]+), .*\)/, '($1)')} · ${m[2]}`, m[3]!);
}
const after = (JSON.parse(readFileSync(afterFile, 'utf8')) as { rows: Row[] }).rows;
const shown = (r: Row) =>
  [r.median !== undefined ? `median ${r.median.toLocaleString('en')} ${r.unit}` : '', r.p95 !== undefined ? `p95 ${r.p95} ms` : '', r.p99 !== undefined ? `p99 ${r.p99} ms` : '', r.value !== undefined ? `${r.value.toLocaleString('en')} ${r.unit}` : '']
    .filter(Boolean)
    .join(', ');
console.log('| figure | target | before | after |\n|---|---|---|---|');
for (const r of after) {
  const key = `${r.group.replace(/\(([^,]+), .*\)/, '($1)')} · ${r.name}`;
  const target = r.target ? `${r.target.max !== undefined ? `≤ ${r.target.max}` : `≥ ${r.target.min}`} ${r.unit === 'req/s' ? 'ms p99' : r.unit}` : '';
  console.log(`| ${r.group} · ${r.name} | ${target} | ${before.get(key)?.replace(/, target.*$/, '') ?? '—'} | ${shown(r) || '—'} |`);
}
