import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { QUICK, ROOT } from '../lib/options';
import type { AppServer } from '../lib/processes';
import { add } from '../lib/report';

/**
 * Lighthouse (scripts/lighthouse.mjs, Debian's Chromium) against a running
 * app: the public screens signed out (a session cookie would send them to the
 * dashboard), the signed-in ones with the given session. Each screen's median
 * of three runs, desktop and mobile.
 */
export function lighthouseScenario(app: AppServer | undefined, cookie: string | undefined): void {
  const script = join(ROOT, 'scripts/lighthouse.mjs');
  if (!app || !cookie || QUICK || !existsSync(join(ROOT, 'dist/web/index.html'))) {
    add({
      group: 'Lighthouse',
      name: '/, /auth, /dashboard, /post-history',
      unit: 'score',
      note: QUICK ? 'not measured in --quick' : 'not measured (needs a build: npm run build)',
    });
    return;
  }
  type Result = {
    path: string;
    form: 'desktop' | 'mobile';
    performance: number | null;
    lcpMs: number | null;
    cls: number | null;
    tbtMs: number | null;
    benchmarkIndex?: number;
    error?: string;
  };
  const visits: { paths: string; cookie?: string }[] = [
    { paths: '/,/auth' },
    { paths: '/dashboard,/post-history', cookie },
  ];
  for (const visit of visits) {
    const args = [
      script,
      '--url',
      app.url,
      '--paths',
      visit.paths,
      '--runs',
      '3',
      '--json',
      ...(visit.cookie ? ['--cookie', visit.cookie] : []),
    ];
    const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const results = run.status === 0 ? (JSON.parse(run.stdout) as { results: Result[] }).results : [];
    if (results.length === 0)
      add({
        group: 'Lighthouse',
        name: visit.paths,
        unit: 'score',
        note: `not measured (the Lighthouse script failed: ${run.stderr?.slice(-200)})`,
      });
    for (const r of results) {
      add({
        group: 'Lighthouse',
        name: `${r.path} (${r.form})`,
        unit: 'score',
        value: r.performance ?? NaN,
        target: { min: r.form === 'desktop' ? 95 : 90, on: 'value' },
        // The host's CPU index: Lighthouse's 4× slowdown is relative to it, so a slow day lowers every mobile TBT (decision 082).
        note:
          r.error ?? `LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms, host CPU index ${r.benchmarkIndex ?? '?'}`,
      });
    }
  }
}
