import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { round } from '../lib/measure';
import { ROOT } from '../lib/options';
import { add } from '../lib/report';

/** The first visit of each screen in bench/budget.json, as scripts/check-budget.mjs measures it (npm test runs that check too). */
export async function bundleScenario(): Promise<void> {
  const budgetFile = join(ROOT, 'bench/budget.json');
  const dir = join(ROOT, 'dist/web');
  if (!existsSync(budgetFile) || !existsSync(join(dir, 'index.html'))) {
    add({
      group: 'web bundle',
      name: 'landing initial JS / CSS (gzip)',
      unit: 'KB',
      note: `not measured (${existsSync(budgetFile) ? 'no dist/web: run npm run build' : 'bench/budget.json not present'})`,
    });
    return;
  }
  type Screen = { path: string; js: number; css: number; jsLimit: number; cssLimit: number; later?: { js: number } };
  // @ts-expect-error -- a plain ESM script without type declarations
  const { measureBudget } = (await import('../../scripts/check-budget.mjs')) as {
    measureBudget: (o: { dir: string; budgetFile: string }) => { screens: Record<string, Screen> };
  };
  const kb = (bytes: number) => round(bytes / 1024);
  for (const [name, screen] of Object.entries(measureBudget({ dir, budgetFile }).screens)) {
    add({
      group: 'web bundle',
      name: `${name} (${screen.path}) first-visit JS (gzip)`,
      unit: 'KB',
      value: kb(screen.js),
      target: { max: kb(screen.jsLimit), on: 'value' },
      ...(screen.later ? { note: `then ${kb(screen.later.js)} KB once painted` } : {}),
    });
    add({
      group: 'web bundle',
      name: `${name} (${screen.path}) first-visit CSS (gzip)`,
      unit: 'KB',
      value: kb(screen.css),
      target: { max: kb(screen.cssLimit), on: 'value' },
    });
  }
}
