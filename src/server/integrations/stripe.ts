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
  /** Copied to the session and, for subscriptions, to the subscription (Stripe does not copy it). */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
};

export type CouponRequest = { name: string; percentOff?: number; amountOffCents?: number; currency: string; metadata: Record<string, string> };

export type StripeGateway = {
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  /** A one-off coupon (duration once, one redemption) for one checkout. */
  createCoupon(input: CouponRequest): Promise<string>;
  createCheckoutSession(input: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  /** null when Stripe does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null>;
  retrieveSubscription(id: string): Promise<SubscriptionInfo | null>;
  retrieveInvoice(id: string): Promise<InvoiceInfo | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Ends a subscription at once (account deletion); a subscription already gone is not an error. */
  cancelSubscription(id: string): Promise<void>;
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
export function stripeHostOptions(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
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
      call(async () => (await stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey: `customer-${userId}` })).id),

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
          ...(input.mode === 'subscription' ? { subscription_data: { metadata: input.metadata } } : { payment_intent_data: { metadata: input.metadata } }),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new PaymentProviderError('Checkout session without a URL', {});
        return { id: session.id, url: session.url };
      }),

    retrieveCheckoutSession: (id) => retrieve(async () => toCheckoutSession(await stripe.checkout.sessions.retrieve(id))),
    retrieveSubscription: (id) => retrieve(async () => toSubscription(await stripe.subscriptions.retrieve(id))),
    retrieveInvoice: (id) => retrieve(async () => toInvoice(await stripe.invoices.retrieve(id))),

    createPortalSession: ({ customerId, returnUrl }) => call(async () => (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url),

    cancelSubscription: async (id) => {
      await retrieve(() => stripe.subscriptions.cancel(id));
    },

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
  if (error instanceof Stripe.errors.StripeError) return new PaymentProviderError(error.message, { status: error.statusCode, code: error.code, type: error.type });
  return new PaymentProviderError(error instanceof Error ? error.message : String(error), {});
}
