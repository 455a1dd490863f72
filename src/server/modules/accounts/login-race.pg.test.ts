import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_LIMITS } from './accounts.service';

// Real parallel requests on PostgreSQL, split across two app processes' worth
// of services sharing one database (no Redis): the counters live in the database.
describe('sign-in lockout under concurrency (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database, clock: a.clock });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  // Once locked, a clean address's guess is checked but answered "We sent you a sign-in link" right or wrong
  // (decision 092): at most the limit of answers say anything about the password.
  it('300 simultaneous guesses from many addresses, the last one correct: at most the limit are answered, no session', async () => {
    const user = await createUser(a.db);
    const guesses = Array.from({ length: 300 }, (_, i) => ({
      password: i === 299 ? DEFAULT_TEST_PASSWORD : `wrong-${i}`,
      ip: `10.9.${Math.floor(i / 250)}.${i % 250}`,
    }));
    const answers = await Promise.all(
      guesses.map(({ password, ip }, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress: ip,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    const verified = statuses.filter((s) => s === 401 || s === 200).length;
    expect(verified).toBeLessThanOrEqual(LOGIN_LIMITS.account);
    expect(statuses.filter((s) => s === 429).length).toBe(300 - verified);
    expect(statuses.filter((s) => s === 200).length).toBe(0);
    await Promise.all([a.app.services.signInLinks.drain(), b.app.services.signInLinks.drain()]);
    const links = [...(await a.outbox.messages()), ...(await b.outbox.messages())].filter((m) => m.to === user.email);
    expect(links.length).toBeLessThanOrEqual(1);
  }, 120_000);

  it('the same from one address: at most the per-address limit are verified', async () => {
    const user = await createUser(a.db);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: `wrong-${i}` },
          remoteAddress: '10.10.0.1',
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.pair);
  }, 120_000);
});
