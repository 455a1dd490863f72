import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_LIMIT_PER_HOUR } from '@shared/constants';
import { contactMessageSchema, contactResponseSchema } from '@shared/schemas/contact';
import type { RouteServices } from '../../plugins/app-decorations';

export const contactRoutes: FastifyPluginAsyncZod<RouteServices<'contact'>> = async (app, { services }) => {
  app.post(
    '/contact',
    {
      schema: { body: contactMessageSchema, response: { 200: contactResponseSchema } },
      config: { rateLimit: { max: CONTACT_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      await services.contact.submit(request.body);
      return { success: true as const, message: "Thank you for contacting us. We'll get back to you within 24 hours." };
    },
  );
};
