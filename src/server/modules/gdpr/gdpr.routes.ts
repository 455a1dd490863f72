import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/authenticate';

export const gdprRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gdpr/export-data',
    { config: { rateLimit: { max: 10, timeWindow: 60 * 60 * 1000 } } },
    async (request, reply) => {
      const data = await app.services.gdpr.exportData(requireUser(request));
      const stamp = data.exportedAt.replace(/[:.]/g, '-');
      return reply
        .header('content-disposition', `attachment; filename="postwright-data-export-${stamp}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
