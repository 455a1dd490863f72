import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writerInfoSchema } from '@shared/schemas/writer';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

export const writerRoutes: FastifyPluginAsyncZod<RouteServices<'writer'>> = async (app, { services }) => {
  app.get('/writer', { schema: { response: { 200: writerInfoSchema } } }, async (request) => {
    requireUser(request);
    return services.writer.describe();
  });
};
