import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@shared/schemas/health';
import type { RouteServices } from '../../plugins/app-decorations';

export const healthRoutes: FastifyPluginAsyncZod<RouteServices<'health'>> = async (app, { services }) => {
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const health = await services.health.check();
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  // Readiness, for a load balancer or orchestrator: only route traffic here when this answers 200.
  app.get(
    '/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const readiness = await services.health.ready();
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
