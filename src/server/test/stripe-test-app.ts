import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signIn, type AuthHeaders } from './auth-helpers';
import { createUser } from './factories';
import { startFakeStripeServer, type FakeStripeServer } from './fakes/stripe-server';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

// The real app with payments switched on against the fake Stripe server: the
// SDK calls it over HTTP (STRIPE_API_URL) and its webhook events come back
// signed through the app's own webhook route.

export type StripeTestApp = TestApp & { stripe: FakeStripeServer };

export async function createStripeTestApp(options: TestAppOptions = {}): Promise<StripeTestApp> {
  const stripe = await startFakeStripeServer();
  const t = await createTestApp({
    ...options,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      ...options.env,
    },
  });
  stripe.setDelivery(async (payload, signature) => (await deliverWebhook(t, payload, signature)).statusCode);
  return {
    ...t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

/** POSTs a webhook body as Stripe does: raw JSON bytes with their signature. */
export function deliverWebhook(
  t: TestApp,
  payload: string,
  signature: string | undefined,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}

let nextAddress = 0;

export type Customer = {
  user: Awaited<ReturnType<typeof createUser>>;
  headers: AuthHeaders;
  /** A request as this customer, from the customer's own address (checkout calls are rate-limited per IP). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
};

/** A signed-in customer. */
export async function customer(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}): Promise<Customer> {
  const user = await createUser(t.db, overrides);
  const remoteAddress = `10.77.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;
  const headers = await signIn(t.app, user.email, undefined, remoteAddress);
  return {
    user,
    headers,
    inject: (options) => t.app.inject({ ...options, headers: { ...headers, ...options.headers }, remoteAddress }),
  };
}

/** Starts a checkout through the API and answers the fake's session id. */
export async function startCheckout(
  who: Customer,
  body: { planKey?: string; packKey?: string; discountCode?: string },
): Promise<string> {
  const url = body.planKey ? '/api/stripe/create-subscription-checkout' : '/api/stripe/create-credit-checkout';
  const response = await who.inject({ method: 'POST', url, payload: body });
  if (response.statusCode !== 200) throw new Error(`checkout failed ${response.statusCode}: ${response.body}`);
  return new URL(response.json().url).pathname.split('/').pop()!;
}
