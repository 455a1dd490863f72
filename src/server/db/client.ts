import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { releaseConnectionsOfFailedTransactions } from './pg-transaction-release';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both engines expose the same Drizzle API; services only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

/**
 * A fixed SQL statement run straight through the engine's driver: no query
 * building per call, and on PostgreSQL a named statement the server parses
 * and plans once per connection. For the few reads on every request (the
 * session lookup, decision 049); everything else goes through Drizzle.
 */
export type PreparedQuery = <T extends Record<string, unknown>>(
  name: string,
  text: string,
  values: unknown[],
) => Promise<T[]>;

export type DatabaseHandle = {
  db: Database;
  /** See PreparedQuery. */
  prepared: PreparedQuery;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying engine, for migrations and test cloning. */
  pglite?: PGlite;
  pool?: pg.Pool;
};

export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number; onPoolError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir?: string; instance?: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.max, options.onPoolError);
  return openPglite(options.instance, options.dataDir);
}

function openPostgres(url: string, max = 10, onPoolError?: (err: Error) => void): DatabaseHandle {
  releaseConnectionsOfFailedTransactions();
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection emits here; without a listener Node
  // would crash the process. The pool replaces the client on the next query.
  pool.on('error', (err) => onPoolError?.(err));
  // A checked-out client (a transaction between two statements) losing its
  // connection emits on the client itself, where the pool listens no more:
  // without this the process would crash on an outage. The failure still
  // reaches the transaction through its next statement.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    prepared: async <T extends Record<string, unknown>>(name: string, text: string, values: unknown[]) =>
      (await pool.query<T>({ name, text, values })).rows,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(instance: PGlite | undefined, dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = instance ?? new PGlite(dataDir ?? 'memory://', { extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    // PGlite runs in this process: there is no connection to prepare on, and its query() has no per-call building to save.
    prepared: async <T extends Record<string, unknown>>(_name: string, text: string, values: unknown[]) =>
      (await pglite.query<T>(text, values)).rows,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}
