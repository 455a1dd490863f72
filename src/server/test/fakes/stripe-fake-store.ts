import {
  discountOf,
  newId,
  nextPeriod,
  unixNow,
  type FakeCharge,
  type FakeCoupon,
  type FakeCustomer,
  type FakeInvoice,
  type FakePaymentIntent,
  type FakePortalSession,
  type FakeSession,
  type FakeSubscription,
} from './stripe-fake-objects';

// The fake Stripe account: its objects, and the things that happen to them
// outside the API (a customer paying on the hosted page, a renewal, a failed
// card, a cancellation, a refund). Each happening returns the events Stripe
// would send for it, newest state in every object.

export type FakeEvent = { id: string; object: 'event'; type: string; created: number; api_version: string; livemode: false; pending_webhooks: number; request: { id: null }; data: { object: unknown } };

export type StripeStore = ReturnType<typeof createStripeStore>;

export function createStripeStore() {
  const customers = new Map<string, FakeCustomer>();
  const coupons = new Map<string, FakeCoupon>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const portalSessions = new Map<string, FakePortalSession>();

  const event = (type: string, object: unknown): FakeEvent => ({
    id: newId('evt'),
    object: 'event',
    type,
    created: unixNow(),
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null },
    data: { object: structuredClone(object) },
  });

  function charge(amount: number, currency: string, customer: string | null, metadata: Record<string, string>) {
    const intentId = newId('pi');
    const chargeRow: FakeCharge = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: 'succeeded',
      currency,
      customer,
      payment_intent: intentId,
      created: unixNow(),
    };
    charges.set(chargeRow.id, chargeRow);
    const intent: FakePaymentIntent = { id: intentId, object: 'payment_intent', amount, currency, status: 'succeeded', customer, metadata, latest_charge: chargeRow.id, created: unixNow() };
    paymentIntents.set(intent.id, intent);
    return intent;
  }

  function newInvoice(subscription: FakeSubscription, reason: string, amount: number, paid: boolean, discount = 0): FakeInvoice {
    const invoice: FakeInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: subscription.items.data[0]!.price.currency,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } } },
      status_transitions: { paid_at: paid ? unixNow() : null, finalized_at: unixNow() },
      total_discount_amounts: discount > 0 ? [{ amount: discount, discount: newId('di') }] : [],
      created: unixNow(),
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function requireSubscription(id: string): FakeSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake Stripe: no subscription ${id}`);
    return subscription;
  }

  return {
    customers,
    coupons,
    sessions,
    subscriptions,
    invoices,
    paymentIntents,
    charges,
    portalSessions,

    /** The customer presses Pay on the hosted page. */
    pay(sessionId: string): FakeEvent[] {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      if (session.status !== 'open') return [];
      const coupon = session.discounts[0] ? coupons.get(session.discounts[0].coupon) : undefined;
      if (coupon) coupon.times_redeemed += 1;
      session.status = 'complete';
      session.payment_status = session.amount_total > 0 ? 'paid' : 'no_payment_required';
      const intent = session.amount_total > 0 ? charge(session.amount_total, session.currency, session.customer, session.metadata) : undefined;
      session.payment_intent = session.mode === 'payment' ? (intent?.id ?? null) : null;
      if (session.mode === 'payment') return [event('payment_intent.succeeded', intent ?? {}), event('checkout.session.completed', session)];

      const period = nextPeriod(unixNow());
      const subscription: FakeSubscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer!,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        metadata: { ...session._subscriptionMetadata },
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              quantity: 1,
              current_period_start: period.start,
              current_period_end: period.end,
              price: { id: newId('price'), object: 'price', unit_amount: session._line.unitAmount, currency: session.currency, recurring: { interval: 'month' }, product: newId('prod'), metadata: {} },
            },
          ],
        },
        latest_invoice: null,
        created: unixNow(),
        livemode: false,
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = newInvoice(subscription, 'subscription_create', session.amount_total, true, session.total_details.amount_discount);
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      // Stripe sends these in no promised order; the invoice first is the harder case for the app.
      return [event('invoice.paid', invoice), event('customer.subscription.updated', subscription), event('checkout.session.completed', session)];
    },

    /** The monthly renewal: a paid invoice for the next period (a `once` coupon no longer applies). */
    renew(subscriptionId: string): FakeEvent[] {
      const subscription = requireSubscription(subscriptionId);
      const item = subscription.items.data[0]!;
      const period = nextPeriod(item.current_period_end);
      item.current_period_start = period.start;
      item.current_period_end = period.end;
      subscription.status = 'active';
      const invoice = newInvoice(subscription, 'subscription_cycle', item.price.unit_amount, true);
      return [event('invoice.paid', invoice), event('customer.subscription.updated', subscription)];
    },

    /** The renewal's card is declined: the invoice stays open and the subscription goes past due. */
    failRenewal(subscriptionId: string): FakeEvent[] {
      const subscription = requireSubscription(subscriptionId);
      const invoice = newInvoice(subscription, 'subscription_cycle', subscription.items.data[0]!.price.unit_amount, false);
      subscription.status = 'past_due';
      return [event('invoice.payment_failed', invoice), event('customer.subscription.updated', subscription)];
    },

    /** Cancel in the portal: the plan runs to the end of the paid period. */
    cancelAtPeriodEnd(subscriptionId: string, cancel = true): FakeEvent[] {
      const subscription = requireSubscription(subscriptionId);
      subscription.cancel_at_period_end = cancel;
      subscription.canceled_at = cancel ? unixNow() : null;
      return [event('customer.subscription.updated', subscription)];
    },

    /** The period ended (or the subscription was cancelled at once). */
    end(subscriptionId: string): FakeEvent[] {
      const subscription = requireSubscription(subscriptionId);
      subscription.status = 'canceled';
      subscription.ended_at = unixNow();
      subscription.canceled_at ??= unixNow();
      return [event('customer.subscription.deleted', subscription)];
    },

    /** A refund from the dashboard: `amount` cents (all that is left by default). */
    refund(paymentIntentId: string, amount?: number): FakeEvent[] {
      const intent = paymentIntents.get(paymentIntentId);
      const chargeRow = intent ? charges.get(intent.latest_charge) : undefined;
      if (!chargeRow) throw new Error(`fake Stripe: no charge for ${paymentIntentId}`);
      chargeRow.amount_refunded = Math.min(chargeRow.amount, chargeRow.amount_refunded + (amount ?? chargeRow.amount - chargeRow.amount_refunded));
      chargeRow.refunded = chargeRow.amount_refunded === chargeRow.amount;
      return [event('charge.refunded', chargeRow)];
    },

    /** Any event about an object, as Stripe would send it (tests build odd cases with it). */
    event,

    /** Amounts of a new session: the line's price less its coupon. */
    amounts(unitAmount: number, quantity: number, couponId: string | undefined) {
      const subtotal = unitAmount * quantity;
      const discount = discountOf(subtotal, couponId ? coupons.get(couponId) : undefined);
      return { subtotal, discount, total: subtotal - discount };
    },
  };
}
