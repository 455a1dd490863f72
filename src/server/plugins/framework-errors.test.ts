import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 24: unknown methods answered 404, and Fastify's own errors (a bad URL,
// a 414) used another body shape than `{ message, code }` and echoed the URL.
describe('answers the router gives', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a known path with a method it does not take is a 405 with Allow', async () => {
    const me = await t.app.inject({ method: 'DELETE', url: '/api/auth/me' });
    expect(me.statusCode).toBe(405);
    expect(me.headers.allow).toBe('GET, HEAD');
    expect(me.json()).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'DELETE is not allowed here; this address takes GET, HEAD',
    });
    const post = await t.app.inject({ method: 'PUT', url: '/api/posts/3f0b8f5e-8c3e-4c8b-9b0e-1d2c3b4a5f60' });
    expect(post.statusCode).toBe(405);
    const allowed = String(post.headers.allow).split(', ');
    expect(allowed).toContain('PATCH');
    expect(allowed).not.toContain('PUT');
  });

  it('an unknown path is still a 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Route not found' });
  });

  it('a malformed URL and a too-long parameter answer { message, code } without echoing the address', async () => {
    const bad = await t.app.inject({ url: '/api/posts/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'BAD_REQUEST', message: 'The address is not a valid URL' });
    const long = await t.app.inject({ url: `/api/posts/${'a'.repeat(20_000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'URI_TOO_LONG', message: 'The address is too long' });
  });
});
