import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoTopUps, creditPurchases, stripeCustomers, users } from '../../db/schema';
import { startWorkers } from '../../jobs/workers';
import {
  createStripeTestApp,
  customer,
  startCheckout,
  type Customer,
  type StripeTestApp,
} from '../../test/stripe-test-app';

// Auto top-up (issue #24, decision 093) against the fake Stripe: a saved card
// charged off-session through a PaymentIntent when a spend crosses under 5
// credits; SCA e-mails a link and shows a notice; a decline turns it off; the
// monthly limit holds; the billing history links Stripe's receipts.

describe('auto top-up', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp();
  });
  afterAll(() => t.close());

  const balance = async (who: Customer) =>
    (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, who.user.id)))[0]!.credits;
  const attemptsOf = (who: Customer) => t.db.select().from(autoTopUps).where(eq(autoTopUps.userId, who.user.id));
  const settings = async (who: Customer) =>
    (await who.inject({ method: 'GET', url: '/api/billing/auto-top-up' })).json();
  const turnOn = (who: Customer, packKey = 'small', monthlyLimit = 50) =>
    who.inject({ method: 'PUT', url: '/api/billing/auto-top-up', payload: { enabled: true, packKey, monthlyLimit } });
  const spend = (who: Customer, cost: number) =>
    t.app.services.credits.spend({
      userId: who.user.id,
      feature: 'post_generation',
      cost,
      idempotencyKey: `test-spend:${randomUUID()}`,
    });
  /** Spends down to `left` credits exactly. */
  const spendTo = async (who: Customer, left: number) => {
    const now = await balance(who);
    if (now > left) await spend(who, now - left);
  };
  const customerIdOf = async (who: Customer) =>
    (await t.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, who.user.id)))[0]!.stripeCustomerId;
  /** Runs each reserved attempt's job once (what the pg-boss worker calls). */
  const runJobs = async (who: Customer) => {
    for (const row of await attemptsOf(who)) await t.app.services.autoTopUp.charge(row.id);
  };

  /** A customer who bought the Small pack on Stripe's page, which saved the card for later. */
  async function buyer(): Promise<Customer> {
    const who = await customer(t);
    const sessionId = await startCheckout(who, { packKey: 'small' });
    await t.stripe.pay(sessionId);
    return who;
  }

  it('a pack checkout asks Stripe to keep the card for off-session use, and only a buyer may turn auto top-up on', async () => {
    const newcomer = await customer(t);
    expect((await settings(newcomer)).eligible).toBe(false);
    const refused = await turnOn(newcomer);
    expect(refused.statusCode).toBe(403);

    const who = await buyer();
    const created = t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.form.payment_intent_data).toMatchObject({ setup_future_usage: 'off_session' });
    expect((await settings(who)).eligible).toBe(true);
    const on = await turnOn(who, 'medium', 40);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, packKey: 'medium', monthlyLimit: 40, spentThisMonthCents: 0 });
    // €40 a month cannot buy the Large pack (€50).
    const tooSmall = await turnOn(who, 'large', 40);
    expect(tooSmall.statusCode).toBe(400);
  });

  it('a spend that crosses under 5 buys the chosen pack once, off-session, and the history links its receipt', async () => {
    const who = await buyer();
    expect((await turnOn(who)).statusCode).toBe(200);
    await spendTo(who, 6);
    expect(await attemptsOf(who)).toHaveLength(0);
    await spend(who, 2);
    const [attempt] = await attemptsOf(who);
    expect(attempt).toMatchObject({ status: 'pending', sequence: 1, packType: 'small', priceAmount: 1000 });

    // The job twice (at-least-once delivery): one PaymentIntent at Stripe, one grant.
    await Promise.all([t.app.services.autoTopUp.charge(attempt!.id), t.app.services.autoTopUp.charge(attempt!.id)]);
    await t.app.services.autoTopUp.charge(attempt!.id);
    const intents = [...t.stripe.store.paymentIntents.values()].filter((i) => i.metadata.autoTopUpId === attempt!.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'succeeded', amount: 1000, customer: await customerIdOf(who) });
    const sent = t.stripe.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(sent.at(-1)!.form).toMatchObject({ off_session: 'true', confirm: 'true' });
    expect(await balance(who)).toBe(104);
    expect((await attemptsOf(who))[0]!.status).toBe('succeeded');

    // Spends under the line do not cross it again; the next crossing is the month's second attempt.
    await spend(who, 1);
    expect(await attemptsOf(who)).toHaveLength(1);
    await spendTo(who, 4);
    expect((await attemptsOf(who)).map((a) => a.sequence).sort()).toEqual([1, 2]);
    expect((await settings(who)).spentThisMonthCents).toBe(2000);

    const history = (await who.inject({ method: 'GET', url: '/api/billing/history' })).json();
    const kinds = history.items.map((i: { kind: string }) => i.kind);
    expect(kinds).toContain('auto_top_up');
    expect(kinds).toContain('pack');
    const top = history.items.find((i: { kind: string }) => i.kind === 'auto_top_up');
    expect(top).toMatchObject({
      amountCents: 1000,
      credits: 100,
      status: 'paid',
      description: 'Auto top-up · Small Pack',
    });
    const receipt = await who.inject({ method: 'GET', url: top.receiptPath });
    expect(receipt.statusCode).toBe(302);
    expect(receipt.headers.location).toMatch(new RegExp(`^${t.stripe.url}/receipts/ch_`));
    const page = await fetch(receipt.headers.location as string);
    expect(await page.text()).toContain('€10.00');
    // Someone else's receipt is not found.
    const stranger = await customer(t);
    expect((await stranger.inject({ method: 'GET', url: top.receiptPath })).statusCode).toBe(404);
  });

  it('the webhook grants a top-up whose job died after Stripe charged, and the job later finds it done', async () => {
    const who = await buyer();
    await turnOn(who);
    await spendTo(who, 3);
    const [attempt] = await attemptsOf(who);
    // The fake sends payment_intent.succeeded before it answers: the webhook path fulfils first.
    await t.app.services.autoTopUp.charge(attempt!.id);
    const purchases = await t.db.select().from(creditPurchases).where(eq(creditPurchases.userId, who.user.id));
    expect(purchases.filter((p) => p.stripeSessionId.startsWith('pi_'))).toHaveLength(1);
    expect(await balance(who)).toBe(103);
  });

  it('when the bank asks for authentication the user is e-mailed a link, the dashboard says so, and paying on Stripe closes it', async () => {
    const who = await buyer();
    await turnOn(who);
    t.stripe.setCardOutcome(await customerIdOf(who), 'authentication_required');
    await spendTo(who, 4);
    await runJobs(who);
    const [attempt] = await attemptsOf(who);
    expect(attempt).toMatchObject({ status: 'requires_action', failureCode: 'authentication_required' });
    expect(await balance(who)).toBe(4);
    const mail = (await t.outbox.messages()).filter((m) => m.to.includes(who.user.email)).at(-1)!;
    expect(mail.subject).toBe('Confirm your Postwright top-up');
    expect(mail.text).toContain(`/billing/top-up/${attempt!.id}`);
    expect((await settings(who)).notice).toEqual({
      kind: 'requires_action',
      topUpId: attempt!.id,
      amountCents: 1000,
      credits: 100,
    });
    // While it waits, nothing else is bought.
    await spend(who, 1);
    expect(await attemptsOf(who)).toHaveLength(1);

    const complete = await who.inject({
      method: 'POST',
      url: '/api/billing/auto-top-up/complete',
      payload: { topUpId: attempt!.id },
    });
    expect(complete.statusCode).toBe(200);
    const sessionId = new URL(complete.json().url).pathname.split('/').pop()!;
    await t.stripe.pay(sessionId);
    expect((await attemptsOf(who))[0]!.status).toBe('succeeded');
    expect(await balance(who)).toBe(103);
    expect((await settings(who)).notice).toBeNull();
    // Another user cannot complete it.
    const stranger = await customer(t);
    const theirs = await stranger.inject({
      method: 'POST',
      url: '/api/billing/auto-top-up/complete',
      payload: { topUpId: attempt!.id },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('a declined card turns auto top-up off, charges nothing and tells the user', async () => {
    const who = await buyer();
    await turnOn(who);
    t.stripe.setCardOutcome(await customerIdOf(who), 'card_declined');
    await spendTo(who, 2);
    await runJobs(who);
    expect((await attemptsOf(who))[0]).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await balance(who)).toBe(2);
    const view = await settings(who);
    expect(view).toMatchObject({ enabled: false, spentThisMonthCents: 0, notice: { kind: 'declined' } });
    const mail = (await t.outbox.messages()).filter((m) => m.to.includes(who.user.email)).at(-1)!;
    expect(mail.subject).toBe('Your Postwright auto top-up is off');
    // Turned back on under the line, it tries again at once (and the card now works).
    t.stripe.setCardOutcome(await customerIdOf(who), 'succeeds');
    expect((await turnOn(who)).json().notice).toBeNull();
    await runJobs(who);
    expect(await balance(who)).toBe(102);
  });

  it('never spends more than the monthly limit', async () => {
    const who = await buyer();
    await turnOn(who, 'small', 25);
    for (let round = 0; round < 4; round++) {
      await spendTo(who, 4);
      await runJobs(who);
    }
    const attempts = await attemptsOf(who);
    expect(attempts.filter((a) => a.status === 'succeeded')).toHaveLength(2);
    expect((await settings(who)).spentThisMonthCents).toBe(2000);
    expect(await balance(who)).toBe(4);
  });

  it('the reserved attempt reaches the pg-boss worker, which buys the pack', async () => {
    const who = await buyer();
    await turnOn(who);
    const stop = await startWorkers(t.database, t.app.services, {
      concurrency: 2,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    try {
      await spendTo(who, 1);
      const deadline = Date.now() + 20_000;
      while ((await balance(who)) !== 101 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await balance(who)).toBe(101);
      expect((await attemptsOf(who))[0]!.status).toBe('succeeded');
    } finally {
      await stop();
    }
  });
});
