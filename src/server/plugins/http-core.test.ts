import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const contact = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'A question about plans',
  message: 'Do you offer discounts?',
};

describe('HTTP core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://app.postwright.test' } });
  });
  afterAll(() => t.close());

  it('GET /api/health reports the database, version and uptime', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      uptimeSeconds: expect.any(Number),
    });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
    }
  });

  it('sets strict security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  describe('cross-site request protection', () => {
    const post = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, headers, remoteAddress });

    it('refuses a cross-site POST (Sec-Fetch-Site)', async () => {
      const res = await post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }, '192.0.2.1');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
      expect((await post({ 'sec-fetch-site': 'same-site' }, '192.0.2.1')).statusCode).toBe(403);
    });

    it('refuses a POST from another origin when the browser sends no Sec-Fetch-Site', async () => {
      expect((await post({ origin: 'https://evil.test' }, '192.0.2.2')).statusCode).toBe(403);
      expect((await post({ origin: 'http://app.postwright.test' }, '192.0.2.2')).statusCode).toBe(403);
    });

    it('lets same-origin requests through: Sec-Fetch-Site same-origin, or our Origin without it', async () => {
      expect(
        (await post({ 'sec-fetch-site': 'same-origin', origin: 'https://app.postwright.test' }, '192.0.2.3'))
          .statusCode,
      ).toBe(200);
      expect((await post({ 'sec-fetch-site': 'same-origin' }, '192.0.2.4')).statusCode).toBe(200);
      expect((await post({ origin: 'https://app.postwright.test' }, '192.0.2.5')).statusCode).toBe(200);
    });

    it('refuses a state-changing request with neither Origin nor Sec-Fetch-Site, or with a foreign Origin behind same-origin', async () => {
      const bare = await post({ origin: undefined } as never, '192.0.2.6');
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toEqual({ message: 'Cross-site request refused: send the Origin header', code: 'FORBIDDEN' });
      expect(
        (await post({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.test' }, '192.0.2.7')).statusCode,
      ).toBe(403);
      expect((await post({ 'sec-fetch-site': 'none' }, '192.0.2.8')).statusCode).toBe(403);
    });

    it('never blocks reads', async () => {
      const res = await t.app.inject({ url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode).toBe(200);
    });
  });
});
