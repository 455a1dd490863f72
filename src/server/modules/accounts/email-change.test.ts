import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('changing the e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  const tokenIn = async (to: string, path: string) => {
    const mail = (await t.outbox.messages()).filter((m) => m.to === to).at(-1);
    const match = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
    if (!match) throw new Error(`no ${path} link for ${to}`);
    return match[1]!;
  };
  const emailOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email;

  it('a stolen session alone cannot change the e-mail: the current password is required', async () => {
    const user = await createUser(t.db);
    const headers = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { email: 'thief@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await t.outbox.messages()).filter((m) => m.to === 'thief@example.com')).toHaveLength(0);
  });

  it('takes effect only when the link sent to the new address is opened, tells the old address, and can be undone for 7 days', async () => {
    const user = await createUser(t.db);
    const headers = await signIn(t.app, user.email);
    const newEmail = `new-${user.id.slice(0, 8)}@example.com`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { email: newEmail, currentPassword: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-email-change']).toBe('confirmation-sent');
    expect(res.json().email).toBe(user.email);
    expect(await emailOf(user.id)).toBe(user.email);

    const confirm = await tokenIn(newEmail, '/confirm-email');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token: confirm } })).statusCode,
    ).toBe(200);
    expect(await emailOf(user.id)).toBe(newEmail);
    // Single use.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token: confirm } })).statusCode,
    ).toBe(400);

    const notice = (await t.outbox.messages()).filter((m) => m.to === user.email).at(-1)!;
    expect(notice.subject).toBe('Your Postwright e-mail address was changed');
    const undo = await tokenIn(user.email, '/undo-email-change');
    t.clock.advance(6 * 24 * 60 * 60 * 1000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/undo-email-change', payload: { token: undo } })).statusCode,
    ).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);
    // Every session ended.
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('an undo link older than 7 days no longer works', async () => {
    const user = await createUser(t.db);
    const headers = await signIn(t.app, user.email);
    const newEmail = `later-${user.id.slice(0, 8)}@example.com`;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { email: newEmail, currentPassword: DEFAULT_TEST_PASSWORD },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: await tokenIn(newEmail, '/confirm-email') },
    });
    const undo = await tokenIn(user.email, '/undo-email-change');
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/undo-email-change', payload: { token: undo } })).statusCode,
    ).toBe(400);
    expect(await emailOf(user.id)).toBe(newEmail);
  });
});
