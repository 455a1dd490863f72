import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client';

// Any number of app processes may start at once against one PostgreSQL; the
// advisory lock lets exactly one of them apply pending migrations.
const MIGRATION_LOCK_ID = 74_201_611;

/** Source layout: src/server/db/migrations; bundled layout: dist/server/migrations. */
export function migrationsFolder(): string {
  const candidates = [new URL('./migrations', import.meta.url), new URL('./db/migrations', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error('Database migrations folder not found');
}

/**
 * Runs `work` while holding the startup lock, so that of several processes starting at once on one PostgreSQL
 * only one changes the schema at a time (PGlite has a single process: no lock). The lock is held on a connection
 * of its own, outside the pool, so `work` has the whole pool even when it has a single connection.
 */
export async function underStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const client = new pg.Client(handle.pool!.options);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    return await work();
  } finally {
    // Ending the session releases its advisory lock.
    await client.end().catch(() => undefined);
  }
}

/** Applies the pending migrations; answers how many this call applied (0 when another process already did). */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder()): Promise<number> {
  if (handle.kind === 'pglite') {
    const pending = await pendingMigrationCount(handle, folder);
    await migratePglite(drizzlePglite(handle.pglite!), { migrationsFolder: folder });
    return pending;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // Counted under the lock: a process that waited for another's migrations applies none.
    const pending = await countPending(folder, async (sql) => (await client.query<{ last: string | null }>(sql)).rows);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
    return pending;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

/**
 * How many of this build's migrations the database lacks (drizzle applies those
 * newer than the last one recorded). Throws when the database cannot answer.
 */
export async function pendingMigrationCount(handle: DatabaseHandle, folder = migrationsFolder()): Promise<number> {
  return countPending(folder, async (sql) =>
    handle.kind === 'pglite'
      ? (await handle.pglite!.query<{ last: string | null }>(sql)).rows
      : (await handle.pool!.query<{ last: string | null }>(sql)).rows,
  );
}

/** The count itself, over any connection (the migrator's own, under its lock). */
async function countPending(folder: string, run: (sql: string) => Promise<{ last: string | null }[]>): Promise<number> {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  const sql = 'select max(created_at)::text as last from drizzle.__drizzle_migrations';
  let last: number;
  try {
    const rows = await run(sql);
    last = Number(rows[0]?.last ?? 0);
  } catch (error) {
    // No migrations table yet: nothing applied (but the database answered).
    if (error instanceof Error && /does not exist/.test(error.message)) last = 0;
    else throw error;
  }
  return journal.entries.filter((entry) => entry.when > last).length;
}
