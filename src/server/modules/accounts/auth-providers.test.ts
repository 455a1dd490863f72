import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidcServer, type FakeOidcServer } from '../../test/fakes/oidc-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 26: the auth page offers only the providers this server has, so "Continue with Google" never leads to
// "Google login is not configured".
describe('GET /api/auth/providers', () => {
  let oidc: FakeOidcServer;
  let withGoogle: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    oidc = await startFakeOidcServer();
    withGoogle = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'postwright-test-client',
        GOOGLE_CLIENT_SECRET: 'test-secret',
        GOOGLE_ISSUER_URL: oidc.url,
      },
    });
    without = await createTestApp();
  });
  afterAll(async () => {
    await withGoogle.close();
    await without.close();
    await oidc.stop();
  });

  it('says Google is there when it is configured, to a signed-out visitor', async () => {
    const res = await withGoogle.app.inject({ url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true, apple: false });
  });

  it('says it is not when it is not, and /api/auth/google then answers google_not_configured', async () => {
    expect((await without.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: false, apple: false });
    const start = await without.app.inject({ url: '/api/auth/google' });
    expect(start.headers.location).toBe('/auth?error=google_not_configured');
  });
});
