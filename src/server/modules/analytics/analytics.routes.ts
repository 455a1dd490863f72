import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsConfigSchema } from '@shared/schemas/analytics';
import type { RouteServices } from '../../plugins/app-decorations';

/** Public: the page asks only after the visitor granted analytics consent. */
export const analyticsRoutes: FastifyPluginAsyncZod<RouteServices<'analytics'>> = async (app, { services }) => {
  app.get('/analytics/config', { schema: { response: { 200: analyticsConfigSchema } } }, async () =>
    services.analytics.config(),
  );
};
