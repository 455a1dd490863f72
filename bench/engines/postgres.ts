import pg from 'pg';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { KEEP, PG_ADMIN_URL, SIZES, wants } from '../lib/options';
import { startApp, startBare } from '../lib/processes';
import { seedPosts, seedUsers, withPostIndexesRebuilt, type Query } from '../lib/seed';
import { apiScenarios } from '../scenarios/api';
import { creditScenario } from '../scenarios/credits';
import { generationScenarios } from '../scenarios/generation';
import { historyScenarios } from '../scenarios/history';
import { dueBurst, schedulingLatency, seedPublications } from '../scenarios/scheduling';

type Seeded = {
  heavy: { id: string; cookie: string };
  gen: { id: string; cookie: string };
  others: { id: string; cookie: string }[];
};

/** A throwaway PostgreSQL database: 1,000 users × 1,000 posts and one user with 200,000 (full run). */
export async function runPostgres(): Promise<void> {
  const dbName = `pw_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const apps: { stop: () => Promise<void> }[] = [];
  try {
    const handle: DatabaseHandle = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 });
    await migrateDatabase(handle);
    const query: Query = (text, params) => handle.pool!.query(text, params as unknown[]);
    console.log(
      `\nPostgreSQL: seeding ${SIZES.pgUsers} users × ${SIZES.pgPostsPerUser} posts + one user with ${SIZES.pgHeavy.toLocaleString('en')}…`,
    );
    const t0 = Date.now();
    const [heavy, gen] = await seedUsers(query, ['heavy@bench.test', 'gen@bench.test'], 1_000_000);
    const others = await seedUsers(
      query,
      Array.from({ length: SIZES.pgUsers }, (_, i) => `user${i}@bench.test`),
      1_000_000,
    );
    await withPostIndexesRebuilt(query, async () => {
      await seedPosts(
        query,
        others.map((u) => u.id),
        SIZES.pgPostsPerUser,
        '1 hour',
      );
      await seedPosts(query, [heavy!.id], SIZES.pgHeavy, '20 seconds');
    });
    console.log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (wants('scheduling')) {
      const t1 = Date.now();
      await seedPublications(
        query,
        heavy!.id,
        others.map((u) => u.id),
        SIZES.scheduledPosts,
      );
      console.log(
        `  ${SIZES.scheduledPosts.toLocaleString('en')} scheduled posts seeded in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
      );
    }
    await handle.close();
    const seeded: Seeded = { heavy: heavy!, gen: gen!, others };

    const app = await startApp({
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '10',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-bench-pg-')),
      // Its figures are HTTP ones; the scheduling scenario's own app publishes (to the fake LinkedIn).
      WORKERS: '0',
    });
    apps.push(app);
    if (wants('history')) await historyScenarios('PostgreSQL', app, seeded.heavy, SIZES.pgHeavy, 30);
    if (wants('generation')) await generationScenarios('PostgreSQL', app, seeded.gen);
    if (wants('api')) {
      const bare = await startBare(databaseUrl, seeded.others[0]!.id);
      apps.push(bare);
      await apiScenarios('PostgreSQL', app, bare, seeded.others[0]!);
    }
    if (wants('credits')) await creditScenario(databaseUrl, seeded.others.slice(0, 100));
    if (wants('scheduling')) {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      try {
        await schedulingLatency(app, seeded.heavy, (text, params) => pool.query(text, params), SIZES.scheduledPosts);
      } finally {
        await pool.end();
      }
      await dueBurst(databaseUrl, seeded.others, Math.min(SIZES.dueBurst, seeded.others.length));
    }
  } finally {
    for (const a of apps) await a.stop();
    if (KEEP) console.log(`  kept the database: ${databaseUrl}`);
    else await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
