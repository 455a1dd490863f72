import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const cspOf = async (t: TestApp) => String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('analytics configuration', () => {
  describe('when nothing is configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.manual.js' } });
    });
    afterAll(() => t.close());

    it('offers no provider, and the CSP allows no third-party script or connection', async () => {
      const res = await t.app.inject({ url: '/api/analytics/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ plausible: null });
      const csp = await cspOf(t);
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    });
  });

  describe('with a Plausible domain', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ANALYTICS_PLAUSIBLE_DOMAIN: 'postwright.app' } });
    });
    afterAll(() => t.close());

    it("uses Plausible Cloud's script without automatic page views, allowed by the CSP for scripts and events", async () => {
      const res = await t.app.inject({ url: '/api/analytics/config' });
      expect(res.json()).toEqual({ plausible: { domain: 'postwright.app', scriptUrl: 'https://plausible.io/js/script.manual.js' } });
      const csp = await cspOf(t);
      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://plausible.io");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://plausible.io");
    });
  });

  describe('with a self-hosted Plausible', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ANALYTICS_PLAUSIBLE_DOMAIN: 'postwright.app', ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.manual.js' } });
    });
    afterAll(() => t.close());

    it('loads the script from the configured host and allows only that host', async () => {
      const res = await t.app.inject({ url: '/api/analytics/config' });
      expect(res.json()).toEqual({ plausible: { domain: 'postwright.app', scriptUrl: 'https://stats.example.org/js/script.manual.js' } });
      const csp = await cspOf(t);
      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://stats.example.org");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.org");
    });
  });
});
