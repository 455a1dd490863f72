import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// landing.html (the prerendered landing page, decision 077) repeats index.html's head: they must not drift apart.
const head = (file: string) => readFileSync(file, 'utf8').match(/<head>([\s\S]*)<\/head>/)![1]!;

describe('landing.html', () => {
  it('has the same head as index.html (before-paint.js starts the session call only for a signed-in marker)', () => {
    expect(head('landing.html')).toBe(head('index.html'));
  });

  it('index.html has the same empty slot, for the prerendered first frame of the app (decision 081)', () => {
    expect(readFileSync('index.html', 'utf8')).toContain('<div id="root"><!--app--></div>');
  });

  it('has an empty slot for the prerendered markup and one module script, no inline script', () => {
    const html = readFileSync('landing.html', 'utf8');
    expect(html).toContain('<div id="root"><!--app--></div>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script src="/before-paint.js">',
      '<script type="module" src="/src/web/landing.ts">',
    ]);
  });
});
