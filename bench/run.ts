// `npm run bench` (and `npm run bench -- --quick` for CI): seeds its own data
// into a throwaway PostgreSQL database and a throwaway PGlite folder, starts
// the real app (src/server/main.ts, production settings) and the bench's own
// bare Fastify servers, and measures every figure of issue #14. Writes
// bench/results/latest.{json,md}. With `--check`, exits 1 when a figure misses
// its limit (the target, widened by a tolerance for a shared, loaded machine).
// See docs/performance.md for what each figure means. The jobs live beside it:
// lib/ (options, processes, timing, seeding, report), scenarios/ (one file per
// figure group) and engines/ (PostgreSQL, PGlite).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPglite } from './engines/pglite';
import { runPostgres } from './engines/postgres';
import { CHECK, NO_POSTGRES, QUICK, ROOT, wants } from './lib/options';
import { add, describe, markdown, rows, verdict } from './lib/report';
import { bundleScenario } from './scenarios/bundle';
import { mediaScenario } from './scenarios/media';
import { samplesScenario } from './scenarios/samples';

async function main(): Promise<void> {
  const started = Date.now();
  const { loadavg, cpus } = await import('node:os');
  const meta = {
    when: new Date().toISOString(),
    mode: QUICK ? 'quick' : 'full',
    cpus: cpus().length,
    load: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
  console.log(`npm run bench${QUICK ? ' -- --quick' : ''}: ${meta.cpus} CPUs, load ${meta.load}`);
  if (NO_POSTGRES)
    add({
      group: 'PostgreSQL',
      name: 'every PostgreSQL figure',
      unit: '',
      note: 'not measured (--no-postgres: set TEST_DATABASE_URL)',
    });
  else await runPostgres();
  if (wants('history') || wants('generation') || wants('api') || wants('lighthouse')) await runPglite();
  if (wants('samples')) await samplesScenario();
  if (wants('media')) await mediaScenario();
  if (wants('bundle')) await bundleScenario();

  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const name = QUICK ? 'latest-quick' : 'latest';
  writeFileSync(
    join(dir, `${name}.json`),
    `${JSON.stringify({ ...meta, seconds: Math.round((Date.now() - started) / 1000), rows }, null, 2)}\n`,
  );
  writeFileSync(join(dir, `${name}.md`), markdown(meta));
  console.log(`\nWrote bench/results/${name}.{json,md} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const misses = rows.filter((r) => verdict(r) === 'MISS');
  if (misses.length > 0)
    console.log(
      `\n${misses.length} figure(s) miss their target:\n${misses.map((r) => `  - ${r.group} · ${r.name}: ${describe(r)}`).join('\n')}`,
    );
  if (CHECK) {
    const regressions = rows.filter((r) => verdict(r, true) === 'MISS');
    for (const r of regressions)
      console.log(
        `  REGRESSION ${r.group} · ${r.name}: ${describe(r)}${r.checkValue !== undefined ? `, best round ${r.checkValue} ${r.unit}` : ''} (check limit ${r.check?.max !== undefined ? `≤ ${r.check.max}` : `≥ ${r.check?.min ?? r.target?.min}`})`,
      );
    console.log(
      regressions.length === 0
        ? '\nbench check: no regression beyond the noise tolerance'
        : `\nbench check: ${regressions.length} regression(s)`,
    );
    if (regressions.length > 0) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
