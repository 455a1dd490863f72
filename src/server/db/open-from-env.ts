import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../env';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { lockPgliteDir } from './pglite-lock';

/** The database the configuration names (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR), migrated; `migrationsApplied` by this start. */
export async function openMigratedDatabase(
  env: Env,
  onPoolError?: (err: Error) => void,
): Promise<DatabaseHandle & { migrationsApplied: number }> {
  if (env.DATABASE_URL) {
    const database = await openDatabase({
      kind: 'postgres',
      url: env.DATABASE_URL,
      max: env.DATABASE_POOL_MAX,
      onPoolError,
    });
    return { ...database, migrationsApplied: await migrateDatabase(database) };
  }
  const dir = pgliteDir(env);
  mkdirSync(dir, { recursive: true });
  const unlock = lockPgliteDir(dir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    const migrationsApplied = await migrateDatabase(database);
    return {
      ...database,
      migrationsApplied,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export const pgliteDir = (env: Env) => resolve(env.DATA_DIR, 'pglite');
