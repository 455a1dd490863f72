import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import { measureBudget, pageAssets } from './check-budget.mjs';

type Report = {
  ok: boolean;
  screens: Record<string, { js: number; within: boolean; files: string[]; later?: { js: number; files: string[] } }>;
};
const measure = measureBudget as (options: { dir: string; budgetFile: string }) => Report;

// Random filler, so gzip sizes stay close to the byte counts.
const noise = (bytes: number) => randomBytes(bytes).toString('base64url').slice(0, bytes);

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function fakeBuild(landingScript: string) {
  const root = mkdtempSync(join(tmpdir(), 'budget-'));
  dir = root;
  mkdirSync(join(root, 'assets'));
  const put = (name: string, text: string) => writeFileSync(join(root, 'assets', name), text);
  writeFileSync(
    join(root, 'landing.html'),
    '<script src="/before-paint.js"></script><script type="module" crossorigin src="/assets/landing-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/helper-b2.js"><link rel="stylesheet" href="/assets/style-c3.css"><div id="root"><h1>Hi</h1></div>',
  );
  writeFileSync(
    join(root, 'index.html'),
    '<script type="module" src="/assets/index-d4.js"></script><link rel="stylesheet" href="/assets/style-c3.css">',
  );
  put('landing-a1.js', landingScript);
  put('helper-b2.js', `export const h = "${noise(500)}";`);
  put('style-c3.css', `a{content:"${noise(300)}"}`);
  put('index-d4.js', `import "./boot-e5.js";`);
  put('boot-e5.js', `import "./react-f6.js"; export const boot = "${noise(2000)}";`);
  put('react-f6.js', `export const react = "${noise(20000)}";`);
  put('page-g7.js', `export const page = "${noise(1000)}";`);
  const budgetFile = join(root, 'budget.json');
  writeFileSync(
    budgetFile,
    JSON.stringify({
      screens: {
        landing: {
          path: '/',
          html: 'landing.html',
          chunks: [],
          js: 10_000,
          css: 2_000,
          later: { chunks: ['boot', 'page'] },
        },
      },
    }),
  );
  return { dir: root, budgetFile };
}

describe('check-budget', () => {
  it("reads a page's module scripts, modulepreloads and stylesheets, not classic scripts", () => {
    expect(
      (pageAssets as (html: string) => unknown)(
        '<script src="/before-paint.js"></script><script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css"><link rel="preload" as="font" href="/assets/d.woff2">',
      ),
    ).toEqual({
      js: ['a.js', 'b.js'],
      css: ['c.css'],
    });
  });

  it('counts what the prerendered landing page loads, not the app it imports dynamically once painted', () => {
    const report = measure(
      fakeBuild('import "./helper-b2.js"; addEventListener("load", () => import("./boot-e5.js"));'),
    );
    expect(report.ok).toBe(true);
    expect(report.screens.landing!.files.sort()).toEqual(['helper-b2.js', 'landing-a1.js', 'style-c3.css']);
    expect(report.screens.landing!.js).toBeLessThan(2_000);
    expect(report.screens.landing!.later!.files.sort()).toEqual(['boot-e5.js', 'page-g7.js', 'react-f6.js']);
    expect(report.screens.landing!.later!.js).toBeGreaterThan(15_000);
  });

  it('fails when the landing script imports the app statically', () => {
    const report = measure(fakeBuild('import "./boot-e5.js";'));
    expect(report.ok).toBe(false);
    expect(report.screens.landing!.within).toBe(false);
    expect(report.screens.landing!.files).toContain('react-f6.js');
  });
});
