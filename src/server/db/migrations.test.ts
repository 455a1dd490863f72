import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  'auto_top_ups',
  'brand_kits',
  'brand_voice_samples',
  'brand_voices',
  'contact_messages',
  'credit_purchases',
  'credit_runs',
  'credit_transactions',
  'discount_codes',
  'discount_reservations',
  'discount_usage',
  'email_changes',
  'email_tokens',
  'images',
  'invoices',
  'linkedin_auth_states',
  'password_reset_tokens',
  'post_counts',
  'post_hourly_counts',
  'posts',
  'publications',
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

/** The migrations folder as it stood up to `lastTag` (the journal cut there), in a temporary folder. */
function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'postwright-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const queryOf = (handle: DatabaseHandle) => async (sql: string) => {
  if (handle.pglite) return (await handle.pglite.query<Record<string, unknown>>(sql)).rows;
  return (await handle.pool!.query(sql)).rows as Record<string, unknown>[];
};

describe(`migrations on ${testEngine()}`, () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let upgraded: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  afterAll(async () => {
    await db?.drop();
    await upgraded?.drop();
  });

  it('an account that existed before e-mail confirmation counts as confirmed; one made after does not (decision 091)', async () => {
    upgraded = await emptyDatabase();
    const before = migrationsUpTo('0015_voice-samples');
    try {
      await migrateDatabase(upgraded.handle, before.folder);
    } finally {
      before.remove();
    }
    const query = queryOf(upgraded.handle);
    await query(
      `insert into users (email, full_name, created_at) values ('old@example.com', 'Old Account', '2026-01-02T03:04:05Z')`,
    );
    expect(await migrateDatabase(upgraded.handle)).toBeGreaterThan(0);
    await query(`insert into users (email, full_name) values ('new@example.com', 'New Account')`);
    const rows = await query(
      `select email, email_verified_at is not null as confirmed, email_verified_at = created_at as since_created from users order by email`,
    );
    expect(rows).toEqual([
      { email: 'new@example.com', confirmed: false, since_created: null },
      { email: 'old@example.com', confirmed: true, since_created: true },
    ]);
  });

  it('apply to an empty database, create every table, and are idempotent', async () => {
    db = await emptyDatabase();
    const firstRun = await migrateDatabase(db.handle);
    const query = async (sql: string) => {
      if (db.handle.pglite) return (await db.handle.pglite.query<Record<string, string>>(sql)).rows;
      return (await db.handle.pool!.query(sql)).rows as Record<string, string>[];
    };
    const tables = (
      await query(`select table_name from information_schema.tables where table_schema = 'public' order by 1`)
    ).map((r) => r.table_name);
    expect(tables).toEqual(EXPECTED_TABLES);

    const extensions = (await query(`select extname from pg_extension`)).map((r) => r.extname);
    expect(extensions).toEqual(expect.arrayContaining(['pg_trgm', 'btree_gin']));
    const indexes = (await query(`select indexname from pg_indexes where tablename = 'posts'`)).map((r) => r.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'posts_user_created_id_idx',
        'posts_user_mood_created_id_idx',
        'posts_user_search_vector_idx',
        'posts_original_idea_trgm_idx',
        'posts_generated_content_trgm_idx',
      ]),
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
    expect(Number((await query(`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n)).toBe(
      files.length,
    );
  });
});
