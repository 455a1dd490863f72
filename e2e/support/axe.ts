import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core in the page under test (issue 26: 0 serious or critical in both themes on every screen, contrast
// included). It is injected as a script tag, which the app's Content Security Policy rightly refuses: a spec
// that scans sets `test.use({ bypassCSP: true })`.

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical axe violations (WCAG 2.1 A and AA) on the current screen, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a toast fading in is briefly below its contrast (finite animations only; spinners never end).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
