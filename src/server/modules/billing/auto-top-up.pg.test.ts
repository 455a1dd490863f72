import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoTopUps, creditTransactions, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import {
  PROCESS_APP_URL,
  signInOverHttp,
  startAppProcess,
  stopAppProcess,
  type AppProcess,
} from '../../test/app-process';
import { createUser } from '../../test/factories';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fakes/stripe-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createCatalogueService } from './catalogue.service';

// Auto top-up under real concurrency (issue #24): two app processes (each
// with its own pg-boss workers) on one PostgreSQL and one fake Stripe. 50
// generations sent to both at once take the balance across the low line:
// exactly one purchase. Then, with a small pack, spends cross the line round
// after round: the month's limit stops the purchases, never exceeded.

const PASSWORD = 'a-long-password-for-top-ups';

describe('auto top-up across two app processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let stripe: FakeStripeServer;
  let dataDir: string;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ poolMax: 4 });
    stripe = await startFakeStripeServer();
    dataDir = await mkdtemp(join(tmpdir(), 'postwright-top-ups-'));
    const env = (name: string) => ({
      DATA_DIR: join(dataDir, name),
      DATABASE_URL: database.url!,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      JOB_POLL_SECONDS: '0.5',
    });
    apps.push(...(await Promise.all([startAppProcess(env('a')), startAppProcess(env('b'))])));
    // Stripe sends its events to one endpoint; here, process b's.
    stripe.setDelivery(async (payload, signature) => {
      const answer = await fetch(`${apps[1]!.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      await answer.arrayBuffer();
      return answer.status;
    });
  }, 90_000);
  afterAll(async () => {
    await Promise.all(apps.map(stopAppProcess));
    await stripe?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A customer who bought the Small pack on Stripe's page (the card is saved) and turned auto top-up on. */
  async function customerWithAutoTopUp(credits: number, monthlyLimit: number) {
    const user = await createUser(database.db, { credits, plainPassword: PASSWORD });
    const cookie = await signInOverHttp(apps[0]!, user.email, PASSWORD);
    const call = (app: AppProcess, method: string, path: string, body?: unknown) =>
      fetch(`${app.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: PROCESS_APP_URL, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const checkout = await call(apps[0]!, 'POST', '/api/stripe/create-credit-checkout', { packKey: 'small' });
    expect(checkout.status).toBe(200);
    const sessionId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop()!;
    expect(await stripe.pay(sessionId)).toHaveLength(2);
    const on = await call(apps[1]!, 'PUT', '/api/billing/auto-top-up', {
      enabled: true,
      packKey: 'small',
      monthlyLimit,
    });
    expect(on.status, await on.clone().text()).toBe(200);
    const generate = (app: AppProcess) =>
      call(app, 'POST', '/api/posts/generate', {
        originalIdea: 'Two processes, one top-up',
        platform: 'linkedin',
        versions: 1,
        mood: 'confident',
        postLength: 'short',
        usedBrandVoice: false,
      }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    return { user, generate };
  }

  const balanceOf = async (userId: string) =>
    (await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
  const attemptsOf = (userId: string) => database.db.select().from(autoTopUps).where(eq(autoTopUps.userId, userId));
  const topUpGrants = (userId: string) =>
    database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.type, 'purchase')));
  const intentsOf = (userId: string) =>
    [...stripe.store.paymentIntents.values()].filter(
      (intent) => intent.metadata.kind === 'auto_top_up' && intent.metadata.userId === userId,
    );
  /** Waits until no attempt of the user is pending (its job ran in one of the processes). */
  async function settled(userId: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const pending = await database.db
        .select({ id: autoTopUps.id })
        .from(autoTopUps)
        .where(and(eq(autoTopUps.userId, userId), inArray(autoTopUps.status, ['pending'])));
      if (pending.length === 0) return;
      if (Date.now() > deadline) throw new Error('auto top-up still pending after 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('50 generations at once across the low line, split over two processes: exactly one purchase, granted once', async () => {
    // 0 free credits + the Small pack's 100 = 100; spend to 30 first, one by one.
    const { user, generate } = await customerWithAutoTopUp(0, 50);
    expect(await balanceOf(user.id)).toBe(100);
    for (let i = 0; i < 70; i++) expect(await generate(apps[i % 2]!)).toBe(200);
    expect(await attemptsOf(user.id)).toHaveLength(0);

    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => generate(apps[i % 2]!)));
    expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([]);
    await settled(user.id);
    const ok = statuses.filter((s) => s === 200).length;

    const attempts = await attemptsOf(user.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'succeeded', sequence: 1, priceAmount: 1000, creditsAmount: 100 });
    expect(intentsOf(user.id)).toHaveLength(1);
    // The checkout's pack and the one top-up: two purchases in the ledger.
    expect(await topUpGrants(user.id)).toHaveLength(2);
    expect(await balanceOf(user.id)).toBe(30 + 100 - ok);
  }, 120_000);

  it('spends that cross the line round after round buy until the monthly limit, and never beyond it', async () => {
    // A Small pack of 20 credits for €10, and a limit of €20: two purchases a month at most.
    const catalogue = createCatalogueService({ db: database.db, prepared: database.prepared, clock: manualClock() });
    await catalogue.updatePricingSettings({ creditPacks: { small: { credits: 20 } } });
    const { user, generate } = await customerWithAutoTopUp(10, 20);
    expect(await balanceOf(user.id)).toBe(30);

    for (let round = 0; round < 4; round++) {
      // More than the balance, to both processes at once: the balance crosses the line (or hits 0).
      const statuses = await Promise.all(
        Array.from({ length: (await balanceOf(user.id)) + 5 }, (_, i) => generate(apps[i % 2]!)),
      );
      expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([]);
      await settled(user.id);
    }

    const attempts = await attemptsOf(user.id);
    const reserved = attempts.filter((a) => ['pending', 'succeeded', 'requires_action'].includes(a.status));
    expect(reserved.reduce((sum, a) => sum + a.priceAmount, 0)).toBeLessThanOrEqual(2000);
    expect(attempts.filter((a) => a.status === 'succeeded')).toHaveLength(2);
    expect(intentsOf(user.id)).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.sequence)).size).toBe(attempts.length);
    expect(await topUpGrants(user.id)).toHaveLength(3);
  }, 180_000);
});
