import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { users } from '../../db/schema';
import { EnvError, testEnv } from '../../env';
import { createUser } from '../../test/factories';
import { createAppleKey, startFakeApple, type FakeApple, type FakeAppleUser } from '../../test/fakes/apple-server';
import { createTestApp, type TestApp } from '../../test/test-app';

const CLIENT = { clientId: 'app.postwright.test.signin', teamId: 'TEAM123456', keyId: 'KEY1234567' };

describe('Sign in with Apple against a local Apple', () => {
  let apple: FakeApple;
  let t: TestApp;
  beforeAll(async () => {
    const key = createAppleKey();
    apple = await startFakeApple({
      clients: [
        { ...CLIENT, publicKey: key.publicKey, redirectUris: ['http://localhost:3000/api/auth/apple/callback'] },
      ],
    });
    t = await createTestApp({
      env: {
        APPLE_CLIENT_ID: CLIENT.clientId,
        APPLE_TEAM_ID: CLIENT.teamId,
        APPLE_KEY_ID: CLIENT.keyId,
        // As a .env file line would carry it: the PEM's line breaks written as \n.
        APPLE_PRIVATE_KEY: key.privateKeyPem.trim().replace(/\n/g, '\\n'),
        APPLE_AUTH_URL: apple.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await apple.stop();
  });

  /**
   * The browser's part: our redirect, Apple's page, and the form Apple's page posts back cross-site (with Apple's
   * Origin and Sec-Fetch-Site: cross-site, and only the SameSite=None cookies a browser would send along).
   */
  async function signInWithApple(
    user: FakeAppleUser,
    options: { tamper?: (form: Record<string, string>) => void; origin?: string; button?: 'Continue' | 'Cancel' } = {},
  ) {
    apple.setNextUser(user);
    const start = await t.app.inject({ url: '/api/auth/apple' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location!);
    expect(authorizeUrl.origin).toBe(apple.url);
    expect(authorizeUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(authorizeUrl.searchParams.get('scope')).toBe('name email');
    const crossSiteCookies = start.cookies.filter((c) => c.sameSite === 'None' && c.secure);
    expect(crossSiteCookies.map((c) => c.name).sort()).toEqual(['pw_apple_nonce', 'pw_apple_state']);

    const page = await (await fetch(authorizeUrl)).text();
    const forms = [...page.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<button type="submit">(\w+)</g)];
    const [, action, inputs] = forms.find((f) => f[3] === (options.button ?? 'Continue'))!;
    expect(new URL(action!).pathname).toBe('/api/auth/apple/callback');
    const form = Object.fromEntries(
      [...inputs!.matchAll(/name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, decodeHtml(value!)]),
    );
    options.tamper?.(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: options.origin ?? apple.url,
        'sec-fetch-site': 'cross-site',
        cookie: crossSiteCookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
      payload: new URLSearchParams(form).toString(),
    });
  }

  async function me(res: Awaited<ReturnType<typeof signInWithApple>>) {
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    return (
      await t.app.inject({ url: '/api/auth/me', headers: { cookie: `${SESSION_COOKIE}=${session.value}` } })
    ).json<Record<string, unknown>>();
  }

  it('the auth page is told Apple is there', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: false, apple: true });
  });

  it('creates a confirmed account with the name Apple posts on the first sign-in, and finds it again without it', async () => {
    const ada: FakeAppleUser = {
      sub: '001.ada',
      email: 'Ada@iCloud.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    };
    const first = await signInWithApple(ada);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/');
    expect(await me(first)).toMatchObject({
      email: 'ada@icloud.com',
      fullName: 'Ada Lovelace',
      hasPassword: false,
      emailVerified: true,
      credits: 15,
    });
    // The client secret arctic sent is the JWT Apple wants (the fake refuses any other).
    const secret = apple.tokenRequests.at(-1)!.client_secret!;
    expect(JSON.parse(Buffer.from(secret.split('.')[0]!, 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      kid: CLIENT.keyId,
    });

    let postedUser: string | undefined = 'not posted';
    const again = await signInWithApple(ada, { tamper: (form) => (postedUser = form.user) });
    expect(postedUser).toBeUndefined();
    expect(again.headers.location).toBe('/');
    expect(await me(again)).toMatchObject({ email: 'ada@icloud.com', fullName: 'Ada Lovelace' });
    expect(await t.db.select().from(users).where(eq(users.appleId, '001.ada'))).toHaveLength(1);
  });

  it('accepts a "Hide my e-mail" relay address as the account e-mail', async () => {
    const res = await signInWithApple({
      sub: '002.private',
      email: 'x7kq2mzt9a@privaterelay.appleid.com',
      emailVerified: 'true',
      isPrivateEmail: true,
    });
    expect(res.headers.location).toBe('/');
    expect(await me(res)).toMatchObject({
      email: 'x7kq2mzt9a@privaterelay.appleid.com',
      fullName: 'Apple user',
      emailVerified: true,
    });
  });

  it('links an existing account by e-mail only when the ID token says email_verified', async () => {
    const existing = await createUser(t.db, { email: 'grace@example.com', emailVerifiedAt: null });
    const unverified = await signInWithApple({ sub: '003.grace', email: 'grace@example.com', emailVerified: 'false' });
    expect(unverified.headers.location).toBe('/auth?error=apple_failed');
    expect((await t.db.select().from(users).where(eq(users.id, existing.id)))[0]!.appleId).toBeNull();

    const verified = await signInWithApple({ sub: '003.grace', email: 'grace@example.com', emailVerified: 'true' });
    expect(verified.headers.location).toBe('/');
    const [linked] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(linked!.appleId).toBe('003.grace');
    expect(linked!.emailVerifiedAt).not.toBeNull();
    expect((await me(verified)).id).toBe(existing.id);
  });

  it('creates no account for an address Apple has not verified', async () => {
    const res = await signInWithApple({ sub: '004.unverified', email: 'nobody@example.org', emailVerified: false });
    expect(res.headers.location).toBe('/auth?error=apple_failed');
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody@example.org'))).toHaveLength(0);
  });

  it('refuses a forged state, a forged ID token, a code used twice and another site’s Origin', async () => {
    const user = { sub: '005.checks', email: 'checks@icloud.com', emailVerified: true } as const;
    const forgedState = await signInWithApple(user, { tamper: (form) => (form.state = 'forged') });
    expect(forgedState.headers.location).toBe('/auth?error=apple_failed');

    apple.forgeNextIdToken();
    expect((await signInWithApple(user)).headers.location).toBe('/auth?error=apple_failed');
    expect(await t.db.select().from(users).where(eq(users.email, 'checks@icloud.com'))).toHaveLength(0);

    let code = '';
    await signInWithApple(user, { tamper: (form) => (code = form.code!) });
    const replay = await signInWithApple(user, { tamper: (form) => (form.code = code) });
    expect(replay.headers.location).toBe('/auth?error=apple_failed');

    const elsewhere = await signInWithApple(user, { origin: 'https://evil.example' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('comes back to /auth without an error when the user cancels on Apple’s page', async () => {
    const res = await signInWithApple({ sub: '006.cancel', emailVerified: true }, { button: 'Cancel' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('Sign in with Apple switched off, or half configured', () => {
  it('answers apple_not_configured and tells the auth page', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: false, apple: false });
      expect((await t.app.inject({ url: '/api/auth/apple' })).headers.location).toBe(
        '/auth?error=apple_not_configured',
      );
    } finally {
      await t.close();
    }
  });

  it('refuses to start with only some of the four variables, or a key that is not a .p8 key', () => {
    expect(() => testEnv({ APPLE_CLIENT_ID: 'x', APPLE_TEAM_ID: 'y' })).toThrow(EnvError);
    expect(() =>
      testEnv({ APPLE_CLIENT_ID: 'x', APPLE_TEAM_ID: 'y', APPLE_KEY_ID: 'z', APPLE_PRIVATE_KEY: 'not a key' }),
    ).toThrow(/APPLE_PRIVATE_KEY/);
  });
});

function decodeHtml(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
