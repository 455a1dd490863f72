import {
  discountOf,
  newId,
  nextPeriod,
  unixNow,
  type CardOutcome,
  type FakeCharge,
  type FakeCoupon,
  type FakeCustomer,
  type FakeInvoice,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakePortalSession,
  type FakeSession,
  type FakeSubscription,
} from './stripe-fake-objects';

// The fake Stripe account: its objects, and the things that happen to them
// outside the API (a customer paying on the hosted page, a renewal, a failed
// card, a cancellation, a refund). Each happening returns the events Stripe
// would send for it, newest state in every object.

export type FakeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null };
  data: { object: unknown };
};

export type StripeStore = ReturnType<typeof createStripeStore>;

export const isRedeemable = (coupon: FakeCoupon) =>
  coupon.valid && (coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions);

export function createStripeStore() {
  const customers = new Map<string, FakeCustomer>();
  const coupons = new Map<string, FakeCoupon>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const portalSessions = new Map<string, FakePortalSession>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  /** What each saved card answers off-session; a card not listed succeeds. */
  const cardOutcomes = new Map<string, CardOutcome>();
  /** The server's own address, for receipt and invoice pages. */
  const site = { url: '' };

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

  function charge(
    amount: number,
    currency: string,
    customer: string | null,
    metadata: Record<string, string>,
    paymentMethod: string | null = null,
    setupFutureUsage: string | null = null,
  ) {
    const intentId = newId('pi');
    const chargeId = newId('ch');
    const chargeRow: FakeCharge = {
      id: chargeId,
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
      receipt_url: `${site.url}/receipts/${chargeId}`,
      created: unixNow(),
    };
    charges.set(chargeRow.id, chargeRow);
    const intent: FakePaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      status: 'succeeded',
      customer,
      payment_method: paymentMethod,
      setup_future_usage: setupFutureUsage,
      metadata,
      latest_charge: chargeRow.id,
      last_payment_error: null,
      created: unixNow(),
    };
    paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** The card the customer typed on a hosted page, saved on the customer when the session asked for it. */
  function cardFor(customer: string | null, save: boolean): FakePaymentMethod {
    const method: FakePaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: save ? customer : null,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
      created: unixNow(),
      livemode: false,
    };
    paymentMethods.set(method.id, method);
    return method;
  }

  function newInvoice(
    subscription: FakeSubscription,
    reason: string,
    amount: number,
    paid: boolean,
    discount = 0,
  ): FakeInvoice {
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
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      status_transitions: { paid_at: paid ? unixNow() : null, finalized_at: unixNow() },
      total_discount_amounts: discount > 0 ? [{ amount: discount, discount: newId('di') }] : [],
      hosted_invoice_url: '',
      created: unixNow(),
      livemode: false,
    };
    invoice.hosted_invoice_url = `${site.url}/invoices/${invoice.id}`;
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
    paymentMethods,
    cardOutcomes,
    site,

    /** The customer presses Pay on the hosted page. */
    pay(sessionId: string): FakeEvent[] {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      if (session.status !== 'open') return [];
      const coupon = session.discounts[0] ? coupons.get(session.discounts[0].coupon) : undefined;
      // Stripe refuses the payment of a coupon redeemed max_redemptions times already.
      if (coupon && !isRedeemable(coupon))
        throw new Error(`fake Stripe: coupon ${coupon.id} has reached its max_redemptions`);
      if (coupon) coupon.times_redeemed += 1;
      session.status = 'complete';
      session.payment_status = session.amount_total > 0 ? 'paid' : 'no_payment_required';
      // A subscription keeps its card for renewals; a one-off payment only when setup_future_usage asked for it.
      const card = cardFor(session.customer, session.mode === 'subscription' || session._setupFutureUsage !== null);
      const intent =
        session.amount_total > 0
          ? charge(
              session.amount_total,
              session.currency,
              session.customer,
              session.metadata,
              card.id,
              session._setupFutureUsage,
            )
          : undefined;
      session.payment_intent = session.mode === 'payment' ? (intent?.id ?? null) : null;
      if (session.mode === 'payment')
        return [event('payment_intent.succeeded', intent ?? {}), event('checkout.session.completed', session)];

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
              price: {
                id: newId('price'),
                object: 'price',
                unit_amount: session._line.unitAmount,
                currency: session.currency,
                recurring: { interval: 'month' },
                product: newId('prod'),
                metadata: {},
              },
            },
          ],
        },
        latest_invoice: null,
        created: unixNow(),
        livemode: false,
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = newInvoice(
        subscription,
        'subscription_create',
        session.amount_total,
        true,
        session.total_details.amount_discount,
      );
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      // Stripe sends these in no promised order; the invoice first is the harder case for the app.
      return [
        event('invoice.paid', invoice),
        event('customer.subscription.updated', subscription),
        event('checkout.session.completed', session),
      ];
    },

    /**
     * A PaymentIntent confirmed off-session with a saved card (POST /v1/payment_intents, confirm=true,
     * off_session=true): the card's outcome decides. Answers the intent, the error Stripe would answer
     * (402 card_error) when it did not succeed, and the events.
     */
    chargeSaved(input: {
      amount: number;
      currency: string;
      customer: string;
      paymentMethod: string;
      metadata: Record<string, string>;
    }): {
      intent: FakePaymentIntent;
      error?: { code: string; declineCode?: string; message: string };
      events: FakeEvent[];
    } {
      const outcome = cardOutcomes.get(input.paymentMethod) ?? 'succeeds';
      if (outcome === 'succeeds') {
        const intent = charge(input.amount, input.currency, input.customer, input.metadata, input.paymentMethod);
        return {
          intent,
          events: [
            event('payment_intent.succeeded', intent),
            event('charge.succeeded', charges.get(intent.latest_charge!)),
          ],
        };
      }
      const error =
        outcome === 'authentication_required'
          ? {
              code: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            }
          : { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
      const intent: FakePaymentIntent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        customer: input.customer,
        payment_method: null,
        setup_future_usage: null,
        metadata: input.metadata,
        latest_charge: null,
        last_payment_error: {
          type: 'card_error',
          code: error.code,
          ...(error.declineCode ? { decline_code: error.declineCode } : {}),
          message: error.message,
        },
        created: unixNow(),
      };
      paymentIntents.set(intent.id, intent);
      return { intent, error, events: [event('payment_intent.payment_failed', intent)] };
    },

    /** Tests: every card saved on `customer` now answers off-session charges with `outcome`. */
    setCardOutcome(customer: string, outcome: CardOutcome): void {
      for (const method of paymentMethods.values())
        if (method.customer === customer) cardOutcomes.set(method.id, outcome);
    },

    /** An open session expires (24 h passed, or the app expired it through the API). */
    expire(sessionId: string): FakeEvent[] {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') return [];
      session.status = 'expired';
      return [event('checkout.session.expired', session)];
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
      const invoice = newInvoice(
        subscription,
        'subscription_cycle',
        subscription.items.data[0]!.price.unit_amount,
        false,
      );
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
      const chargeRow = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!chargeRow) throw new Error(`fake Stripe: no charge for ${paymentIntentId}`);
      chargeRow.amount_refunded = Math.min(
        chargeRow.amount,
        chargeRow.amount_refunded + (amount ?? chargeRow.amount - chargeRow.amount_refunded),
      );
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
