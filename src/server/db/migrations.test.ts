import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine, withDatabase } from '../test/test-engine';
import { testDatabaseUrl } from '../test/test-env';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

const EXPECTED_TABLES = [
  'admin_alerts',
  'admin_settings',
  'ai_usage',
  'attempt_counters',
  'brand_voices',
  'contact_messages',
  'credit_purchases',
  'credit_runs',
  'credit_transactions',
  'discount_codes',
  'discount_usage',
  'email_changes',
  'images',
  'invoices',
  'linkedin_auth_states',
  'password_reset_tokens',
  'post_counts',
  'post_hourly_counts',
  'posts',
  'sessions',
  'stripe_customers',
  'stripe_events',
  'subscriptions',
  'system_logs',
  'users',
];

/** An empty database of the engine under test (not the migrated template). */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (testEngine() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', instance: new PGlite({ extensions: PGLITE_EXTENSIONS }) });
    return { handle, drop: () => handle.close() };
  }
  const admin = testDatabaseUrl();
  const name = `pw_mig_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(admin, name), max: 4 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe(`migrations on ${testEngine()}`, () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  afterAll(() => db?.drop());

  it('apply to an empty database, create every table, and are idempotent', async () => {
    db = await emptyDatabase();
    const firstRun = await migrateDatabase(db.handle);
    const query = async (sql: string) => {
      if (db.handle.pglite) return (await db.handle.pglite.query<Record<string, string>>(sql)).rows;
      return (await db.handle.pool!.query(sql)).rows as Record<string, string>[];
    };
    const tables = (await query(`select table_name from information_schema.tables where table_schema = 'public' order by 1`)).map((r) => r.table_name);
    expect(tables).toEqual(EXPECTED_TABLES);

    const extensions = (await query(`select extname from pg_extension`)).map((r) => r.extname);
    expect(extensions).toEqual(expect.arrayContaining(['pg_trgm', 'btree_gin']));
    const indexes = (await query(`select indexname from pg_indexes where tablename = 'posts'`)).map((r) => r.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining(['posts_user_created_id_idx', 'posts_user_mood_created_id_idx', 'posts_user_search_vector_idx', 'posts_original_idea_trgm_idx', 'posts_generated_content_trgm_idx']),
    );
    // Word search is per user (decision 079): the global vector index is gone.
    expect(indexes).not.toContain('posts_search_vector_idx');

    const applied = await query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const files = readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql'));
    expect(Number(applied[0]!.n)).toBe(files.length);
    // What the start-up reports to the admin's System Logs.
    expect(firstRun).toBe(files.length);

    // A second start applies nothing and fails nothing.
    expect(await migrateDatabase(db.handle)).toBe(0);
    expect(Number((await query(`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n)).toBe(files.length);
  });
});
