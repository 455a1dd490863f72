import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Decision 083: a transaction that fails at BEGIN, or whose ROLLBACK fails, still gives its
// connection back. With one connection in the pool, a leak shows as the next query waiting
// for the pool's 5 s checkout timeout, and as close() never returning.
describe('transactions release their connection whatever fails (PostgreSQL)', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase({ kind: 'postgres', url: database.url!, max: 1 });
  });
  afterAll(async () => {
    await handle.close();
    await database.close();
  });

  it('a BEGIN the server refuses leaves the one connection usable', async () => {
    for (let i = 0; i < 3; i++) {
      // An isolation level PostgreSQL does not know: BEGIN itself fails, before the callback runs.
      let ran = false;
      await expect(
        handle.db.transaction(
          async () => {
            ran = true;
          },
          { isolationLevel: 'no such level' as 'serializable' },
        ),
      ).rejects.toThrow();
      expect(ran).toBe(false);
    }
    const started = Date.now();
    const { rows } = await handle.pool!.query('select 1 as one');
    expect(rows[0]).toEqual({ one: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(handle.pool!.totalCount - handle.pool!.idleCount).toBe(0);
  });

  it('a connection that dies inside a transaction is closed, not handed out again, and the error is the transaction’s', async () => {
    const failure = handle.db.transaction(async (tx) => {
      // The server ends this very connection: the statement fails, and so does the ROLLBACK after it.
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    });
    await expect(failure).rejects.toThrow(/terminat/i);
    const { rows } = await handle.pool!.query('select 2 as two');
    expect(rows[0]).toEqual({ two: 2 });
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(handle.pool!.totalCount - handle.pool!.idleCount).toBe(0);
  });
});
