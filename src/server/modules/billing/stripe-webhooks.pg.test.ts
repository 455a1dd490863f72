import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscountCodeSchema } from '@shared/schemas/discount-codes';
import { creditTransactions, discountUsage } from '../../db/schema';
import { ledgerState } from '../../test/ledger';
import {
  createStripeTestApp,
  customer,
  deliverWebhook,
  startCheckout,
  type StripeTestApp,
} from '../../test/stripe-test-app';
import type { FakeEvent } from '../../test/fakes/stripe-server';

// Real concurrency: PostgreSQL with a connection pool, real parallel HTTP
// requests to the webhook route (PGlite runs one transaction at a time).
describe('Stripe webhooks under concurrency (PostgreSQL)', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp();
  });
  afterAll(() => t.close());

  const deliverAtOnce = (events: FakeEvent[]) =>
    Promise.all(
      events.map((event) => {
        const { payload, signature } = t.stripe.sign(event);
        return deliverWebhook(t, payload, signature);
      }),
    );
  const grantsOf = (userId: string) =>
    t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.type, 'purchase')));

  it('one pack event delivered 10 times at once grants once', async () => {
    const who = await customer(t);
    const sessionId = await startCheckout(who, { packKey: 'medium' });
    const [, completed] = await t.stripe.pay(sessionId, { send: false });
    const answers = await deliverAtOnce(Array.from({ length: 10 }, () => completed!));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerState(t.db, who.user.id)).toEqual({ balance: 515, ledgerSum: 515 });
    expect(await grantsOf(who.user.id)).toHaveLength(1);
  });

  it('one invoice delivered 10 times at once, under two event ids, and read by the success page at the same time grants once', async () => {
    const who = await customer(t);
    const sessionId = await startCheckout(who, { planKey: 'pro' });
    const [invoicePaid, , completed] = await t.stripe.pay(sessionId, { send: false });
    const sameInvoiceAgain = t.stripe.store.event('invoice.paid', invoicePaid!.data.object);
    const [webhooks, page] = await Promise.all([
      deliverAtOnce([
        ...Array.from({ length: 5 }, () => invoicePaid!),
        ...Array.from({ length: 5 }, () => sameInvoiceAgain),
        completed!,
        completed!,
      ]),
      who.inject({ url: `/api/stripe/checkout-session/${sessionId}` }),
    ]);
    expect(webhooks.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(page.json()).toMatchObject({ paid: true, tier: 'pro' });
    expect(await ledgerState(t.db, who.user.id)).toEqual({ balance: 515, ledgerSum: 515 });
    const grants = await t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, who.user.id), eq(creditTransactions.type, 'subscription')));
    expect(grants).toHaveLength(1);
  });

  it('20 customers open checkouts with a code limited to 5 at the same moment: 5 open, 15 are refused, the 5 payments count', async () => {
    const code = await t.app.services.discountCodes.create(
      createDiscountCodeSchema.parse({ code: 'FIRST5', value: 20, usageLimit: 5 }),
      null,
    );
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer(t)));
    const opened = await Promise.all(
      buyers.map((buyer) =>
        buyer.inject({
          method: 'POST',
          url: '/api/stripe/create-credit-checkout',
          payload: { packKey: 'medium', discountCode: 'FIRST5' },
        }),
      ),
    );
    expect(opened.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(opened.filter((r) => r.statusCode === 400).map((r) => r.json().message)).toEqual(
      Array(15).fill('This discount code has reached its usage limit'),
    );
    const sessions = opened
      .filter((r) => r.statusCode === 200)
      .map((r) => new URL(r.json().url).pathname.split('/').pop()!);
    const completions = [];
    for (const sessionId of sessions) completions.push((await t.stripe.pay(sessionId, { send: false }))[1]!);

    const answers = await deliverAtOnce(completions);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(await t.app.services.discountCodes.get(code.id)).toMatchObject({
      usageCount: 5,
      uniqueUsers: 5,
      totalRevenue: 5 * 2400,
    });
    expect(await t.db.select().from(discountUsage).where(eq(discountUsage.discountCodeId, code.id))).toHaveLength(5);
    const paid = buyers.filter((_, i) => opened[i]!.statusCode === 200);
    for (const buyer of paid) expect(await ledgerState(t.db, buyer.user.id)).toEqual({ balance: 515, ledgerSum: 515 });
  });

  it('one customer opening 10 checkouts at once with a once-per-customer code holds one use', async () => {
    await t.app.services.discountCodes.create(
      createDiscountCodeSchema.parse({ code: 'ONCEEACH', value: 100, usageLimit: 50 }),
      null,
    );
    const who = await customer(t);
    const opened = await Promise.all(
      Array.from({ length: 10 }, () =>
        who.inject({
          method: 'POST',
          url: '/api/stripe/create-credit-checkout',
          payload: { packKey: 'large', discountCode: 'ONCEEACH' },
        }),
      ),
    );
    expect(opened.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(opened.filter((r) => r.statusCode === 400)).toHaveLength(9);
  });
});
