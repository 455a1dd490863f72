import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelCheckoutResponseSchema,
  cancelCheckoutSchema,
  checkoutSessionParamsSchema,
  checkoutSessionStatusSchema,
  creditCheckoutSchema,
  redirectUrlResponseSchema,
  subscriptionCheckoutSchema,
  subscriptionSummarySchema,
} from '@shared/schemas/billing';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

// Checkout, the billing portal and the customer's view of their plan
// (money-and-admin §7). Every call needs a signed-in user; each one that
// reaches Stripe is rate-limited so nobody can drive our Stripe quota.

const STRIPE_CALLS = { rateLimit: { max: 20, timeWindow: '1 minute' } };
// The success pages ask every 2 s while Stripe confirms a payment.
const SESSION_STATUS_CALLS = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const checkoutRoutes: FastifyPluginAsyncZod<RouteServices<'billingStatus' | 'checkout'>> = async (
  app,
  { services },
) => {
  app.post(
    '/stripe/create-subscription-checkout',
    {
      schema: { body: subscriptionCheckoutSchema, response: { 200: redirectUrlResponseSchema } },
      config: STRIPE_CALLS,
    },
    async (request) => services.checkout.startSubscription(requireUser(request), request.body),
  );

  app.post(
    '/stripe/create-credit-checkout',
    { schema: { body: creditCheckoutSchema, response: { 200: redirectUrlResponseSchema } }, config: STRIPE_CALLS },
    async (request) => services.checkout.startPackPurchase(requireUser(request), request.body),
  );

  app.post(
    '/stripe/cancel-checkout',
    { schema: { body: cancelCheckoutSchema, response: { 200: cancelCheckoutResponseSchema } }, config: STRIPE_CALLS },
    async (request) => services.checkout.cancelCheckout(requireUser(request), request.body.reservationId),
  );

  app.post(
    '/stripe/portal',
    { schema: { response: { 200: redirectUrlResponseSchema } }, config: STRIPE_CALLS },
    async (request) => services.checkout.openPortal(requireUser(request)),
  );

  app.get(
    '/stripe/checkout-session/:id',
    {
      schema: { params: checkoutSessionParamsSchema, response: { 200: checkoutSessionStatusSchema } },
      config: SESSION_STATUS_CALLS,
    },
    async (request) => services.billingStatus.checkoutSession(requireUser(request), request.params.id),
  );

  app.get('/billing/subscription', { schema: { response: { 200: subscriptionSummarySchema } } }, async (request) =>
    services.billingStatus.subscription(requireUser(request)),
  );
};
