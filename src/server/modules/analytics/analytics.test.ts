import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const SELF_HOSTED = 'https://stats.example.org/js/script.manual.js';

const cases = [
  {
    name: 'nothing configured (a script URL alone is not enough): no provider, no third-party host in the CSP',
    env: { ANALYTICS_SCRIPT_URL: SELF_HOSTED },
    config: { plausible: null },
    allowed: "'self'",
  },
  {
    name: "a Plausible domain: Plausible Cloud's script without automatic page views, its host allowed for scripts and events",
    env: { ANALYTICS_PLAUSIBLE_DOMAIN: 'postwright.app' },
    config: { plausible: { domain: 'postwright.app', scriptUrl: 'https://plausible.io/js/script.manual.js' } },
    allowed: "'self' https://plausible.io",
  },
  {
    name: 'a self-hosted Plausible: its script, and only its host allowed',
    env: { ANALYTICS_PLAUSIBLE_DOMAIN: 'postwright.app', ANALYTICS_SCRIPT_URL: SELF_HOSTED },
    config: { plausible: { domain: 'postwright.app', scriptUrl: SELF_HOSTED } },
    allowed: "'self' https://stats.example.org",
  },
];

describe.each(cases)('analytics configuration: $name', ({ env, config, allowed }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('GET /api/analytics/config names what the page may load after consent, and the CSP allows exactly that', async () => {
    const res = await t.app.inject({ url: '/api/analytics/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(config);
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain(`script-src ${allowed}`);
    expect(directives).toContain(`connect-src ${allowed}`);
  });
});
