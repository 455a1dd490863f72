import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('built web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'postwright-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Postwright</title>');
    await writeFile(
      join(webRoot, 'assets', 'app-abc123.js'),
      'console.log(1);\n//# sourceMappingURL=app-abc123.js.map',
    );
    await writeFile(join(webRoot, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/web/secret.tsx"]}');
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the assets but never their source maps', async () => {
    expect((await t.app.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sources');
  });
});
