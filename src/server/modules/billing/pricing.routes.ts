import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResponseSchema } from '@shared/schemas/billing';
import { validateDiscountCodeResponseSchema, validateDiscountCodeSchema } from '@shared/schemas/discount-codes';
import type { RouteServices } from '../../plugins/app-decorations';

// The public catalogue and the customer's discount-code check (money-and-admin §2, §7).

export const pricingRoutes: FastifyPluginAsyncZod<RouteServices<'catalogue' | 'discountCodes'>> = async (
  app,
  { services },
) => {
  app.get('/pricing', { schema: { response: { 200: pricingResponseSchema } } }, async () => ({
    ...(await services.catalogue.publicPricing()),
    paymentsEnabled: app.integrations.stripe !== null,
  }));

  app.post(
    '/discount-codes/validate',
    {
      schema: { body: validateDiscountCodeSchema, response: { 200: validateDiscountCodeResponseSchema } },
      // The pricing page checks a code against the three cards of a tab: enough for a
      // customer trying a few codes on both tabs, far too few to guess codes.
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { code, planKey, packKey } = request.body;
      const target = planKey ? ({ kind: 'plan', key: planKey } as const) : ({ kind: 'pack', key: packKey! } as const);
      return services.discountCodes.validate(code, target, request.user?.id ?? null);
    },
  );
};
