import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const health = await app.services.health.check();
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
};
