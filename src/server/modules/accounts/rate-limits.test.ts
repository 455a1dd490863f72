import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('locks an account for 15 minutes after 10 failures, whichever addresses they came from', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) expect((await login(t, user.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('locks an address after 10 failures across accounts, unknown ones included', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) expect((await login(t, `nobody-${i}@example.com`, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    // The account itself is fine from elsewhere.
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 9; i++) await login(t, user.email, 'wrong-password', `10.3.0.${i}`);
    expect((await login(t, user.email, DEFAULT_TEST_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(t, user.email, 'wrong-password', `10.3.2.${i}`)).statusCode).toBe(401);
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
    const forgot = () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'who@example.com' }, remoteAddress: '10.5.0.1' });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});
