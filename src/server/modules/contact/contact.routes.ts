import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_LIMIT_PER_HOUR } from '@shared/constants';
import { contactMessageSchema, contactResponseSchema } from '@shared/schemas/contact';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: { body: contactMessageSchema, response: { 200: contactResponseSchema } },
      config: { rateLimit: { max: CONTACT_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      await app.services.contact.submit(request.body);
      return { success: true as const, message: "Thank you for contacting us. We'll get back to you within 24 hours." };
    },
  );
};
