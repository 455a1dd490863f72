import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResponseSchema } from '@shared/schemas/billing';
import { validateDiscountCodeResponseSchema, validateDiscountCodeSchema } from '@shared/schemas/discount-codes';

// The public catalogue and the customer's discount-code check (money-and-admin §2, §7).

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pricing', { schema: { response: { 200: pricingResponseSchema } } }, async () => app.services.catalogue.publicPricing());

  app.post(
    '/discount-codes/validate',
    {
      schema: { body: validateDiscountCodeSchema, response: { 200: validateDiscountCodeResponseSchema } },
      // Enough for a customer trying a few codes; too few to guess codes by brute force.
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { code, planKey, packKey } = request.body;
      const target = planKey ? ({ kind: 'plan', key: planKey } as const) : ({ kind: 'pack', key: packKey! } as const);
      return app.services.discountCodes.validate(code, target, request.user?.id ?? null);
    },
  );
};
