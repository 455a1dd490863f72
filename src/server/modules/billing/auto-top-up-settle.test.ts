import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoTopUps, creditTransactions, stripeCustomers, users } from '../../db/schema';
import { createJobEngine, QUEUES } from '../../jobs/job-engine';
import { startWorkers } from '../../jobs/workers';
import {
  createStripeTestApp,
  customer,
  deliverWebhook,
  startCheckout,
  type Customer,
  type StripeTestApp,
} from '../../test/stripe-test-app';

// Auto top-up attempts left pending by a crash between the PaymentIntent and
// recording its result (decision 125): Stripe charged (or refused), but its
// answer never came back, the job's retries are over and the webhook did not
// arrive. The reconciler asks Stripe and settles them, so the grant stays
// once and the monthly limit stays right. The crash is the fake Stripe
// cutting the connection after it did the work.

const HOUR = 60 * 60 * 1000;

describe('auto top-up attempts left pending are settled with Stripe', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp();
  });
  afterAll(() => t.close());

  const balance = async (who: Customer) =>
    (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, who.user.id)))[0]!.credits;
  const attemptsOf = (who: Customer) =>
    t.db.select().from(autoTopUps).where(eq(autoTopUps.userId, who.user.id)).orderBy(autoTopUps.sequence);
  const grantsOf = async (who: Customer) =>
    t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, who.user.id), eq(creditTransactions.type, 'purchase')));
  const settings = async (who: Customer) =>
    (await who.inject({ method: 'GET', url: '/api/billing/auto-top-up' })).json();
  const customerIdOf = async (who: Customer) =>
    (await t.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, who.user.id)))[0]!.stripeCustomerId;
  const intentsOf = (attemptId: string) =>
    [...t.stripe.store.paymentIntents.values()].filter((i) => i.metadata.autoTopUpId === attemptId);
  const spendTo = async (who: Customer, left: number) =>
    t.app.services.credits.spend({
      userId: who.user.id,
      feature: 'post_generation',
      cost: (await balance(who)) - left,
      idempotencyKey: `test-spend:${randomUUID()}`,
    });

  /** A buyer of the Small pack (card saved) with auto top-up on, spent to 3: one attempt pending. */
  async function pendingAttempt() {
    const who = await customer(t);
    await t.stripe.pay(await startCheckout(who, { packKey: 'small' }));
    const on = await who.inject({
      method: 'PUT',
      url: '/api/billing/auto-top-up',
      payload: { enabled: true, packKey: 'small', monthlyLimit: 20 },
    });
    expect(on.statusCode).toBe(200);
    await spendTo(who, 3);
    const [attempt] = await attemptsOf(who);
    expect(attempt).toMatchObject({ status: 'pending', sequence: 1 });
    return { who, attempt: attempt! };
  }

  /**
   * The job charges, Stripe does it, the answer is lost on every try of the SDK (the job fails) and the webhook
   * endpoint is down: the attempt stays pending. Answers the events Stripe tried to send.
   */
  async function chargeAndLoseTheAnswer(attemptId: string) {
    const missed: Array<{ payload: string; signature: string }> = [];
    t.stripe.setDelivery(async (payload, signature) => {
      missed.push({ payload, signature });
      return 503;
    });
    t.stripe.loseAnswers('POST /v1/payment_intents', 3);
    try {
      await expect(t.app.services.autoTopUp.charge(attemptId)).rejects.toThrow();
    } finally {
      t.stripe.setDelivery(async (payload, signature) => (await deliverWebhook(t, payload, signature)).statusCode);
    }
    return missed;
  }

  it('Stripe charged but nobody heard: after an hour the reconciler grants it once, and a late webhook or job adds nothing', async () => {
    const { who, attempt } = await pendingAttempt();
    const missed = await chargeAndLoseTheAnswer(attempt.id);
    expect(intentsOf(attempt.id)).toMatchObject([{ status: 'succeeded', amount: 1000 }]);
    expect((await attemptsOf(who))[0]!.status).toBe('pending');
    expect(await balance(who)).toBe(3);

    // Still within the job's own retries: left alone.
    t.clock.advance(30 * 60 * 1000);
    expect((await t.app.services.autoTopUp.settleStale()).has(attempt.id)).toBe(false);
    expect((await attemptsOf(who))[0]!.status).toBe('pending');

    t.clock.advance(31 * 60 * 1000);
    expect((await t.app.services.autoTopUp.settleStale()).get(attempt.id)).toBe('succeeded');
    const [settled] = await attemptsOf(who);
    expect(settled).toMatchObject({ status: 'succeeded', stripePaymentIntentId: intentsOf(attempt.id)[0]!.id });
    expect(await balance(who)).toBe(103);

    // The webhook delivered at last, the job run again, the reconciler again: still one grant, one PaymentIntent.
    for (const event of missed) expect((await deliverWebhook(t, event.payload, event.signature)).statusCode).toBe(200);
    await t.app.services.autoTopUp.charge(attempt.id);
    await t.app.services.autoTopUp.settleStale();
    expect(await balance(who)).toBe(103);
    expect(await grantsOf(who)).toHaveLength(2); // the Small pack bought on Stripe's page, and this top-up
    expect(intentsOf(attempt.id)).toHaveLength(1);
    // It counts against the month: €10 of the €20 limit, and the next crossing may buy once more.
    expect((await settings(who)).spentThisMonthCents).toBe(1000);
  });

  it('a charge the bank held back (SCA) or declined, whose answer was lost, ends as the job would have ended it', async () => {
    const sca = await pendingAttempt();
    t.stripe.setCardOutcome(await customerIdOf(sca.who), 'authentication_required');
    await chargeAndLoseTheAnswer(sca.attempt.id);
    const declined = await pendingAttempt();
    t.stripe.setCardOutcome(await customerIdOf(declined.who), 'card_declined');
    await chargeAndLoseTheAnswer(declined.attempt.id);

    t.clock.advance(2 * HOUR);
    const results = await t.app.services.autoTopUp.settleStale();
    expect(results.get(sca.attempt.id)).toBe('authentication_required');
    expect(results.get(declined.attempt.id)).toBe('declined');

    expect((await attemptsOf(sca.who))[0]).toMatchObject({ status: 'requires_action' });
    const mail = (await t.outbox.messages()).filter((m) => m.to.includes(sca.who.user.email)).at(-1)!;
    expect(mail.subject).toBe('Confirm your Postwright top-up');
    expect((await settings(sca.who)).notice).toMatchObject({ kind: 'requires_action', topUpId: sca.attempt.id });

    expect((await attemptsOf(declined.who))[0]).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await settings(declined.who)).toMatchObject({ enabled: false, spentThisMonthCents: 0 });
    expect(await balance(sca.who)).toBe(3);
    expect(await balance(declined.who)).toBe(3);
  });

  it('an attempt Stripe never saw is charged with its own key within 24 hours, and given back and reserved anew after', async () => {
    // Stripe unreachable for the job: nothing was created there.
    const early = await pendingAttempt();
    t.stripe.failNext('POST /v1/payment_intents', { status: 500, times: 3 });
    await expect(t.app.services.autoTopUp.charge(early.attempt.id)).rejects.toThrow();
    expect(intentsOf(early.attempt.id)).toHaveLength(0);
    t.clock.advance(2 * HOUR);
    expect((await t.app.services.autoTopUp.settleStale()).get(early.attempt.id)).toBe('charged');
    expect((await attemptsOf(early.who))[0]).toMatchObject({ status: 'succeeded' });
    expect(intentsOf(early.attempt.id)).toHaveLength(1);
    expect(await balance(early.who)).toBe(103);

    // After a day, Stripe's key has lapsed: the attempt ends uncharged, and a new one (a new key) is reserved.
    const late = await pendingAttempt();
    t.stripe.failNext('POST /v1/payment_intents', { status: 500, times: 3 });
    await expect(t.app.services.autoTopUp.charge(late.attempt.id)).rejects.toThrow();
    t.clock.advance(25 * HOUR);
    expect((await t.app.services.autoTopUp.settleStale()).get(late.attempt.id)).toBe('given_back');
    const [ended, next] = await attemptsOf(late.who);
    expect(ended).toMatchObject({ status: 'cancelled', failureCode: 'not_charged' });
    expect(next).toMatchObject({ status: 'pending', sequence: 2 });
    expect(intentsOf(late.attempt.id)).toHaveLength(0);
    await t.app.services.autoTopUp.charge(next!.id);
    expect(await balance(late.who)).toBe(103);
    expect((await settings(late.who)).spentThisMonthCents).toBe(1000);
  });

  it('the reconciler runs as a pg-boss cron job', async () => {
    const { who, attempt } = await pendingAttempt();
    await chargeAndLoseTheAnswer(attempt.id);
    t.clock.advance(2 * HOUR);
    const stop = await startWorkers(t.database, t.app.services, { concurrency: 1, pollingIntervalSeconds: 0.5 });
    try {
      // pg-boss's cron fires at the next quarter hour of the wall clock: send the scheduled job now instead.
      await createJobEngine(t.database).send(QUEUES.settleAutoTopUps, {});
      const deadline = Date.now() + 60_000;
      while ((await attemptsOf(who))[0]!.status === 'pending' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect((await attemptsOf(who))[0]!.status).toBe('succeeded');
      expect(await balance(who)).toBe(103);
    } finally {
      await stop();
    }
  });
});
