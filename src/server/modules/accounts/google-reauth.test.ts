import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_REAUTH_MAX_AGE_MS } from '@shared/constants';
import { GOOGLE_REAUTH_REQUIRED_MESSAGE } from '@shared/schemas/auth';
import { emailChanges } from '../../db/schema';
import { sessionCookieFrom } from '../../test/auth-helpers';
import { startFakeOidcServer, type FakeOidcServer } from '../../test/fakes/oidc-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue #15 / decision 060: a Google-only account has no password to re-check,
// so changing its e-mail needs a fresh "Confirm with Google" on the session
// that asks, with the Google account linked to it.

describe('Google-only accounts changing their e-mail', () => {
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

  let counter = 0;
  /** A Google-only account signed in through Google itself (a session as the browser holds it). */
  async function googleUser() {
    const subject = `g-reauth-${++counter}`;
    const email = `google-${counter}-${Date.now()}@gmail.com`;
    oidc.setNextUser({ sub: subject, email, email_verified: true, name: 'Grace Google' });
    const signedIn = await runGoogleFlow('/api/auth/google');
    expect(signedIn.headers.location).toBe('/');
    return { subject, email, headers: { cookie: sessionCookieFrom(signedIn) } };
  }

  /** The browser's part: our redirect, the provider's authorize step, our callback, with the session cookie if any. */
  async function runGoogleFlow(start: string, session?: { cookie: string }) {
    const begin = await t.app.inject({ url: start, headers: session });
    expect(begin.statusCode).toBe(302);
    const flowCookies = begin.cookies.filter((c) => c.maxAge !== 0 && c.value).map((c) => `${c.name}=${c.value}`);
    const authorize = await fetch(new URL(begin.headers.location!), { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    const cookie = [...flowCookies, ...(session ? [session.cookie] : [])].join('; ');
    return t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie } });
  }

  const confirmWithGoogle = (session: { cookie: string }, subject: string, email = 'whatever@gmail.com') => {
    oidc.setNextUser({ sub: subject, email, email_verified: true });
    return runGoogleFlow('/api/auth/google?intent=reauth', session);
  };
  const changeEmail = (session: { cookie: string }, email: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: session, payload: { email } });
  const pendingChanges = async (email: string) =>
    t.db.select().from(emailChanges).where(eq(emailChanges.newEmail, email));

  it('refuses the change without a fresh Google confirmation, with a message the profile shows', async () => {
    const grace = await googleUser();
    const res = await changeEmail(grace.headers, 'grace.new@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: GOOGLE_REAUTH_REQUIRED_MESSAGE });
    expect(await pendingChanges('grace.new@example.com')).toHaveLength(0);
  });

  it('accepts it after "Confirm with Google" with the linked account, once', async () => {
    const grace = await googleUser();
    const confirmed = await confirmWithGoogle(grace.headers, grace.subject, grace.email);
    expect(confirmed.headers.location).toBe('/profile?google=confirmed');
    // The same session continues: no new session cookie is issued.
    expect(confirmed.cookies.find((c) => c.name === 'pw_session')).toBeUndefined();

    const target = `moved-${counter}@example.com`;
    const res = await changeEmail(grace.headers, target);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-email-change']).toBe('confirmation-sent');
    expect(res.json().email).toBe(grace.email);
    expect(await pendingChanges(target)).toHaveLength(1);
    expect((await t.outbox.messages()).some((mail) => mail.to.includes(target))).toBe(true);

    // One confirmation, one change.
    const again = await changeEmail(grace.headers, `again-${counter}@example.com`);
    expect(again.statusCode).toBe(403);
  });

  it('expires the confirmation after the allowed minutes', async () => {
    const grace = await googleUser();
    await confirmWithGoogle(grace.headers, grace.subject);
    t.clock.advance(GOOGLE_REAUTH_MAX_AGE_MS + 1000);
    const res = await changeEmail(grace.headers, `late-${counter}@example.com`);
    expect(res.statusCode).toBe(403);
    expect(await pendingChanges(`late-${counter}@example.com`)).toHaveLength(0);
  });

  it('does not count a different Google account, or a confirmation made on another session', async () => {
    const grace = await googleUser();
    const wrongAccount = await confirmWithGoogle(grace.headers, 'g-someone-else');
    expect(wrongAccount.headers.location).toBe('/profile?google=google_reauth_mismatch');
    expect((await changeEmail(grace.headers, `mismatch-${counter}@example.com`)).statusCode).toBe(403);

    // A stolen session cannot borrow the owner's confirmation from another session.
    const stolen = await googleUser();
    oidc.setNextUser({ sub: stolen.subject, email: stolen.email, email_verified: true });
    const ownersOtherSession = { cookie: sessionCookieFrom(await runGoogleFlow('/api/auth/google')) };
    await confirmWithGoogle(ownersOtherSession, stolen.subject);
    expect((await changeEmail(stolen.headers, `thief-${counter}@example.com`)).statusCode).toBe(403);
    expect((await changeEmail(ownersOtherSession, `owner-${counter}@example.com`)).statusCode).toBe(200);
  });

  it('sends a signed-out "Confirm with Google" to sign-in, and refuses a tampered flow', async () => {
    const signedOut = await t.app.inject({ url: '/api/auth/google?intent=reauth' });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe('/auth');

    const grace = await googleUser();
    const begin = await t.app.inject({ url: '/api/auth/google?intent=reauth', headers: grace.headers });
    const flowCookies = begin.cookies.map((c) => `${c.name}=${c.value}`);
    const tampered = await t.app.inject({
      url: '/api/auth/google/callback?code=x&state=forged',
      headers: { cookie: [...flowCookies, grace.headers.cookie].join('; ') },
    });
    expect(tampered.headers.location).toBe('/profile?google=reauth_failed');
    expect((await changeEmail(grace.headers, `tampered-${counter}@example.com`)).statusCode).toBe(403);
  });
});
