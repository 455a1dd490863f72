import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisClient } from '../integrations/redis';
import { systemClock } from '../lib/clock';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { testSettings } from '../test/test-env';

// Two app processes sharing one Redis share their limits (REDIS_URL). Runs when
// TEST_REDIS_URL names a Redis server (.ci/run sets it).
const contact = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Shared limits',
  message: 'Counted across processes?',
};

describe('rate limits shared through Redis', () => {
  let redis: RedisClient;
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis = connectRedis(testSettings.redisUrl!, {
      warn: () => undefined,
      clock: systemClock,
      options: { enableOfflineQueue: true },
    });
    database = await createTestDatabase();
    first = await createTestApp({ database, redis });
    second = await createTestApp({ database, redis });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    redis.disconnect();
  });

  it('counts contact messages of one address across both processes', async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await send(i % 2 ? first : second)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(429);
    expect((await send(second)).statusCode).toBe(429);
  });

  it('counts failed sign-ins of one account across both processes', async () => {
    const user = await createUser(database.db);
    const login = (t: TestApp, password: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: `198.19.0.${n}`,
      });
    for (let i = 0; i < 10; i++)
      expect((await login(i % 2 ? first : second, 'wrong-password', i)).statusCode).toBe(401);
    expect((await login(first, 'correct horse battery', 99)).statusCode).toBe(429);
    expect((await login(second, 'correct horse battery', 98)).statusCode).toBe(429);
  });
});

describe('when Redis goes away', () => {
  let t: TestApp;
  let broken: RedisClient;
  beforeAll(async () => {
    // Nothing listens on port 9: every Redis command fails.
    broken = connectRedis('redis://127.0.0.1:9', {
      warn: () => undefined,
      clock: systemClock,
      options: { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null },
    });
    t = await createTestApp({ redis: broken });
  });
  afterAll(async () => {
    await t.close();
    broken.disconnect();
  });

  it('keeps serving: limits fail open instead of failing requests', async () => {
    const user = await createUser(t.db);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'correct horse battery' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
