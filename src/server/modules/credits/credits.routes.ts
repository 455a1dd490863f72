import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditInfoSchema } from '@shared/schemas/credits';
import { requireUser } from '../../plugins/authenticate';

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/credits/info', { schema: { response: { 200: creditInfoSchema } } }, async (request) =>
    app.services.credits.info(requireUser(request), request.monthlyAllocation),
  );
};
