import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SIGNED_IN_MARKER_COOKIE } from '@shared/constants';
import { creditTransactions, sessions, users } from '../../db/schema';
import { sessionCookieFrom, signIn } from '../../test/auth-helpers';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const registration = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Grace Hopper',
  email: `grace-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'a-long-password',
  professionalTitle: 'Rear Admiral',
  linkedinProfile: 'linkedin.com/in/grace',
  ...overrides,
});

const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'linkedinAccessToken',
  'linkedinRefreshToken',
  'linkedinClientSecret',
  'googleId',
  'sid',
];

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAILS: 'boss@postwright.test, Chief@Postwright.test, deputy@postwright.test' },
    });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates the account with 15 credits, its ledger row, and signs in', async () => {
      const body = registration({ email: '  Grace.Hopper@Example.COM ' });
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(res.statusCode).toBe(201);
      const user = res.json();
      expect(user).toMatchObject({
        email: 'grace.hopper@example.com',
        fullName: 'Grace Hopper',
        professionalTitle: 'Rear Admiral',
        linkedinProfile: 'https://linkedin.com/in/grace',
        credits: 15,
        subscriptionTier: 'free',
        role: 'user',
        hasPassword: true,
        linkedinConnected: false,
      });
      for (const field of SECRET_FIELDS) expect(user).not.toHaveProperty(field);

      const ledger = await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.id));
      expect(ledger).toEqual([expect.objectContaining({ type: 'signup_bonus', amount: 15, creditsAfter: 15 })]);

      const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookieFrom(res) } });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(user.id);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie holding only a random id', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.secure).toBeFalsy();
      expect(cookie.path).toBe('/');
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The database keeps only a hash of it.
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, res.json().id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sid).not.toBe(cookie.value);
      expect(rows[0]!.sid).toMatch(/^[0-9a-f]{64}$/);
      // Beside it, a marker the page may read (decision 127): no secret, the same scope and lifetime.
      const marker = res.cookies.find((c) => c.name === SIGNED_IN_MARKER_COOKIE)!;
      expect(marker.value).toBe('1');
      expect(marker.httpOnly).toBeFalsy();
      expect(marker.sameSite).toBe('Lax');
      expect(marker.path).toBe('/');
      expect(marker.expires).toEqual(cookie.expires);
    });

    it('refuses an e-mail that is already registered, whatever its case', async () => {
      const body = registration();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...body, email: body.email.toUpperCase() },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists' });
    });

    it.each([
      ['email', { email: 'nope' }, 'Invalid email address'],
      ['password', { password: 'short' }, 'Password must be at least 8 characters'],
      ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
      ['fullName', { fullName: '   ' }, 'Full name is required'],
      ['linkedinProfile', { linkedinProfile: 'not a url' }, 'LinkedIn profile must be a valid URL'],
    ])('validates %s', async (field, override, message) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(override) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    });

    it('does not make a user listed in ADMIN_EMAILS an administrator before the address is confirmed', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ email: 'chief@postwright.test' }),
      });
      expect(res.json()).toMatchObject({ role: 'user', emailVerified: false });
      // Confirmation, and the role it brings: email-verification.test.ts.
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and issues a new session id every time', async () => {
      const user = await createUser(t.db);
      const first = await signIn(t.app, user.email);
      const second = await signIn(t.app, user.email);
      expect(first.cookie).not.toBe(second.cookie);
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(2);
      const [fresh] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(fresh!.lastLoginAt).not.toBeNull();
    });

    it('ends the session the browser held before signing in again', async () => {
      const user = await createUser(t.db);
      const first = await signIn(t.app, user.email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: first,
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/me', headers: first })).statusCode).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const user = await createUser(t.db);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-password' },
        remoteAddress: '10.0.0.1',
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        remoteAddress: '10.0.0.1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
      expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    });

    it('answers a Google-only account (no password) like a wrong password', async () => {
      const user = await createUser(t.db, { password: null, googleId: 'g-123' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'anything-at-all' },
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    });

    it('validates the form', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'bad', password: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ email: 'Invalid email address', password: 'Password is required' });
    });

    it('refuses suspended users with a clear message', async () => {
      const user = await createUser(t.db, { suspendedAt: new Date() });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your account has been suspended. Please contact support.');
      // Its own code: Google sign-in tells a suspension from other refusals by it.
      expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    });

    it('grants the admin role at sign-in to addresses in ADMIN_EMAILS', async () => {
      const user = await createUser(t.db, { email: 'boss@postwright.test' });
      expect(user.role).toBe('user');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'boss@postwright.test', password: DEFAULT_TEST_PASSWORD },
      });
      expect(res.json().role).toBe('admin');
    });

    it('does not grant it to an unconfirmed address in ADMIN_EMAILS', async () => {
      await createUser(t.db, { email: 'deputy@postwright.test', emailVerifiedAt: null });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'deputy@postwright.test', password: DEFAULT_TEST_PASSWORD },
      });
      expect(res.json()).toMatchObject({ role: 'user', emailVerified: false });
    });
  });

  describe('GET /api/auth/me and POST /api/auth/logout', () => {
    it('answers 401 when signed out or with an unknown cookie', async () => {
      expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
      const res = await t.app.inject({
        url: '/api/auth/me',
        headers: { cookie: `${SESSION_COOKIE}=forged-value; ${SIGNED_IN_MARKER_COOKIE}=1` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
      // The session the server does not know ends both cookies, so the page stops asking (decision 127).
      for (const name of [SESSION_COOKIE, SIGNED_IN_MARKER_COOKIE])
        expect(res.cookies.find((c) => c.name === name)?.value, name).toBe('');
      const markerOnly = await t.app.inject({
        url: '/api/auth/me',
        headers: { cookie: `${SIGNED_IN_MARKER_COOKIE}=1` },
      });
      expect(markerOnly.statusCode).toBe(401);
      expect(markerOnly.cookies.find((c) => c.name === SIGNED_IN_MARKER_COOKIE)?.value).toBe('');
    });

    it('logout deletes the session row and clears the cookie', async () => {
      const user = await createUser(t.db);
      const { cookie } = await signIn(t.app, user.email);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cleared.value).toBe('');
      expect(out.cookies.find((c) => c.name === SIGNED_IN_MARKER_COOKIE)?.value).toBe('');
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/auth/profile', () => {
    it('updates the signed-in user only', async () => {
      const user = await createUser(t.db);
      const other = await createUser(t.db, { fullName: 'Other Person' });
      const { cookie } = await signIn(t.app, user.email);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { cookie },
        payload: {
          fullName: 'Ada King',
          professionalTitle: 'Analyst',
          linkedinProfile: 'https://www.linkedin.com/in/ada',
          id: other.id,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        fullName: 'Ada King',
        professionalTitle: 'Analyst',
        linkedinProfile: 'https://www.linkedin.com/in/ada',
      });
      const [untouched] = await t.db.select().from(users).where(eq(users.id, other.id));
      expect(untouched!.fullName).toBe('Other Person');
    });

    it('clears optional fields sent empty and refuses a taken e-mail', async () => {
      const user = await createUser(t.db, { professionalTitle: 'Engineer' });
      const other = await createUser(t.db);
      const { cookie } = await signIn(t.app, user.email);
      const cleared = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { cookie },
        payload: { professionalTitle: '', linkedinProfile: '' },
      });
      expect(cleared.json()).toMatchObject({ professionalTitle: null, linkedinProfile: null });
      const taken = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { cookie },
        payload: { email: other.email, currentPassword: DEFAULT_TEST_PASSWORD },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('An account with this email already exists');
    });

    it('needs a session', async () => {
      expect(
        (await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { fullName: 'X' } })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('changes the password and ends every other session, keeping this one', async () => {
      const user = await createUser(t.db);
      const current = await signIn(t.app, user.email);
      const elsewhere = await signIn(t.app, user.email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: current,
        payload: {
          currentPassword: DEFAULT_TEST_PASSWORD,
          newPassword: 'brand-new-password',
          confirmPassword: 'brand-new-password',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password changed successfully!');
      expect((await t.app.inject({ url: '/api/auth/me', headers: current })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/me', headers: elsewhere })).statusCode).toBe(401);
      await expect(signIn(t.app, user.email)).rejects.toThrow(/401/);
      await signIn(t.app, user.email, 'brand-new-password');
    });

    it('gives every message of the form', async () => {
      const user = await createUser(t.db);
      const headers = await signIn(t.app, user.email);
      const post = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload });

      const empty = await post({ currentPassword: '', newPassword: 'short', confirmPassword: '' });
      expect(empty.json().fields).toEqual({
        currentPassword: 'Current password is required',
        newPassword: 'New password must be at least 8 characters',
        confirmPassword: 'Please confirm your new password',
      });
      const mismatch = await post({
        currentPassword: DEFAULT_TEST_PASSWORD,
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-2',
      });
      expect(mismatch.json().fields).toEqual({ confirmPassword: "Passwords don't match" });
      const wrong = await post({
        currentPassword: 'not-my-password',
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      });
    });
  });
});
