import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = { parameters?: { name: string; in: string; required: boolean }[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };

describe('API reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/openapi.json is an OpenAPI 3.1 document of the routes, from the shared zod schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json<{ openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Postwright API');

    const login = doc.paths['/api/auth/login']!.post!;
    const body = login.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));

    const health = doc.paths['/api/health']!.get!.responses['200']!.content!['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(health.properties)).toEqual(expect.arrayContaining(['status', 'database', 'version', 'uptimeSeconds']));
    expect(doc.paths['/api/ready']!.get!.responses['503']).toBeDefined();

    // Path parameters are written the OpenAPI way.
    const withParam = Object.keys(doc.paths).find((p) => p.includes('{'));
    expect(withParam).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.includes(':'))).toBe(false);
    const listPosts = doc.paths['/api/posts']!.get!;
    expect(listPosts.parameters?.some((p) => p.in === 'query')).toBe(true);
    // Nothing internal leaks into the reference.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs') || p === '/api/openapi.json')).toBe(false);
  });

  it('GET /api/docs is a reference page served from our own origin, under the strict CSP', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https:)/);
    // Every script and stylesheet is a same-origin file; no inline script.
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await t.app.inject({ url: source, headers: { 'accept-encoding': 'gzip' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(asset.rawPayload).length).toBeGreaterThan(50);
    }
    const init = await t.app.inject({ url: '/api/docs/init.js' });
    expect(init.body).toContain('/api/openapi.json');
    expect((await t.app.inject({ url: '/api/docs/package.json' })).statusCode).toBe(404);
  });
});
