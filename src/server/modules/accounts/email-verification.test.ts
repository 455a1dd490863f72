import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { sessionCookieFrom } from '../../test/auth-helpers';
import { createPost, createUser } from '../../test/factories';
import { startFakeOidcServer, type FakeOidcServer } from '../../test/fakes/oidc-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// Hole 2 of issue 24: whoever first registered an ADMIN_EMAILS address became
// an administrator, and no address was ever confirmed (decision 091).
describe('confirming the e-mail address', () => {
  let t: TestApp;
  let oidc: FakeOidcServer;
  beforeAll(async () => {
    oidc = await startFakeOidcServer();
    t = await createTestApp({
      env: {
        ADMIN_EMAILS: 'chief@postwright.test',
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

  let ip = 0;
  async function register(email = `new-${Math.random().toString(36).slice(2)}@example.com`) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.61.0.${++ip}`,
      payload: { fullName: 'Grace Hopper', email, password: 'a-long-password' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = sessionCookieFrom(res);
    const as = (options: { method?: 'GET' | 'POST'; url: string; payload?: object }) =>
      t.app.inject({ ...options, headers: { cookie } });
    return { email, user: res.json(), as };
  }
  const linksTo = async (email: string) =>
    (await t.outbox.messages())
      .filter((m) => m.to === email && m.subject === 'Confirm your Postwright e-mail address')
      .map((m) => new URL(/http\S+verify-email\S+/.exec(m.text)![0]));
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', remoteAddress: '10.61.1.1', payload: { token } });

  it('registration mails a /verify-email link; only the POST of its token confirms, once', async () => {
    const { email, user, as } = await register();
    expect(user.emailVerified).toBe(false);
    const [link] = await linksTo(email);
    expect(link!.pathname).toBe('/verify-email');
    const token = link!.searchParams.get('token')!;
    // A mail scanner following the link (a GET) confirms nothing.
    await t.app.inject({ url: `${link!.pathname}${link!.search}` });
    expect((await as({ url: '/api/auth/me' })).json().emailVerified).toBe(false);

    expect((await confirm(token)).json()).toEqual({ success: true, message: 'Your e-mail address is confirmed.' });
    expect((await as({ url: '/api/auth/me' })).json().emailVerified).toBe(true);
    expect((await confirm(token)).json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('invalid or has expired'),
    });
  });

  it('a link is valid 24 hours; "Send the link again" mails a new one and ends the old', async () => {
    const { email, as } = await register();
    const [first] = await linksTo(email);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await confirm(first!.searchParams.get('token')!)).statusCode).toBe(400);
    const resent = await as({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(resent.json()).toEqual({
      success: true,
      message: 'We sent a new confirmation link to your e-mail address.',
    });
    const [, second] = await linksTo(email);
    expect((await confirm(second!.searchParams.get('token')!)).statusCode).toBe(200);
    expect((await as({ url: '/api/auth/me' })).json().emailVerified).toBe(true);
  });

  it('until confirmed, a user can write but cannot buy or publish to LinkedIn', async () => {
    const { user, as } = await register();
    const post = await createPost(t.db, user.id);
    for (const [url, payload] of [
      ['/api/stripe/create-credit-checkout', { packKey: 'small' }],
      ['/api/stripe/create-subscription-checkout', { planKey: 'pro' }],
      ['/api/linkedin/publish', { postId: post.id }],
    ] as const) {
      const refused = await as({ method: 'POST', url, payload });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Confirm your e-mail address first: open the link we sent you.',
      });
    }
    expect((await as({ url: '/api/posts' })).statusCode).toBe(200);
  });

  it('ADMIN_EMAILS makes an administrator only once the address is confirmed', async () => {
    const { email, user, as } = await register('chief@postwright.test');
    expect(user.role).toBe('user');
    const [link] = await linksTo(email);
    await confirm(link!.searchParams.get('token')!);
    expect((await as({ url: '/api/auth/me' })).json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('Google confirms an address only when it says email_verified', async () => {
    const signInWithGoogle = async () => {
      const start = await t.app.inject({ url: '/api/auth/google' });
      const cookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const callback = new URL((await fetch(start.headers.location!, { redirect: 'manual' })).headers.get('location')!);
      return t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: cookies } });
    };
    const unconfirmed = await createUser(t.db, {
      email: 'g-later@example.com',
      googleId: 'g-later',
      emailVerifiedAt: null,
    });
    oidc.setNextUser({ sub: 'g-later', email: 'g-later@example.com', email_verified: false });
    expect((await signInWithGoogle()).headers.location).toBe('/');
    expect((await t.db.select().from(users).where(eq(users.id, unconfirmed.id)))[0]!.emailVerifiedAt).toBeNull();
    oidc.setNextUser({ sub: 'g-later', email: 'g-later@example.com', email_verified: true });
    expect((await signInWithGoogle()).headers.location).toBe('/');
    expect((await t.db.select().from(users).where(eq(users.id, unconfirmed.id)))[0]!.emailVerifiedAt).not.toBeNull();

    oidc.setNextUser({ sub: 'g-brand-new', email: 'brand.new@gmail.com', email_verified: true });
    await signInWithGoogle();
    expect(
      (await t.db.select().from(users).where(eq(users.googleId, 'g-brand-new')))[0]!.emailVerifiedAt,
    ).not.toBeNull();
  });
});
