import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../db/client';
import { testEngine, withDatabase } from './test-engine';
import { testDatabaseUrl } from './test-env';

export type TestDatabase = DatabaseHandle & { url?: string };

let templateBytes: Promise<Buffer> | undefined;

/** A fresh, migrated database of its own for one test file (or one test). */
export async function createTestDatabase(options: { poolMax?: number } = {}): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    templateBytes ??= readFile(inject('pgliteTemplatePath'));
    const pglite = new PGlite({
      loadDataDir: new Blob([new Uint8Array(await templateBytes)]),
      extensions: PGLITE_EXTENSIONS,
    });
    return openDatabase({ kind: 'pglite', instance: pglite });
  }
  const adminUrl = testDatabaseUrl();
  const name = `pw_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, max: options.poolMax ?? 20 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
