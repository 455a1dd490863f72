import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscountCodeSchema } from '@shared/schemas/discount-codes';
import { discountCodes, discountReservations, users } from '../../db/schema';
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
import { createDiscountCodesService } from './discount-codes.service';

// Hole 1 of issue 24 under real concurrency: two app processes on one
// PostgreSQL and one fake Stripe. A 1-use 100 % code opened in checkouts sent
// to both processes at once holds exactly one use and opens exactly one Stripe
// session, whose one-off coupon Stripe redeems at most once (decision 090).

const PASSWORD = 'a-long-password-for-discounts';
const REFUSALS = ['This discount code has reached its usage limit', 'You have already used this discount code'];

describe('a 1-use discount code opened from two app processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let stripe: FakeStripeServer;
  let dataDir: string;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ poolMax: 4 });
    stripe = await startFakeStripeServer();
    dataDir = await mkdtemp(join(tmpdir(), 'postwright-discounts-'));
    const env = (name: string) => ({
      DATA_DIR: join(dataDir, name),
      DATABASE_URL: database.url!,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
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

  /** A signed-in customer who opens pack checkouts on either process. */
  async function customer() {
    const user = await createUser(database.db, { plainPassword: PASSWORD });
    const cookie = await signInOverHttp(apps[0]!, user.email, PASSWORD);
    const openCheckout = async (app: AppProcess, discountCode: string) => {
      const answer = await fetch(`${app.url}/api/stripe/create-credit-checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PROCESS_APP_URL, cookie },
        body: JSON.stringify({ packKey: 'large', discountCode }),
      });
      return { status: answer.status, body: (await answer.json()) as { url?: string; message?: string } };
    };
    return { user, openCheckout };
  }

  const balanceOf = async (userId: string) =>
    (await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
  const reservationsOf = (codeId: string) =>
    database.db.select().from(discountReservations).where(eq(discountReservations.discountCodeId, codeId));

  it('24 checkouts at once, split over both processes, by 12 customers: one opens, one use held, one Stripe coupon of one redemption', async () => {
    const clock = manualClock();
    const catalogue = createCatalogueService({ db: database.db, prepared: database.prepared, clock });
    const codes = createDiscountCodesService({ db: database.db, clock, catalogue });
    const code = await codes.create(
      createDiscountCodeSchema.parse({ code: 'ONLYONE', value: 100, usageLimit: 1 }),
      null,
    );
    const customers = await Promise.all(Array.from({ length: 12 }, () => customer()));

    // Each customer asks both processes at the same moment.
    const opened = await Promise.all(
      customers.flatMap((who) => apps.map((app) => who.openCheckout(app, 'ONLYONE').then((r) => ({ who, ...r })))),
    );
    const winners = opened.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    const refused = opened.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(23).fill(400));
    for (const r of refused) expect(REFUSALS).toContain(r.body.message);

    const reservations = await reservationsOf(code.id);
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({ status: 'held', userId: winners[0]!.who.user.id });
    // Stripe saw one session and one coupon, limited to one redemption.
    expect(stripe.store.sessions.size).toBe(1);
    const coupons = [...stripe.store.coupons.values()].filter((c) => c.metadata.discountCodeId === code.id);
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ percent_off: 100, max_redemptions: 1, times_redeemed: 0 });

    // The one session is paid: the use is counted, the coupon spent, and both processes refuse the code now.
    const sessionId = new URL(winners[0]!.body.url!).pathname.split('/').pop()!;
    const before = await balanceOf(winners[0]!.who.user.id);
    await stripe.pay(sessionId);
    const [row] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row!.usageCount).toBe(1);
    expect(await reservationsOf(code.id)).toMatchObject([{ status: 'used' }]);
    expect(coupons[0]!.times_redeemed).toBe(1);
    expect(await balanceOf(winners[0]!.who.user.id)).toBe(before + 1000);
    const late = await customer();
    for (const app of apps) expect((await late.openCheckout(app, 'ONLYONE')).status).toBe(400);
    expect(await reservationsOf(code.id)).toHaveLength(1);
  }, 120_000);
});
