import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoTopUpSettingsSchema,
  billingHistorySchema,
  completeTopUpSchema,
  receiptQuerySchema,
  updateAutoTopUpSchema,
} from '@shared/schemas/auto-top-up';
import { redirectUrlResponseSchema } from '@shared/schemas/billing';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

// Auto top-up settings, completing a top-up the bank held back, and the
// billing history with Stripe's receipts (issue #24, decision 093).

const STRIPE_CALLS = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const autoTopUpRoutes: FastifyPluginAsyncZod<RouteServices<'autoTopUp' | 'billingHistory'>> = async (
  app,
  { services },
) => {
  app.get('/billing/auto-top-up', { schema: { response: { 200: autoTopUpSettingsSchema } } }, async (request) =>
    services.autoTopUp.settings(requireUser(request)),
  );

  app.put(
    '/billing/auto-top-up',
    { schema: { body: updateAutoTopUpSchema, response: { 200: autoTopUpSettingsSchema } } },
    async (request) => services.autoTopUp.updateSettings(requireUser(request), request.body),
  );

  app.post(
    '/billing/auto-top-up/complete',
    { schema: { body: completeTopUpSchema, response: { 200: redirectUrlResponseSchema } }, config: STRIPE_CALLS },
    async (request) => services.autoTopUp.completeWithCheckout(requireUser(request), request.body.topUpId),
  );

  app.get('/billing/history', { schema: { response: { 200: billingHistorySchema } } }, async (request) =>
    services.billingHistory.history(requireUser(request)),
  );

  // A link on the profile opens it in a new tab: Stripe's receipt or invoice page.
  app.get(
    '/billing/receipt',
    { schema: { querystring: receiptQuerySchema }, config: STRIPE_CALLS },
    async (request, reply) =>
      reply.redirect(await services.billingHistory.receiptUrl(requireUser(request), request.query)),
  );
};
