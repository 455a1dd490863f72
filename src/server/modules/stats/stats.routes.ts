import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '@shared/schemas/stats';
import { requireUser } from '../../plugins/authenticate';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stats', { schema: { response: { 200: statsSchema } } }, async (request) =>
    app.services.stats.forUser(requireUser(request).id),
  );
};
