import { resolve } from 'node:path';
import type { Env } from '../env';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/** The database the configuration names (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function openMigratedDatabase(env: Env, onPoolError?: (err: Error) => void): Promise<DatabaseHandle> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: env.DATABASE_POOL_MAX, onPoolError })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(env) });
  await migrateDatabase(database);
  return database;
}

export const pgliteDir = (env: Env) => resolve(env.DATA_DIR, 'pglite');
