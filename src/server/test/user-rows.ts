import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';

const userTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Every row that belongs to one user, in every table that has a `userId`
 * column (and the user's own row), as JSON: comparing two snapshots proves a
 * request changed none of them. New tables are included without listing them.
 */
export async function snapshotUserRows(db: Executor, userId: string): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of userTables) {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const owner = table === (schema.users as PgTable) ? columns.id : columns.userId;
    if (!owner) continue;
    const rows = await db.select().from(table).where(eq(owner, userId));
    snapshot[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
