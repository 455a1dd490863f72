import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { startFakeOidcServer, type FakeOidcServer } from '../../test/fakes/oidc-server';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('Google sign-in against a local OpenID Connect server', () => {
  let oidc: FakeOidcServer;
  let t: TestApp;
  beforeAll(async () => {
    oidc = await startFakeOidcServer();
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'postwright-test-client',
        GOOGLE_CLIENT_SECRET: 'test-secret',
        GOOGLE_ISSUER_URL: oidc.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });

  /** Runs the browser's part of the flow: our redirect, the provider's authorize step, our callback. */
  async function signInWithGoogle(options: { tamperState?: boolean } = {}) {
    const start = await t.app.inject({ url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location!);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    const flowCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/google/callback');
    if (options.tamperState) callback.searchParams.set('state', 'forged');
    return t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: flowCookies } });
  }

  it('creates an account for a new verified Google user and signs them in', async () => {
    oidc.setNextUser({ sub: 'g-new-1', email: 'New.Person@gmail.com', email_verified: true, name: 'New Person' });
    const res = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: `${SESSION_COOKIE}=${session.value}` } });
    expect(me.json()).toMatchObject({
      email: 'new.person@gmail.com',
      fullName: 'New Person',
      hasPassword: false,
      googleLinked: true,
      credits: 15,
    });
  });

  it('signs the same Google account in again by its subject id, even after an e-mail change', async () => {
    oidc.setNextUser({ sub: 'g-returning', email: 'first@gmail.com', email_verified: true, name: 'Returning' });
    await signInWithGoogle();
    oidc.setNextUser({ sub: 'g-returning', email: 'renamed@gmail.com', email_verified: true, name: 'Returning' });
    const res = await signInWithGoogle();
    expect(res.headers.location).toBe('/');
    const rows = await t.db.select().from(users).where(eq(users.googleId, 'g-returning'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('first@gmail.com');
  });

  it('links an existing password account only when Google verified the e-mail', async () => {
    const existing = await createUser(t.db, { email: 'linked@example.com' });
    oidc.setNextUser({ sub: 'g-unverified', email: 'linked@example.com', email_verified: false });
    expect((await signInWithGoogle()).headers.location).toBe('/auth?error=google_failed');
    const [unlinked] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(unlinked!.googleId).toBeNull();

    oidc.setNextUser({ sub: 'g-verified', email: 'linked@example.com', email_verified: true });
    expect((await signInWithGoogle()).headers.location).toBe('/');
    const [linked] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(linked!.googleId).toBe('g-verified');
  });

  it('fails safely when the state does not match', async () => {
    oidc.setNextUser({ sub: 'g-state', email: 'state@gmail.com', email_verified: true });
    const res = await signInWithGoogle({ tamperState: true });
    expect(res.headers.location).toBe('/auth?error=google_failed');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'state@gmail.com'))).toHaveLength(0);
  });

  it('refuses suspended users with their own error', async () => {
    await createUser(t.db, { email: 'suspended@gmail.com', googleId: 'g-suspended', suspendedAt: new Date() });
    oidc.setNextUser({ sub: 'g-suspended', email: 'suspended@gmail.com', email_verified: true });
    expect((await signInWithGoogle()).headers.location).toBe('/auth?error=account_suspended');
  });

  it('sends the user back when they cancel at Google', async () => {
    const res = await t.app.inject({ url: '/api/auth/google/callback?error=access_denied' });
    expect(res.headers.location).toBe('/auth?error=google_failed');
  });
});

describe('Google sign-in without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('redirects to the auth screen with google_not_configured', async () => {
    const res = await t.app.inject({ url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google_not_configured');
  });
});
