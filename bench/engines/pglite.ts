import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { QUICK, SIZES, wants } from '../lib/options';
import { startApp, type AppServer } from '../lib/processes';
import { seedPosts, seedUsers, withPostIndexesRebuilt, type Query } from '../lib/seed';
import { apiScenarios } from '../scenarios/api';
import { generationScenarios } from '../scenarios/generation';
import { historyScenarios } from '../scenarios/history';
import { lighthouseScenario } from '../scenarios/lighthouse';

/** The default deployment: one process on an embedded PGlite folder, one user with 100,000 posts (full run). */
export async function runPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-pglite-'));
  let app: AppServer | undefined;
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await migrateDatabase(handle);
    const query: Query = async (text, params) => ({
      rows: (await handle.pglite!.query<Record<string, unknown>>(text, params as unknown[])).rows,
    });
    console.log(`\nPGlite: seeding one user with ${SIZES.pgliteHeavy.toLocaleString('en')} posts…`);
    const t0 = Date.now();
    const [heavy, gen] = await seedUsers(query, ['heavy@bench.test', 'gen@bench.test'], 1_000_000);
    await withPostIndexesRebuilt(query, () => seedPosts(query, [heavy!.id], SIZES.pgliteHeavy, '40 seconds'));
    await handle.pglite!.query('checkpoint');
    await handle.close();
    console.log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    app = await startApp({ DATA_DIR: dataDir });
    if (wants('history')) await historyScenarios('PGlite', app, heavy!, SIZES.pgliteHeavy, 50);
    if (wants('generation') && !QUICK) await generationScenarios('PGlite', app, gen!);
    if (wants('api') && !QUICK) await apiScenarios('PGlite', app, undefined, heavy!);
    // Lighthouse on the default deployment (one process, PGlite), as the user with 100,000 posts.
    if (wants('lighthouse')) lighthouseScenario(app, heavy!.cookie);
  } finally {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
