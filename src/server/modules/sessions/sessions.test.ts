import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { sessions, users } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('session lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  it('expires after 14 days without use', async () => {
    const user = await createUser(t.db);
    const { cookie } = await signIn(t.app, user.email);
    t.clock.advance(13 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    // Using it pushed the idle deadline: 13 more days are fine again.
    t.clock.advance(13 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(14 * DAY + 1000);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    // The dead session is removed and the browser told to forget the cookie.
    expect(expired.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('expires 30 days after sign-in even when used every day', async () => {
    const user = await createUser(t.db);
    const { cookie } = await signIn(t.app, user.email);
    for (let day = 1; day < 30; day++) {
      t.clock.advance(DAY);
      expect((await me(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends the sessions of a suspended user at their next request', async () => {
    const user = await createUser(t.db);
    const { cookie } = await signIn(t.app, user.email);
    await t.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('purges expired rows', async () => {
    const user = await createUser(t.db);
    await signIn(t.app, user.email);
    t.clock.advance(15 * DAY);
    expect(await t.app.services.sessions.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('session cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://app.postwright.test' } });
  });
  afterAll(() => t.close());

  it('is Secure when APP_URL is https', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'correct horse battery' },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(t.clock.now().getTime() + 29 * DAY);
  });
});
