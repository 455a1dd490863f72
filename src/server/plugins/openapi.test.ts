import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker, type OpenApiDocument } from '../test/openapi-contract';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = {
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};

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
    const doc = res.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Postwright API');

    const login = doc.paths['/api/auth/login']!.post!;
    const body = login.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));

    const health = doc.paths['/api/health']!.get!.responses['200']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(health.properties)).toEqual(
      expect.arrayContaining(['status', 'database', 'version', 'uptimeSeconds']),
    );
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

  it('lists every answer of every operation: the shared refusals with the one error body, and the non-JSON answers', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation & { security?: unknown[] }>>;
      components: { schemas: { Error: { properties: Record<string, unknown>; required: string[] } } };
    }>();
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);
    expect(doc.components.schemas.Error.required).toEqual(['message', 'code']);
    expect(Object.keys(doc.components.schemas.Error.properties)).toEqual(['message', 'code', 'fields']);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Nothing is left to "see the route": every operation says what it answers, and a 400 in the error shape.
        expect(operation.responses, `${method} ${path}`).not.toHaveProperty('default');
        expect(operation.responses['400']?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
    // Signed in or not, admin or not, a body or not, an id or not, limited or paid: each adds its refusals.
    expect(statuses('/api/health', 'get')).not.toContain('401');
    expect(doc.paths['/api/health']!.get!.security).toBeUndefined();
    expect(statuses('/api/auth/me', 'get')).toEqual(expect.arrayContaining(['200', '400', '401', '503']));
    expect(doc.paths['/api/auth/me']!.get!.security).toEqual([{ session: [] }]);
    expect(statuses('/api/admin/users', 'get')).toEqual(expect.arrayContaining(['401', '403']));
    expect(statuses('/api/auth/login', 'post')).toEqual(expect.arrayContaining(['403', '413', '415', '429']));
    expect(statuses('/api/brand-voices/{id}', 'get')).toEqual(expect.arrayContaining(['404', '414']));
    expect(statuses('/api/posts/generate', 'post')).toEqual(expect.arrayContaining(['402', '409']));
    expect(statuses('/api/stripe/webhook', 'post')).not.toContain('403');
    // The stream's 200, the webhook's answer, the redirects.
    expect(Object.keys(doc.paths['/api/posts/generate/stream']!.post!.responses['200']!.content!)).toEqual([
      'text/event-stream',
    ]);
    expect(
      doc.paths['/api/stripe/webhook']!.post!.responses['200']!.content!['application/json']!.schema,
    ).toMatchObject({
      required: ['received'],
    });
    expect(statuses('/api/auth/google', 'get')).toContain('302');
    expect(statuses('/api/auth/apple/callback', 'post')).toContain('303');
  });

  it('the fuzzer’s contract check refuses a status, a content type or a body the document does not list', async () => {
    const contract = createContractChecker((await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>());
    const me = { method: 'GET', url: '/api/auth/me' };
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const signedOut = await t.app.inject({ url: '/api/auth/me' });
    expect(signedOut.statusCode).toBe(401);
    expect(contract.problem(me, signedOut)).toBeUndefined();
    expect(contract.problem(me, { statusCode: 418, headers: json, body: '{}' })).toMatch(/418 is not documented/);
    expect(contract.problem(me, { statusCode: 401, headers: { 'content-type': 'text/html' }, body: '<p>' })).toMatch(
      /text\/html, not a documented one/,
    );
    expect(
      contract.problem(me, { statusCode: 401, headers: json, body: JSON.stringify({ message: 'x', code: 'NOPE' }) }),
    ).toMatch(/does not match the document at code/);
    expect(contract.problem(me, { statusCode: 200, headers: json, body: JSON.stringify({ id: 1 }) })).toMatch(
      /does not match/,
    );
    const redirect = { method: 'GET', url: '/api/auth/google' };
    expect(contract.problem(redirect, { statusCode: 302, headers: {}, body: '' })).toBeUndefined();
    expect(contract.documents({ method: 'GET', url: '/api/openapi.json' })).toBe(false);
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
