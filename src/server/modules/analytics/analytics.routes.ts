import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsConfigSchema } from '@shared/schemas/analytics';

/** Public: the page asks only after the visitor granted analytics consent. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/analytics/config', { schema: { response: { 200: analyticsConfigSchema } } }, async () =>
    app.services.analytics.config(),
  );
};
