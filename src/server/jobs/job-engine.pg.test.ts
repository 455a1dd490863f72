import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { withDatabase } from '../test/test-engine';
import { testDatabaseUrl } from '../test/test-env';
import { installJobSchema } from './job-engine';

// Several app processes start at once on a new PostgreSQL database (a first deploy, a scale-up): each migrates and
// installs the job engine's schema and queues. Without the startup lock two of them creating the same queue
// deadlocked and one process exited at start (stop 29's CI). Here four connection pools, as four processes would
// have, start together on an empty database, three times over.

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('a new database set up by several processes at once', () => {
  const names: string[] = [];
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates and installs the job engine on every process without an error', async () => {
    for (let round = 0; round < 3; round++) {
      const name = `pw_start_${randomBytes(5).toString('hex')}`;
      names.push(name);
      await admin(`CREATE DATABASE ${name}`);
      const processes = await Promise.all(
        Array.from({ length: 4 }, () =>
          openDatabase({ kind: 'postgres', url: withDatabase(testDatabaseUrl(), name), max: 3 }),
        ),
      );
      handles.push(...processes);
      const outcomes = await Promise.allSettled(
        processes.map(async (p) => {
          await migrateDatabase(p);
          await installJobSchema(p);
        }),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    }
  }, 120_000);
});
