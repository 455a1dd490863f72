import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writerInfoSchema } from '@shared/schemas/writer';
import { requireUser } from '../../plugins/authenticate';

export const writerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/writer', { schema: { response: { 200: writerInfoSchema } } }, async (request) => {
    requireUser(request);
    return app.services.writer.describe();
  });
};
