import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscountCodeSchema } from '@shared/schemas/discount-codes';
import { creditPurchases, discountCodes, stripeCustomers, subscriptions, systemLogs } from '../../db/schema';
import { field } from '../../test/fakes/stripe-form';
import { createStripeTestApp, customer, startCheckout, type StripeTestApp } from '../../test/stripe-test-app';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('checkout through Stripe (fake Stripe server)', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp();
  });
  afterAll(() => t.close());
  const code = (input: Record<string, unknown>) =>
    t.app.services.discountCodes.create(createDiscountCodeSchema.parse(input), null);
  /** The form the SDK posted for the last checkout session of a user. */
  const sessionForm = (userId: string) =>
    t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === userId).at(-1)!
      .form;

  it('a credit pack: one Stripe customer, the catalogue price as price_data in EUR, our user as client_reference_id, a pending purchase', async () => {
    const ada = await customer(t, { fullName: 'Ada Lovelace' });
    const response = await ada.inject({
      method: 'POST',
      url: '/api/stripe/create-credit-checkout',
      payload: { packKey: 'medium' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin).toBe(t.stripe.url);
    const sessionId = url.pathname.split('/').pop()!;
    const session = t.stripe.store.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: ada.user.id,
      currency: 'eur',
      amount_total: 3000,
      metadata: { userId: ada.user.id, kind: 'pack', packKey: 'medium', credits: '500' },
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?tab=packs&cancelled=1',
    });
    expect(session._line).toMatchObject({
      name: 'Postwright Medium Pack',
      unitAmount: 3000,
      quantity: 1,
      recurring: false,
    });
    const customerId = session.customer!;
    expect(t.stripe.store.customers.get(customerId)).toMatchObject({
      email: ada.user.email,
      name: 'Ada Lovelace',
      metadata: { userId: ada.user.id },
    });
    expect(await t.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, ada.user.id))).toMatchObject([
      { stripeCustomerId: customerId },
    ]);
    expect(
      await t.db.select().from(creditPurchases).where(eq(creditPurchases.stripeSessionId, sessionId)),
    ).toMatchObject([
      {
        userId: ada.user.id,
        packType: 'medium',
        creditsAmount: 500,
        priceAmount: 3000,
        currency: 'eur',
        status: 'pending',
        discountCodeId: null,
      },
    ]);

    // A second checkout reuses the customer.
    const customersBefore = t.stripe.store.customers.size;
    const second = await startCheckout(ada, { packKey: 'small' });
    expect(t.stripe.store.sessions.get(second)!.customer).toBe(customerId);
    expect(t.stripe.store.customers.size).toBe(customersBefore);
  });

  it('GET /api/pricing says payments are on', async () => {
    expect((await t.app.inject({ url: '/api/pricing' })).json().paymentsEnabled).toBe(true);
  });

  it('a plan: a monthly recurring price, metadata on the subscription too, back to /subscription-success or /pricing', async () => {
    const bob = await customer(t);
    const sessionId = await startCheckout(bob, { planKey: 'pro' });
    const session = t.stripe.store.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 5000,
      metadata: { userId: bob.user.id, kind: 'subscription', planKey: 'pro' },
      _subscriptionMetadata: { userId: bob.user.id, kind: 'subscription', planKey: 'pro' },
      success_url: 'http://localhost:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?cancelled=1',
    });
    expect(session._line).toMatchObject({ name: 'Postwright Pro', unitAmount: 5000, recurring: true });
    expect(field(sessionForm(bob.user.id), 'line_items', 0, 'price_data', 'recurring', 'interval')).toBe('month');
    expect(field(sessionForm(bob.user.id), 'subscription_data', 'metadata', 'planKey')).toBe('pro');
  });

  it('uses the price an administrator set, without any Stripe dashboard work', async () => {
    await t.app.services.catalogue.updatePricingSettings({
      subscriptionPlans: { starter: { price: 2200 } },
      creditPacks: { small: { price: 1200, credits: 120 } },
    });
    const cy = await customer(t);
    expect(t.stripe.store.sessions.get(await startCheckout(cy, { planKey: 'starter' }))!.amount_total).toBe(2200);
    const pack = await startCheckout(cy, { packKey: 'small' });
    expect(t.stripe.store.sessions.get(pack)!.amount_total).toBe(1200);
    expect(
      (await t.db.select().from(creditPurchases).where(eq(creditPurchases.stripeSessionId, pack)))[0],
    ).toMatchObject({ creditsAmount: 120, priceAmount: 1200 });
    await t.app.services.catalogue.updatePricingSettings({
      subscriptionPlans: { starter: { price: 2000 } },
      creditPacks: { small: { price: 1000, credits: 100 } },
    });
  });

  it('a discount code becomes a one-off Stripe coupon shown on the hosted page; it is not counted before payment', async () => {
    const percent = await code({ code: 'TWENTY', type: 'percentage', value: 20 });
    await code({ code: 'FIVER', type: 'fixed_amount', value: 5 });
    const dee = await customer(t);
    const sessionId = await startCheckout(dee, { packKey: 'medium', discountCode: 'twenty' });
    const session = t.stripe.store.sessions.get(sessionId)!;
    const coupon = t.stripe.store.coupons.get(session.discounts[0]!.coupon)!;
    expect(coupon).toMatchObject({
      percent_off: 20,
      amount_off: null,
      duration: 'once',
      max_redemptions: 1,
      name: 'TWENTY',
      metadata: { discountCodeId: percent.id },
    });
    expect(session).toMatchObject({
      amount_subtotal: 3000,
      amount_total: 2400,
      metadata: { discountCodeId: percent.id, discountCode: 'TWENTY' },
    });
    const page = await fetch(session.url!).then((r) => r.text());
    expect(page).toContain('€24.00');
    expect(
      (await t.db.select().from(creditPurchases).where(eq(creditPurchases.stripeSessionId, sessionId)))[0],
    ).toMatchObject({ priceAmount: 2400, discountCodeId: percent.id });
    expect((await t.db.select().from(discountCodes).where(eq(discountCodes.id, percent.id)))[0]!.usageCount).toBe(0);

    const plan = t.stripe.store.sessions.get(await startCheckout(dee, { planKey: 'starter', discountCode: 'FIVER' }))!;
    expect(t.stripe.store.coupons.get(plan.discounts[0]!.coupon)).toMatchObject({
      amount_off: 500,
      currency: 'eur',
      percent_off: null,
      duration: 'once',
    });
    expect(plan.amount_total).toBe(1500);
  });

  it('a code that does not apply is refused with its reason before anything reaches Stripe', async () => {
    await code({ code: 'PROPLAN', value: 10, planApplicability: ['pro'] });
    const eve = await customer(t);
    const sessionsBefore = t.stripe.store.sessions.size;
    const wrongPlan = await eve.inject({
      method: 'POST',
      url: '/api/stripe/create-subscription-checkout',
      payload: { planKey: 'starter', discountCode: 'PROPLAN' },
    });
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json()).toMatchObject({
      message: 'This discount code does not apply to the Starter plan',
      fields: { discountCode: 'This discount code does not apply to the Starter plan' },
    });
    const unknown = await eve.inject({
      method: 'POST',
      url: '/api/stripe/create-credit-checkout',
      payload: { packKey: 'small', discountCode: 'NOSUCH' },
    });
    expect(unknown.json().message).toBe('This discount code does not exist');
    expect(t.stripe.store.sessions.size).toBe(sessionsBefore);
    // An empty code field means no code.
    expect(
      (
        await eve.inject({
          method: 'POST',
          url: '/api/stripe/create-credit-checkout',
          payload: { packKey: 'small', discountCode: '  ' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('validates the body and needs a session', async () => {
    const fay = await customer(t);
    const noPlan = await fay.inject({ method: 'POST', url: '/api/stripe/create-subscription-checkout', payload: {} });
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().message).toBe('Choose a plan');
    expect(
      (
        await fay.inject({ method: 'POST', url: '/api/stripe/create-credit-checkout', payload: { packKey: 'huge' } })
      ).json().message,
    ).toBe('Choose a credit pack');
    for (const url of [
      '/api/stripe/create-subscription-checkout',
      '/api/stripe/create-credit-checkout',
      '/api/stripe/portal',
    ]) {
      const anonymous = await t.app.inject({
        method: 'POST',
        url,
        payload: { planKey: 'pro', packKey: 'small' },
        remoteAddress: '10.66.0.1',
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/stripe/checkout-session/cs_test_x' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/billing/subscription' })).statusCode).toBe(401);
  });

  it('refuses a second subscription while one is active', async () => {
    const gus = await customer(t, { subscriptionTier: 'starter' });
    await t.db
      .insert(subscriptions)
      .values({ userId: gus.user.id, stripeSubscriptionId: 'sub_existing_gus', tier: 'starter', status: 'active' });
    const response = await gus.inject({
      method: 'POST',
      url: '/api/stripe/create-subscription-checkout',
      payload: { planKey: 'pro' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You already have an active subscription. Manage it from your profile.');
    // Packs stay available to subscribers.
    expect(
      (await gus.inject({ method: 'POST', url: '/api/stripe/create-credit-checkout', payload: { packKey: 'small' } }))
        .statusCode,
    ).toBe(200);
  });

  it('when Stripe refuses, the customer gets the spec’s message and the administrators the reason', async () => {
    const hal = await customer(t);
    t.stripe.failNext('POST /v1/checkout/sessions', {
      status: 400,
      type: 'invalid_request_error',
      message: 'Your account cannot currently make live charges.',
    });
    const response = await hal.inject({
      method: 'POST',
      url: '/api/stripe/create-credit-checkout',
      payload: { packKey: 'large' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: 'Failed to create checkout session. Please try again.',
    });
    const logs = await t.db.select().from(systemLogs).where(eq(systemLogs.userId, hal.user.id));
    expect(logs).toMatchObject([
      {
        level: 'error',
        source: 'stripe',
        message: expect.stringContaining('Your account cannot currently make live charges.'),
      },
    ]);
    expect(await t.db.select().from(creditPurchases).where(eq(creditPurchases.userId, hal.user.id))).toEqual([]);
  });

  it('the billing portal opens for a customer and returns to the profile', async () => {
    const ivy = await customer(t);
    const before = await ivy.inject({ method: 'POST', url: '/api/stripe/portal' });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('You have no subscription or payment to manage yet');
    await startCheckout(ivy, { planKey: 'starter' });
    const portal = await ivy.inject({ method: 'POST', url: '/api/stripe/portal' });
    expect(portal.statusCode).toBe(200);
    const portalId = new URL(portal.json().url).pathname.split('/').pop()!;
    expect(t.stripe.store.portalSessions.get(portalId)).toMatchObject({ return_url: 'http://localhost:3000/profile' });
    const html = await fetch(portal.json().url).then((r) => r.text());
    expect(html).toContain('Manage your billing');
  });

  it('the checkout session call belongs to its owner only', async () => {
    const jo = await customer(t);
    const kim = await customer(t);
    const sessionId = await startCheckout(jo, { packKey: 'small' });
    expect((await kim.inject({ url: `/api/stripe/checkout-session/${sessionId}` })).statusCode).toBe(404);
    expect((await jo.inject({ url: '/api/stripe/checkout-session/cs_test_unknown' })).statusCode).toBe(404);
    expect((await jo.inject({ url: '/api/stripe/checkout-session/not-a-session' })).statusCode).toBe(400);
    const unpaid = await jo.inject({ url: `/api/stripe/checkout-session/${sessionId}` });
    expect(unpaid.json()).toMatchObject({
      id: sessionId,
      kind: 'pack',
      paid: false,
      packKey: 'small',
      planKey: null,
      creditsAdded: 0,
      credits: 15,
      tier: 'free',
    });
  });
});

describe('payments not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every payment call answers 503 "Payments are not configured yet"; the pricing and plan calls still work', async () => {
    const ann = await customer(t);
    const calls = [
      { method: 'POST' as const, url: '/api/stripe/create-subscription-checkout', payload: { planKey: 'starter' } },
      { method: 'POST' as const, url: '/api/stripe/create-credit-checkout', payload: { packKey: 'small' } },
      { method: 'POST' as const, url: '/api/stripe/portal' },
      { method: 'GET' as const, url: '/api/stripe/checkout-session/cs_test_abc' },
    ];
    for (const call of calls) {
      const response = await ann.inject(call);
      expect(response.statusCode, call.url).toBe(503);
      expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Payments are not configured yet' });
    }
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(webhook.statusCode).toBe(503);
    expect((await t.app.inject({ url: '/api/pricing' })).statusCode).toBe(200);
    expect((await ann.inject({ url: '/api/billing/subscription' })).json()).toEqual({
      tier: 'free',
      status: 'none',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      canManage: false,
      paymentsEnabled: false,
    });
  });
});
