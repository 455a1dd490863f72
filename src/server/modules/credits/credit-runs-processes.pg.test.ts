import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRuns, posts } from '../../db/schema';
import { createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { endedCleanly, generationSpendOutcomes } from '../../test/spend-outcomes';
import {
  PROCESS_APP_URL as APP_URL,
  signInOverHttp,
  startAppProcess,
  stopAppProcess,
  type AppProcess,
} from '../../test/app-process';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// Issue #15: 50 parallel spends split across two app processes sharing one
// PostgreSQL database (two real `src/server/main.ts` processes over HTTP).
// The balance allows 20 of them; some keys are sent to both processes at once.
// Exactly 20 run, the ledger equals the balance, and a key runs once.

const PASSWORD = 'a-long-password-for-spends';

describe('credit spends across two app processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ poolMax: 4 });
    dataDir = await mkdtemp(join(tmpdir(), 'postwright-spends-'));
    apps.push(
      ...(await Promise.all(
        ['a', 'b'].map((name) => startAppProcess({ DATABASE_URL: database.url!, DATA_DIR: join(dataDir, name) })),
      )),
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map(stopAppProcess));
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('50 parallel generations against a balance of 20: exactly 20 run, the rest get 402 (or, for a key sent to both, a replay or 409), ledger == balance, a key runs once', async () => {
    const user = await createUser(database.db, { credits: 20, plainPassword: PASSWORD });
    const cookie = await signInOverHttp(apps[0]!, user.email, PASSWORD);

    const body = JSON.stringify({
      originalIdea: 'Two processes, one ledger',
      platform: 'linkedin',
      versions: 1,
      mood: 'confident',
      postLength: 'short',
      usedBrandVoice: false,
    });
    const generate = (app: AppProcess, key: string) =>
      fetch(`${app.url}/api/posts/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: APP_URL, cookie, 'idempotency-key': key },
        body,
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { posts?: string[]; message?: string },
      }));

    // 40 distinct keys, each to one process (alternating), and 5 keys sent to both processes at once.
    const distinct = Array.from({ length: 40 }, (_, i) =>
      generate(apps[i % 2]!, `spend-key-${String(i).padStart(4, '0')}`),
    );
    const shared = Array.from({ length: 5 }, (_, i) => [
      generate(apps[0]!, `both-key-${String(i).padStart(4, '0')}`),
      generate(apps[1]!, `both-key-${String(i).padStart(4, '0')}`),
    ]);
    const answers = await Promise.all([...distinct, ...shared.flat()]);
    expect(answers).toHaveLength(50);

    const byStatus = (status: number) => answers.filter((a) => a.status === status).length;
    // A shared key's second request either replays the first (200, same body) or finds it still running (409).
    expect(
      byStatus(200) + byStatus(402) + byStatus(409),
      JSON.stringify(answers.filter((a) => ![200, 402, 409].includes(a.status))),
    ).toBe(50);
    for (const [a, b] of await Promise.all(shared.map((pair) => Promise.all(pair)))) {
      if (a!.status === 200 && b!.status === 200) expect(a!.body).toEqual(b!.body);
    }

    const outcomes = await generationSpendOutcomes(database.db, user.id);
    expect(outcomes).toHaveLength(20);
    for (const o of outcomes) expect(o).toMatchObject({ spent: 1, posts: 1, refunds: 0 });
    for (const o of outcomes) expect(endedCleanly(o)).toBe(true);
    expect(await ledgerState(database.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    expect(await database.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, user.id))).toHaveLength(20);
    // Each shared key ran at most once (one run row per key, never two spends).
    const runs = await database.db.select().from(creditRuns).where(eq(creditRuns.userId, user.id));
    expect(runs.filter((r) => r.status === 'completed')).toHaveLength(20);
    expect(new Set(runs.map((r) => r.idempotencyKey)).size).toBe(runs.length);
    expect(byStatus(402)).toBeGreaterThanOrEqual(25);
  });
});
