import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { testEnv } from '../env';
import { createMailer } from '../integrations/mailer';
import { manualClock, type ManualClock } from '../lib/clock';
import { createTestOutbox, type TestOutbox } from './outbox';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  clock: ManualClock;
  outbox: TestOutbox;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string | undefined>;
  clock?: ManualClock;
  database?: TestDatabase;
} & Partial<Pick<AppDeps, 'redis' | 'webRoot' | 'logStream' | 'mailer'>>;

/** The real application on a fresh migrated database, with an injected clock and a temporary outbox. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const outbox = await createTestOutbox();
  const clock = options.clock ?? manualClock();
  const env = testEnv({
    APP_SECRET: 'test-secret-that-is-long-enough-for-hkdf-0123456789',
    DATA_DIR: outbox.dir,
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    clock,
    mailer: options.mailer ?? createMailer({ from: env.MAIL_FROM, outboxDir: outbox.dir }),
    redis: options.redis,
    webRoot: options.webRoot,
    logStream: options.logStream,
  });
  await app.ready();
  sendAppOrigin(app, new URL(env.APP_URL).origin);
  return {
    app,
    database,
    db: database.db,
    clock,
    outbox,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Like our pages (and every script that calls the API), requests in tests
 * carry the app's `Origin` unless the test sets the header itself; a test
 * that means to send none sets `origin: undefined`.
 */
function sendAppOrigin(app: FastifyInstance, origin: string): void {
  const inject = app.inject.bind(app);
  app.inject = ((options?: unknown, callback?: unknown) => {
    if (options === undefined) return inject();
    const opts: { headers?: Record<string, unknown> } =
      typeof options === 'string' ? ({ url: options } as never) : (options as { headers?: Record<string, unknown> });
    const headers = { ...(opts.headers ?? {}) };
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'origin')) headers.origin = origin;
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
    return (inject as (o: unknown, c?: unknown) => unknown)({ ...opts, headers }, callback);
  }) as typeof app.inject;
}
