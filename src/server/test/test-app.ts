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
  const env = testEnv({ APP_SECRET: 'test-secret-that-is-long-enough-for-hkdf-0123456789', DATA_DIR: outbox.dir, ...options.env });
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
