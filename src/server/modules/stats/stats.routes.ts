import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '@shared/schemas/stats';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

export const statsRoutes: FastifyPluginAsyncZod<RouteServices<'stats'>> = async (app, { services }) => {
  app.get('/stats', { schema: { response: { 200: statsSchema } } }, async (request) =>
    services.stats.forUser(requireUser(request).id),
  );
};
