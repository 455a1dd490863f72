import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

export const gdprRoutes: FastifyPluginAsyncZod<RouteServices<'gdpr'>> = async (app, { services }) => {
  app.get(
    '/gdpr/export-data',
    { config: { rateLimit: { max: 10, timeWindow: 60 * 60 * 1000 } } },
    async (request, reply) => {
      const data = await services.gdpr.exportData(requireUser(request));
      const stamp = data.exportedAt.replace(/[:.]/g, '-');
      return reply
        .header('content-disposition', `attachment; filename="postwright-data-export-${stamp}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
