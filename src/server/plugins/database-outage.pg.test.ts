import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { startTcpProxy } from '../test/fakes/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const contact = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Outage question',
  message: 'Is the database up again?',
};

describe('losing the database connection (PostgreSQL)', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let proxied: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4, onPoolError: () => undefined });
    t = await createTestApp({ database: { ...proxied, url: url.toString() } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    await proxy.close();
    await database.close();
  });

  it('answers 503 with a message while the database is away, and recovers when it returns', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: '10.0.0.1' }))
        .statusCode,
    ).toBe(200);

    proxy.cut();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      remoteAddress: '10.0.0.2',
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });

    proxy.restore();
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: '10.0.0.3' }))
        .statusCode,
    ).toBe(200);
  });
});
