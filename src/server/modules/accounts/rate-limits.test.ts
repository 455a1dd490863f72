import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth-helpers';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in and sign-up limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('locks an account for 15 minutes after 10 failures, whichever addresses they came from, and says how long to wait', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++)
      expect((await login(t, user.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    // From an address that failed on it (a clean one is offered a sign-in link: sign-in-link.test.ts).
    const locked = await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect(locked.headers['retry-after']).toBe('900');
    t.clock.advance(5 * 60 * 1000);
    const later = await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.1.0.1');
    expect(later.json().message).toBe('Too many failed sign-in attempts. Please try again in 10 minutes.');
    expect(later.headers['retry-after']).toBe('600');
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('limits one address to 5 guesses on one account', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await login(t, user.email, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    // The owner elsewhere is not locked out by that address.
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('never refuses another account’s correct password from the same address because of one account’s failures', async () => {
    const [victim, colleague] = [await createUser(t.db), await createUser(t.db)];
    for (let i = 0; i < 40; i++)
      expect([401, 429]).toContain((await login(t, victim.email, 'wrong-password', '10.6.0.1')).statusCode);
    expect((await login(t, colleague.email, DEFAULT_TEST_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
  });

  it('stops an address spraying many accounts at a much higher ceiling (100 verified failures)', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 100; i++)
      expect((await login(t, `nobody-${i}@example.com`, 'wrong-password', '10.7.0.1')).statusCode).toBe(401);
    const refused = await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/);
    // Refused at the ceiling, the account itself was not charged: fine from elsewhere.
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('forgets an account’s failures after a successful sign-in', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 9; i++) await login(t, user.email, 'wrong-password', `10.3.0.${i}`);
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await login(t, user.email, 'wrong-password', `10.3.2.${i}`)).statusCode).toBe(401);
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.3.1.2')).statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName: 'Sam Spam', email: `spam-${i}@example.com`, password: 'a-long-password' },
        remoteAddress: '10.4.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(201);
    const limited = await register(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in/);
  });

  it('limits forgot-password requests per address', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'who@example.com' },
        remoteAddress: '10.5.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });

  it('limits wrong current passwords on change-password and account deletion like sign-in, without checking while locked', async () => {
    const user = await createUser(t.db);
    const headers = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD, '10.8.0.1');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword, newPassword: 'a-new-password-1', confirmPassword: 'a-new-password-1' },
      });
    const remove = (password: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers, payload: { password } });
    for (let i = 0; i < 5; i++) expect((await change('wrong-password')).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await remove('wrong-password')).statusCode).toBe(400);
    const locked = await change(DEFAULT_TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many incorrect password attempts. Please try again in 15 minutes.');
    expect((await remove(DEFAULT_TEST_PASSWORD)).statusCode).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await change(DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });
});
