import Stripe from 'stripe';
import {
  toCheckoutSession,
  toEventInfo,
  toInvoice,
  toSubscription,
  type CheckoutSessionInfo,
  type InvoiceInfo,
  type StripeEventInfo,
  type SubscriptionInfo,
} from './stripe-objects';

// Stripe behind the few calls billing makes (hosted Checkout, the billing
// portal, reads of sessions, subscriptions and invoices, webhook signatures).
// STRIPE_API_URL sends the SDK to another host — the project's fake Stripe
// server in tests and `npm run stripe:local` — through the SDK's own
// host/port/protocol options, so the real SDK code runs either way.

export type CheckoutSessionRequest = {
  mode: 'payment' | 'subscription';
  customerId: string;
  /** Our user id, echoed back as `client_reference_id`. */
  userId: string;
  productName: string;
  productDescription: string;
  unitAmountCents: number;
  currency: string;
  couponId?: string;
  /** A one-off payment keeps its card on the customer for auto top-up (setup_future_usage: off_session). */
  saveCardForLater?: boolean;
  /** Copied to the session and, for subscriptions, to the subscription (Stripe does not copy it). */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
};

/** A saved card charged while the customer is away (auto top-up); Stripe's idempotency key makes a retry the same charge. */
export type OffSessionChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

/**
 * succeeded: paid; authentication_required: the bank wants the customer (SCA); declined: any other card
 * error (card_declined, expired_card, …). Stripe being unreachable throws `PaymentProviderError` instead.
 */
export type OffSessionOutcome =
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'authentication_required'; paymentIntentId: string | null }
  | { kind: 'declined'; paymentIntentId: string | null; code: string };

/** What Stripe knows of a PaymentIntent: its status and, after a failed attempt, the card error's code. */
export type PaymentIntentInfo = { id: string; status: Stripe.PaymentIntent.Status; lastErrorCode: string | null };

export type CouponRequest = {
  name: string;
  percentOff?: number;
  amountOffCents?: number;
  currency: string;
  metadata: Record<string, string>;
};

export type StripeGateway = {
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  /** A one-off coupon (duration once, one redemption) for one checkout. */
  createCoupon(input: CouponRequest): Promise<string>;
  createCheckoutSession(input: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  /** Closes an open session so it can no longer be paid; false when it is not open any more (paid or expired). */
  expireCheckoutSession(id: string): Promise<boolean>;
  /** null when Stripe does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null>;
  retrieveSubscription(id: string): Promise<SubscriptionInfo | null>;
  retrieveInvoice(id: string): Promise<InvoiceInfo | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Ends a subscription at once (account deletion); a subscription already gone is not an error. */
  cancelSubscription(id: string): Promise<void>;
  /** The newest card saved on the customer; null when there is none. */
  savedCardOf(customerId: string): Promise<string | null>;
  chargeOffSession(input: OffSessionChargeRequest): Promise<OffSessionOutcome>;
  /**
   * The customer's PaymentIntent created since `createdSince` whose metadata has `key` = `value` (the newest
   * when several); null when there is none. Listing by customer reads Stripe's own records at once (search lags).
   */
  findPaymentIntent(input: {
    customerId: string;
    createdSince: Date;
    metadata: { key: string; value: string };
  }): Promise<PaymentIntentInfo | null>;
  /** The receipt page of a payment (its latest charge); null when Stripe has none. */
  receiptUrlOf(paymentIntentId: string): Promise<string | null>;
  /** The hosted page of an invoice; null when Stripe does not know it. */
  invoiceUrlOf(invoiceId: string): Promise<string | null>;
  /** Verifies the signature over the raw bytes; throws `WebhookSignatureError` when it does not hold. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeEventInfo;
};

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Stripe could not be reached or refused the call; `message` is Stripe's own, for logs (never for customers). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; code?: string; type?: string },
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** host/port/protocol for the SDK from STRIPE_API_URL (e.g. http://127.0.0.1:12111). */
export function stripeHostOptions(apiUrl: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

export function createStripeGateway(config: StripeConfig): StripeGateway {
  const stripe = new Stripe(config.secretKey, {
    ...stripeHostOptions(config.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Postwright' },
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw asProviderError(error);
    }
  }

  async function retrieve<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw asProviderError(error);
    }
  }

  return {
    createCustomer: ({ email, name, userId }) =>
      // The idempotency key makes two checkouts started at once share one customer.
      call(
        async () =>
          (
            await stripe.customers.create(
              { email, name, metadata: { userId } },
              { idempotencyKey: `customer-${userId}` },
            )
          ).id,
      ),

    createCoupon: ({ name, percentOff, amountOffCents, currency, metadata }) =>
      call(
        async () =>
          (
            await stripe.coupons.create({
              name: name.slice(0, 40),
              duration: 'once',
              max_redemptions: 1,
              metadata,
              ...(percentOff !== undefined ? { percent_off: percentOff } : { amount_off: amountOffCents, currency }),
            })
          ).id,
      ),

    createCheckoutSession: (input) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: input.mode,
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.unitAmountCents,
                product_data: { name: input.productName, description: input.productDescription },
                ...(input.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
              },
            },
          ],
          ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
          metadata: input.metadata,
          ...(input.mode === 'subscription'
            ? { subscription_data: { metadata: input.metadata } }
            : {
                payment_intent_data: {
                  metadata: input.metadata,
                  ...(input.saveCardForLater ? { setup_future_usage: 'off_session' as const } : {}),
                },
              }),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new PaymentProviderError('Checkout session without a URL', {});
        return { id: session.id, url: session.url };
      }),

    expireCheckoutSession: async (id) => {
      try {
        await stripe.checkout.sessions.expire(id);
        return true;
      } catch (error) {
        // 400: "Only Checkout Sessions with a status of `open` can be expired" (already paid or expired).
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 400) return false;
        throw asProviderError(error);
      }
    },

    retrieveCheckoutSession: (id) =>
      retrieve(async () => toCheckoutSession(await stripe.checkout.sessions.retrieve(id))),
    retrieveSubscription: (id) => retrieve(async () => toSubscription(await stripe.subscriptions.retrieve(id))),
    retrieveInvoice: (id) => retrieve(async () => toInvoice(await stripe.invoices.retrieve(id))),

    createPortalSession: ({ customerId, returnUrl }) =>
      call(
        async () => (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
      ),

    cancelSubscription: async (id) => {
      await retrieve(() => stripe.subscriptions.cancel(id));
    },

    savedCardOf: (customerId) =>
      call(async () => {
        const methods = await stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 });
        return methods.data[0]?.id ?? null;
      }),

    chargeOffSession: async (input) => {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { kind: 'succeeded', paymentIntentId: intent.id };
        if (intent.status === 'requires_action') return { kind: 'authentication_required', paymentIntentId: intent.id };
        return { kind: 'declined', paymentIntentId: intent.id, code: intent.status };
      } catch (error) {
        // A card error is Stripe's answer about the card (402), not an outage: the intent it names is kept.
        if (error instanceof Stripe.errors.StripeCardError) {
          const paymentIntentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
          if (error.code === 'authentication_required') return { kind: 'authentication_required', paymentIntentId };
          return { kind: 'declined', paymentIntentId, code: error.code ?? 'card_declined' };
        }
        throw asProviderError(error);
      }
    },

    findPaymentIntent: ({ customerId, createdSince, metadata }) =>
      call(async () => {
        const since = Math.floor(createdSince.getTime() / 1000);
        for await (const intent of stripe.paymentIntents.list({ customer: customerId, created: { gte: since } }))
          if (intent.metadata[metadata.key] === metadata.value)
            return { id: intent.id, status: intent.status, lastErrorCode: intent.last_payment_error?.code ?? null };
        return null;
      }),

    receiptUrlOf: async (paymentIntentId) => {
      const intent = await retrieve(() => stripe.paymentIntents.retrieve(paymentIntentId));
      const chargeId = intent?.latest_charge
        ? typeof intent.latest_charge === 'string'
          ? intent.latest_charge
          : intent.latest_charge.id
        : null;
      if (!chargeId) return null;
      const charge = await retrieve(() => stripe.charges.retrieve(chargeId));
      return charge?.receipt_url ?? null;
    },

    invoiceUrlOf: async (invoiceId) =>
      (await retrieve(() => stripe.invoices.retrieve(invoiceId)))?.hosted_invoice_url ?? null,

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      try {
        return toEventInfo(stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret));
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

function asProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError)
    return new PaymentProviderError(error.message, { status: error.statusCode, code: error.code, type: error.type });
  return new PaymentProviderError(error instanceof Error ? error.message : String(error), {});
}
