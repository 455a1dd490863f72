import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_SENT_MESSAGE } from '@shared/schemas/auth';
import { sessionCookieFrom } from '../../test/auth-helpers';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Hole 3 of issue 24: after 11 wrong passwords the owner got 429 for 15
// minutes from every address, so anyone could lock anyone out (decision 092).
describe('a locked account: the owner gets back in through an e-mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const links = async (email: string) => {
    await t.app.services.signInLinks.drain();
    return (await t.outbox.messages())
      .filter((m) => m.to === email)
      .map((m) => new URL(/http\S+sign-in-link\S+/.exec(m.text)![0]).searchParams.get('token')!);
  };
  const redeem = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { token }, remoteAddress: '10.90.9.9' });
  async function lockOut(email: string, net: number) {
    for (let i = 0; i < 10; i++)
      expect((await login(email, 'wrong-password', `10.${net}.0.${i}`)).statusCode).toBe(401);
  }

  it('the right password from a clean address mails a single-use link; a wrong one gets the very same answer', async () => {
    const user = await createUser(t.db);
    await lockOut(user.email, 91);
    const right = await login(user.email, DEFAULT_TEST_PASSWORD, '10.91.1.1');
    const wrong = await login(user.email, 'another-guess', '10.91.1.2');
    for (const answer of [right, wrong]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ code: 'RATE_LIMITED', message: SIGN_IN_LINK_SENT_MESSAGE });
      expect(answer.headers['retry-after']).toBe('900');
      expect(answer.cookies).toHaveLength(0);
    }
    const [token, ...more] = await links(user.email);
    expect(more).toHaveLength(0);

    const signedIn = await redeem(token!);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(user.id);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookieFrom(signedIn) } })).statusCode,
    ).toBe(200);
    expect((await redeem(token!)).statusCode).toBe(400);
    // The lock is lifted: the password works again from anywhere.
    expect((await login(user.email, DEFAULT_TEST_PASSWORD, '10.91.2.1')).statusCode).toBe(200);
  });

  it('an address with recent failures on the account gets a bare 429, checks nothing and mails nothing', async () => {
    const user = await createUser(t.db);
    await lockOut(user.email, 92);
    const refused = await login(user.email, DEFAULT_TEST_PASSWORD, '10.92.0.3');
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect(await links(user.email)).toHaveLength(0);
  });

  it('a link works for 15 minutes', async () => {
    const user = await createUser(t.db);
    await lockOut(user.email, 93);
    await login(user.email, DEFAULT_TEST_PASSWORD, '10.93.1.1');
    const [token] = await links(user.email);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await redeem(token!)).json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('invalid, already used or expired'),
    });
  });

  it('attempts refused by a throttle are not charged to the account: one address cannot lock it', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong-password', '10.94.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 20; i++) expect((await login(user.email, 'wrong-password', '10.94.0.1')).statusCode).toBe(429);
    for (let i = 0; i < 4; i++)
      expect((await login(user.email, 'wrong-password', `10.94.1.${i}`)).statusCode).toBe(401);
    expect((await login(user.email, DEFAULT_TEST_PASSWORD, '10.94.2.1')).statusCode).toBe(200);
  });
});
