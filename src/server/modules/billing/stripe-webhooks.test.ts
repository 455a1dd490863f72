import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscountCodeSchema } from '@shared/schemas/discount-codes';
import {
  creditPurchases,
  creditTransactions,
  discountUsage,
  invoices,
  stripeEvents,
  subscriptions,
  systemLogs,
  users,
} from '../../db/schema';
import { ledgerState } from '../../test/ledger';
import {
  createStripeTestApp,
  customer,
  deliverWebhook,
  startCheckout,
  type Customer,
  type StripeTestApp,
} from '../../test/stripe-test-app';

describe('Stripe webhooks: fulfilment exactly once, in any order', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp();
  });
  afterAll(() => t.close());

  const balance = async (who: Customer) => (await ledgerState(t.db, who.user.id)).balance;
  const userRow = async (who: Customer) => (await t.db.select().from(users).where(eq(users.id, who.user.id)))[0]!;
  const logsOf = (who: Customer) => t.db.select().from(systemLogs).where(eq(systemLogs.userId, who.user.id));
  const redeliver = async (event: Parameters<StripeTestApp['stripe']['sign']>[0]) => {
    const { payload, signature } = t.stripe.sign(event);
    return deliverWebhook(t, payload, signature);
  };
  /** A paid subscription: the customer subscribes and pays on the hosted page (events delivered as Stripe sends them). */
  async function subscribed(planKey = 'starter', discountCode?: string) {
    const who = await customer(t);
    const sessionId = await startCheckout(who, { planKey, discountCode });
    const events = await t.stripe.pay(sessionId);
    const subscriptionId = t.stripe.store.sessions.get(sessionId)!.subscription!;
    return { who, sessionId, subscriptionId, events };
  }

  describe('signature', () => {
    it('refuses a bad or missing signature with 400, logs a stripe error and changes nothing', async () => {
      const who = await customer(t);
      const sessionId = await startCheckout(who, { packKey: 'medium' });
      const [, completed] = await t.stripe.pay(sessionId, { send: false });
      const good = t.stripe.sign(completed!);
      const wrongSecret = t.stripe.sign(completed!, 'whsec_someone_else');
      const answers = [
        await deliverWebhook(t, good.payload, wrongSecret.signature),
        await deliverWebhook(t, good.payload, undefined),
        await deliverWebhook(t, good.payload.replace('"amount_total": 3000', '"amount_total": 1'), good.signature),
        await deliverWebhook(t, good.payload, 't=1,v1=deadbeef'),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid webhook signature' });
      }
      expect(await balance(who)).toBe(15);
      const failures = await t.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.source, 'stripe'), eq(systemLogs.message, 'Webhook signature verification failed')));
      expect(failures.length).toBeGreaterThanOrEqual(4);
      expect(failures[0]).toMatchObject({ level: 'error' });
      // The genuine event still works afterwards.
      expect((await deliverWebhook(t, good.payload, good.signature)).statusCode).toBe(200);
      expect(await balance(who)).toBe(515);
    });

    it('the webhook is the one POST that needs no same-origin proof; it still needs Stripe’s signature', async () => {
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(crossSite.statusCode).toBe(400);
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-credit-checkout',
        payload: { packKey: 'small' },
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(forged.statusCode).toBe(403);
    });

    it('answers 200 to event types it does not handle', async () => {
      const event = t.stripe.store.event('customer.created', { id: 'cus_123', object: 'customer' });
      const answer = await redeliver(event);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    });
  });

  describe('credit packs', () => {
    it('adds the pack’s credits once per paid session, however often the event comes', async () => {
      const who = await customer(t);
      const sessionId = await startCheckout(who, { packKey: 'medium' });
      const events = await t.stripe.pay(sessionId);
      expect(
        t.stripe.deliveries.filter((d) => events.some((e) => e.id === d.id)).map((d) => [d.type, d.status]),
      ).toEqual([
        ['payment_intent.succeeded', 200],
        ['checkout.session.completed', 200],
      ]);
      expect(await balance(who)).toBe(515);
      for (let i = 0; i < 3; i++) expect((await redeliver(events[1]!)).statusCode).toBe(200);
      // The same session under another event id (Stripe retries keep the id; a success page does not need one).
      expect(
        (await redeliver(t.stripe.store.event('checkout.session.completed', t.stripe.store.sessions.get(sessionId))))
          .statusCode,
      ).toBe(200);
      expect(await ledgerState(t.db, who.user.id)).toEqual({ balance: 515, ledgerSum: 515 });
      const [purchase] = await t.db
        .select()
        .from(creditPurchases)
        .where(eq(creditPurchases.stripeSessionId, sessionId));
      expect(purchase).toMatchObject({
        status: 'completed',
        priceAmount: 3000,
        stripePaymentIntentId: t.stripe.store.sessions.get(sessionId)!.payment_intent,
      });
      const grants = await t.db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.userId, who.user.id), eq(creditTransactions.type, 'purchase')));
      expect(grants).toMatchObject([{ amount: 500, idempotencyKey: `purchase:${sessionId}` }]);
      expect(await logsOf(who)).toMatchObject([
        { level: 'info', source: 'stripe', message: 'Credit pack paid: medium (500 credits, €30.00)' },
      ]);
    });

    it('counts the discount code once, with the amount paid, when the payment succeeds', async () => {
      const code = await t.app.services.discountCodes.create(
        createDiscountCodeSchema.parse({ code: 'PACK20', value: 20 }),
        null,
      );
      const who = await customer(t);
      const sessionId = await startCheckout(who, { packKey: 'medium', discountCode: 'PACK20' });
      const events = await t.stripe.pay(sessionId);
      await redeliver(events[1]!);
      expect(await balance(who)).toBe(515);
      expect(await t.db.select().from(discountUsage).where(eq(discountUsage.discountCodeId, code.id))).toMatchObject([
        { userId: who.user.id, stripeSessionId: sessionId, discountAmount: 600, amountPaid: 2400 },
      ]);
      expect(await t.app.services.discountCodes.get(code.id)).toMatchObject({
        usageCount: 1,
        totalRevenue: 2400,
        uniqueUsers: 1,
      });
    });

    it('a session paid later (bank debit) grants on async_payment_succeeded, not on the unpaid completion', async () => {
      const who = await customer(t);
      const sessionId = await startCheckout(who, { packKey: 'small' });
      const session = t.stripe.store.sessions.get(sessionId)!;
      await redeliver(
        t.stripe.store.event('checkout.session.completed', {
          ...session,
          status: 'complete',
          payment_status: 'unpaid',
        }),
      );
      expect(await balance(who)).toBe(15);
      const [, completed] = await t.stripe.pay(sessionId, { send: false });
      const paid = completed!.data.object as Record<string, unknown>;
      await redeliver(t.stripe.store.event('checkout.session.async_payment_succeeded', paid));
      expect(await balance(who)).toBe(115);
    });

    it('a 100 % code: nothing to pay, the credits still arrive', async () => {
      await t.app.services.discountCodes.create(
        createDiscountCodeSchema.parse({ code: 'ONTHEHOUSE', value: 100 }),
        null,
      );
      const who = await customer(t);
      const sessionId = await startCheckout(who, { packKey: 'small', discountCode: 'ONTHEHOUSE' });
      await t.stripe.pay(sessionId);
      expect(t.stripe.store.sessions.get(sessionId)!.payment_status).toBe('no_payment_required');
      expect(await balance(who)).toBe(115);
    });

    it('a refund takes the pack’s credits back through the ledger, a partial refund its share, never below zero', async () => {
      const full = await customer(t);
      const fullSession = await startCheckout(full, { packKey: 'small' });
      await t.stripe.pay(fullSession);
      const fullIntent = t.stripe.store.sessions.get(fullSession)!.payment_intent!;
      const [refunded] = await t.stripe.refund(fullIntent);
      expect(await ledgerState(t.db, full.user.id)).toEqual({ balance: 15, ledgerSum: 15 });
      await redeliver(refunded!);
      expect(await balance(full)).toBe(15);
      expect(
        (await t.db.select().from(creditPurchases).where(eq(creditPurchases.stripeSessionId, fullSession)))[0],
      ).toMatchObject({ status: 'refunded', creditsRefunded: 100 });

      const partial = await customer(t);
      const partialSession = await startCheckout(partial, { packKey: 'large' });
      await t.stripe.pay(partialSession);
      const intent = t.stripe.store.sessions.get(partialSession)!.payment_intent!;
      await t.stripe.refund(intent, 1000); // €10 of €50: a fifth of 1000 credits
      expect(await balance(partial)).toBe(815);
      await t.stripe.refund(intent); // the rest
      expect(await balance(partial)).toBe(15);

      const spender = await customer(t);
      const spentSession = await startCheckout(spender, { packKey: 'small' });
      await t.stripe.pay(spentSession);
      await t.app.services.credits.spend({
        userId: spender.user.id,
        feature: 'post_generation',
        cost: 110,
        idempotencyKey: `spend-${spender.user.id}`,
      });
      await t.stripe.refund(t.stripe.store.sessions.get(spentSession)!.payment_intent!);
      expect(await ledgerState(t.db, spender.user.id)).toEqual({ balance: 0, ledgerSum: 0 });
      expect(await logsOf(spender)).toContainEqual(
        expect.objectContaining({
          level: 'warning',
          message: 'Credit pack refunded: only 5 of 100 credits could be taken back (already spent)',
        }),
      );
    });
  });

  describe('subscriptions', () => {
    it('the first payment adds the plan’s credits once, sets the tier and stores the subscription', async () => {
      const { who, subscriptionId, events } = await subscribed('starter');
      expect(events.map((e) => e.type)).toEqual([
        'invoice.paid',
        'customer.subscription.updated',
        'checkout.session.completed',
      ]);
      expect(await balance(who)).toBe(165);
      expect(await userRow(who)).toMatchObject({
        subscriptionTier: 'starter',
        subscriptionStatus: 'active',
        stripeSubscriptionId: subscriptionId,
      });
      const [row] = await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
      expect(row).toMatchObject({ userId: who.user.id, tier: 'starter', status: 'active', cancelAtPeriodEnd: false });
      expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(row!.currentPeriodStart!.getTime());
      expect(await t.db.select().from(invoices).where(eq(invoices.stripeSubscriptionId, subscriptionId))).toMatchObject(
        [{ amountPaid: 2000, creditsGranted: 150, tier: 'starter' }],
      );
      // Every event again: nothing more.
      for (const event of events) expect((await redeliver(event)).statusCode).toBe(200);
      expect(await ledgerState(t.db, who.user.id)).toEqual({ balance: 165, ledgerSum: 165 });
      const info = await who.inject({ url: '/api/credits/info' });
      expect(info.json()).toEqual({ credits: 165, tier: 'starter', monthlyAllocation: 150 });
    });

    it('the same invoice under two event ids grants once', async () => {
      const { who, events } = await subscribed('pro');
      const invoice = events[0]!.data.object;
      expect((await redeliver(t.stripe.store.event('invoice.paid', invoice))).statusCode).toBe(200);
      expect((await redeliver(t.stripe.store.event('invoice.paid', invoice))).statusCode).toBe(200);
      expect(await ledgerState(t.db, who.user.id)).toEqual({ balance: 515, ledgerSum: 515 });
    });

    it('checkout.session.completed before invoice.paid grants once too', async () => {
      const who = await customer(t);
      const sessionId = await startCheckout(who, { planKey: 'business' });
      const [invoicePaid, updated, completed] = await t.stripe.pay(sessionId, { send: false });
      await t.stripe.send([completed!, updated!, invoicePaid!]);
      expect(await balance(who)).toBe(1215);
      expect((await userRow(who)).subscriptionTier).toBe('business');
    });

    it('each renewal adds the credits again; payments roll over', async () => {
      const { who, subscriptionId } = await subscribed('starter');
      await t.stripe.renew(subscriptionId);
      await t.stripe.renew(subscriptionId);
      expect(await ledgerState(t.db, who.user.id)).toEqual({ balance: 465, ledgerSum: 465 });
      expect(await t.db.select().from(invoices).where(eq(invoices.stripeSubscriptionId, subscriptionId))).toHaveLength(
        3,
      );
      expect(await logsOf(who)).toContainEqual(
        expect.objectContaining({ message: 'Starter plan paid (renewal, €20.00): 150 credits added' }),
      );
    });

    it('a discount code on a plan counts once, at the first payment only', async () => {
      const code = await t.app.services.discountCodes.create(
        createDiscountCodeSchema.parse({ code: 'FIRSTMONTH', type: 'fixed_amount', value: 10 }),
        null,
      );
      const { who, subscriptionId, events } = await subscribed('starter', 'FIRSTMONTH');
      expect(events[0]!.data.object).toMatchObject({ amount_paid: 1000 });
      await t.stripe.renew(subscriptionId);
      for (const event of events) await redeliver(event);
      expect(await t.db.select().from(discountUsage).where(eq(discountUsage.discountCodeId, code.id))).toMatchObject([
        { userId: who.user.id, subscriptionId, discountAmount: 1000, amountPaid: 1000 },
      ]);
      expect(await t.app.services.discountCodes.get(code.id)).toMatchObject({ usageCount: 1, totalRevenue: 1000 });
    });

    it('cancelling keeps the tier until the period ends, then the user is back on free with the credits they have', async () => {
      const { who, subscriptionId } = await subscribed('starter');
      await t.stripe.cancelAtPeriodEnd(subscriptionId);
      expect(await userRow(who)).toMatchObject({ subscriptionTier: 'starter' });
      expect((await who.inject({ url: '/api/billing/subscription' })).json()).toMatchObject({
        tier: 'starter',
        status: 'active',
        cancelAtPeriodEnd: true,
        canManage: true,
        paymentsEnabled: true,
      });
      await t.stripe.end(subscriptionId);
      expect(await userRow(who)).toMatchObject({
        subscriptionTier: 'free',
        subscriptionStatus: 'canceled',
        stripeSubscriptionId: null,
      });
      expect(await balance(who)).toBe(165);
      expect(
        (await t.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId)))[0],
      ).toMatchObject({ status: 'canceled' });
      // A new plan can be bought again.
      expect(
        (
          await who.inject({
            method: 'POST',
            url: '/api/stripe/create-subscription-checkout',
            payload: { planKey: 'pro' },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('events out of order reach the same end state: an old "updated" after "deleted" does not bring the plan back', async () => {
      const { who, subscriptionId } = await subscribed('pro');
      const [staleUpdate] = await t.stripe.cancelAtPeriodEnd(subscriptionId, { send: false });
      await t.stripe.end(subscriptionId);
      await redeliver(staleUpdate!);
      expect(await userRow(who)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });
    });

    it('a failed renewal: past due, a warning for the administrators and an e-mail to the customer', async () => {
      const { who, subscriptionId } = await subscribed('starter');
      await t.stripe.failRenewal(subscriptionId);
      expect(await userRow(who)).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: 'past_due' });
      expect(
        (await t.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId)))[0]!
          .status,
      ).toBe('past_due');
      expect(await logsOf(who)).toContainEqual(
        expect.objectContaining({
          level: 'warning',
          source: 'stripe',
          message: 'Subscription payment failed (€20.00); the subscription is past due',
        }),
      );
      const mails = await t.outbox.messages();
      const mail = mails.find((m) => m.to.includes(who.user.email));
      expect(mail).toMatchObject({ subject: 'Your Postwright payment did not go through' });
      expect(mail!.text).toContain('http://localhost:3000/profile');
      expect(await balance(who)).toBe(165);
      // A successful retry makes it active again and grants the month.
      await t.stripe.renew(subscriptionId);
      expect(await userRow(who)).toMatchObject({ subscriptionStatus: 'active' });
      expect(await balance(who)).toBe(315);
    });

    it('the success page fulfils before the webhook arrives; the webhook then adds nothing', async () => {
      const who = await customer(t);
      const sessionId = await startCheckout(who, { planKey: 'starter' });
      const events = await t.stripe.pay(sessionId, { send: false });
      const status = await who.inject({ url: `/api/stripe/checkout-session/${sessionId}` });
      expect(status.json()).toEqual({
        id: sessionId,
        kind: 'subscription',
        paid: true,
        planKey: 'starter',
        packKey: null,
        creditsAdded: 150,
        amountTotal: 2000,
        credits: 165,
        tier: 'starter',
        monthlyAllocation: 150,
      });
      expect(await t.stripe.send(events)).toEqual([200, 200, 200]);
      expect(await ledgerState(t.db, who.user.id)).toEqual({ balance: 165, ledgerSum: 165 });

      const pack = await customer(t);
      const packSession = await startCheckout(pack, { packKey: 'medium' });
      const packEvents = await t.stripe.pay(packSession, { send: false });
      expect((await pack.inject({ url: `/api/stripe/checkout-session/${packSession}` })).json()).toMatchObject({
        paid: true,
        creditsAdded: 500,
        credits: 515,
        tier: 'free',
      });
      await t.stripe.send(packEvents);
      expect(await balance(pack)).toBe(515);
    });

    it('deleting the account ends its subscription at Stripe; the financial records stay', async () => {
      const { who, subscriptionId } = await subscribed('starter');
      t.stripe.failNext('DELETE /v1/subscriptions', {
        status: 400,
        type: 'invalid_request_error',
        message: 'Temporary problem',
      });
      const refused = await who.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        payload: { password: 'correct horse battery' },
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(
        'We could not cancel your subscription with Stripe, so your account was not deleted. Please try again in a moment.',
      );
      expect(await t.db.select().from(users).where(eq(users.id, who.user.id))).toHaveLength(1);

      const deleted = await who.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        payload: { password: 'correct horse battery' },
      });
      expect(deleted.statusCode).toBe(200);
      expect(t.stripe.store.subscriptions.get(subscriptionId)!.status).toBe('canceled');
      expect(await t.db.select().from(users).where(eq(users.id, who.user.id))).toEqual([]);
      expect(
        (await t.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId)))[0],
      ).toMatchObject({ userId: null, status: 'canceled' });
      expect(await t.db.select().from(invoices).where(eq(invoices.stripeSubscriptionId, subscriptionId))).toMatchObject(
        [{ userId: null, amountPaid: 2000 }],
      );
    });

    it('records every applied event id', async () => {
      const { events } = await subscribed('starter');
      const ids = (await t.db.select({ id: stripeEvents.id }).from(stripeEvents)).map((r) => r.id);
      for (const event of events) expect(ids).toContain(event.id);
    });
  });
});
