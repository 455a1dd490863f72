import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditInfoSchema } from '@shared/schemas/credits';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

export const creditsRoutes: FastifyPluginAsyncZod<RouteServices<'credits'>> = async (app, { services }) => {
  app.get('/credits/info', { schema: { response: { 200: creditInfoSchema } } }, async (request) =>
    services.credits.info(requireUser(request), request.monthlyAllocation),
  );
};
