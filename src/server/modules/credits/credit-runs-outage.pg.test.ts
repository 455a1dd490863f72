import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { creditRuns, posts } from '../../db/schema';
import { fixTyposInThread } from '../../ai/offline/spell/fix-typos-in-thread';
import { signIn } from '../../test/auth-helpers';
import { startTcpProxy } from '../../test/fakes/tcp-proxy';
import { createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { parseSse } from '../../test/sse';
import { endedCleanly, generationSpendOutcomes } from '../../test/spend-outcomes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { generatePostsRequestSchema } from '@shared/schemas/posts';

// Issue #15: "15 generations in flight, connection cut for 10 s: 15 spends,
// 0 refunds, 0 posts." Here the database sits behind a TCP proxy of ours that
// drops every connection while the streamed runs are writing (the Offline
// writer paced, so the cut lands mid-run). After the database is back, every
// spend must have ended as saved posts or exactly one refund (decision 057).

const MAX_RUN_MS = 60_000;
const RUNS = 15;
const brief = {
  // Several beats, laid out long: the paced runs last long enough for all of them to be writing at the cut.
  originalIdea:
    'Outages should never cost a customer credits. Last year our database went down for 10 minutes during a launch. Every spend in flight was refunded or delivered. Nobody had to write to support, and nobody lost a post.',
  platform: 'linkedin',
  versions: 2,
  mood: 'confident',
  postLength: 'long',
  includeEmojis: false,
  includeHashtags: false,
  usedBrandVoice: false,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database outage in the middle of generations (PostgreSQL)', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let proxied: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    // The English dictionary loaded first (the spelling thread, decision 111): the cut must land while the runs
    // write, not while their first idea waits for the dictionary.
    await fixTyposInThread('', 'en');
    database = await createTestDatabase();
    const url = new URL(database.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = await openDatabase({ kind: 'postgres', url: url.toString(), max: 20, onPoolError: () => undefined });
    t = await createTestApp({
      database: { ...proxied, url: url.toString() },
      env: { OFFLINE_WRITER_CHUNK_DELAY_MS: '15', CREDIT_RUN_MAX_MS: String(MAX_RUN_MS) },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    await proxy.close();
    await database.close();
  });

  it('every spend ends as saved posts or exactly one refund once the database is back', async () => {
    const user = await createUser(t.db, { credits: 100 });
    const headers = await signIn(t.app, user.email);

    // A run whose process dies while it holds a reservation: only the sweep can end it.
    const crashed = await t.app.services.credits.reserve({
      userId: user.id,
      feature: 'post_generation',
      cost: 2,
      idempotencyKey: `post_generation:${user.id}:crashed-process-1`,
      request: generatePostsRequestSchema.parse(brief),
    });
    expect(crashed.kind).toBe('started');

    const started = Date.now();
    const inFlight = Array.from({ length: RUNS }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/posts/generate/stream',
        headers: { ...headers, 'idempotency-key': `outage-run-${String(i).padStart(4, '0')}` },
        payload: brief,
      }),
    );
    // Every run has reserved its credits and is writing when the connection drops.
    let reserved = 0;
    // Up to a minute: on a loaded 2-core machine the 15 requests can take long to all reserve.
    for (let i = 0; i < 3000 && reserved < RUNS + 1; i++) {
      reserved = (await t.db.select({ id: creditRuns.id }).from(creditRuns).where(eq(creditRuns.status, 'pending')))
        .length;
      if (reserved < RUNS + 1) await sleep(20);
    }
    proxy.cut();
    expect(reserved).toBe(RUNS + 1);
    const cutAt = Date.now() - started;
    await sleep(1500);
    proxy.restore();

    const answers = await Promise.all(inFlight);
    const outcomes = answers.map((a) => parseSse(a.body).at(-1)?.event);
    // The cut landed mid-run: the runs failed (an `error` event), none finished first.
    expect(
      outcomes.filter((e) => e === 'error').length,
      `cut after ${cutAt} ms: ${outcomes.join(',')}`,
    ).toBeGreaterThan(0);

    // The in-process refund retries (backoff) catch up once the database answers again.
    const deadline = Date.now() + 10_000;
    let pending = RUNS + 1;
    while (Date.now() < deadline) {
      pending = (await t.db.select({ id: creditRuns.id }).from(creditRuns).where(eq(creditRuns.status, 'pending')))
        .length;
      if (pending <= 1) break;
      await sleep(200);
    }
    expect(pending).toBe(1); // only the crashed process's run

    // The sweep (several processes at once) refunds it once the longest run has passed.
    t.clock.set(new Date(t.clock.now().getTime() + MAX_RUN_MS + 1000));
    const sweeps = await Promise.all([t.app.services.credits.sweepRuns(), t.app.services.credits.sweepRuns()]);
    expect(sweeps[0].refunded + sweeps[1].refunded).toBe(1);

    const spends = await generationSpendOutcomes(t.db, user.id);
    expect(spends).toHaveLength(RUNS + 1);
    for (const spend of spends) expect(endedCleanly(spend), JSON.stringify(spend)).toBe(true);
    const saved = spends.filter((s) => s.posts > 0);
    expect(await t.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, user.id))).toHaveLength(
      saved.length * 2,
    );
    expect(await ledgerState(t.db, user.id)).toEqual({
      balance: 100 - 2 * saved.length,
      ledgerSum: 100 - 2 * saved.length,
    });
    // Its waits (a minute for the reservations, 10 s for the refunds) need more than the project's 30 s on a loaded
    // CI machine, where the whole PostgreSQL pass runs beside it: 3.5 s alone.
  }, 120_000);
});
