import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client';
import { underStartupLock } from '../db/migrate';

// pg-boss (decision 095) on whichever database the app uses. It talks to the
// database only through `executeSql`, so it runs on the app's own PostgreSQL
// pool or on embedded PGlite in this process (its bring-your-own-connection
// option), and can write a job inside one of our Drizzle transactions.

export const JOB_SCHEMA = 'pgboss';

export const QUEUES = {
  publishPost: 'publish-post',
  reconcilePublications: 'reconcile-publications',
  refreshLinkedinTokens: 'refresh-linkedin-tokens',
  autoTopUp: 'auto-top-up',
  settleAutoTopUps: 'settle-auto-top-ups',
} as const;

/** pg-boss's database port on the app's connection(s). */
export function engineDb(database: DatabaseHandle): PgBoss.Db {
  const { pglite, pool } = database;
  if (pool) return { executeSql: async (text, values) => pool.query(text, values) };
  if (!pglite) throw new Error('unknown database kind');
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      // Parameterless calls may hold several statements (pg-boss installs its schema that way).
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

const asParam = (value: unknown) => {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value))
    return JSON.stringify(value);
  return value;
};

/** pg-boss's database port on an open Drizzle transaction: a job sent through it commits or rolls back with the transaction. */
export function transactionDb(executor: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      // pg-boss numbers its parameters $1…$n; Drizzle renumbers the ones it binds.
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(
        parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${asParam(values[Number(part) - 1])}`)),
      );
      const result = (await executor.execute(query)) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** An engine that is not started: enough to send jobs (every process, workers or not). */
export function createJobEngine(database: DatabaseHandle): PgBoss {
  const boss = new PgBoss({
    db: engineDb(database),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on('error', () => undefined);
  return boss;
}

/**
 * Installs or upgrades pg-boss's schema and our queues; called after the app's own migrations. Safe on
 * every process at once: pg-boss's own lock does not cover its first CREATE SCHEMA nor `create_queue` (two
 * processes creating one queue deadlocked, stop 29's CI), so the install runs under the migrations' startup
 * lock and the second process finds everything installed.
 */
export async function installJobSchema(database: DatabaseHandle): Promise<void> {
  await underStartupLock(database, () => install(database));
}

async function install(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({
    db: engineDb(database),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', () => undefined);
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name);
  await boss.stop({ graceful: false, close: false, wait: true });
}
