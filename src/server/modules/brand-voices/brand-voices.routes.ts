import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@shared/schemas/auth';
import {
  abQuestionsRequestSchema,
  abQuestionsResponseSchema,
  brandVoiceInputSchema,
  brandVoiceListResponseSchema,
  brandVoiceResponseSchema,
  cloneBrandVoiceRequestSchema,
  currentBrandVoiceResponseSchema,
} from '@shared/schemas/brand-voices';
import { idParamsSchema } from '@shared/schemas/common';
import { spendKey } from '../../lib/ids';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

// Paths as the spec's client calls them (customer-area §7): singular for
// create/delete/actions, plural for list/get/update.

export const brandVoicesRoutes: FastifyPluginAsyncZod<RouteServices<'brandVoices'>> = async (app, { services }) => {
  const service = () => services.brandVoices;

  app.get('/brand-voice', { schema: { response: { 200: currentBrandVoiceResponseSchema } } }, async (request) => ({
    brandVoice: await service().current(requireUser(request).id),
  }));

  app.get('/brand-voices', { schema: { response: { 200: brandVoiceListResponseSchema } } }, async (request) => ({
    brandVoices: await service().list(requireUser(request).id),
  }));

  app.get(
    '/brand-voices/:id',
    { schema: { params: idParamsSchema, response: { 200: brandVoiceResponseSchema } } },
    async (request) => ({
      brandVoice: await service().get(requireUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/brand-voice',
    { schema: { body: brandVoiceInputSchema, response: { 201: brandVoiceResponseSchema } } },
    async (request, reply) => {
      const brandVoice = await service().create(requireUser(request).id, request.body);
      return reply.status(201).send({ brandVoice });
    },
  );

  app.put(
    '/brand-voices/:id',
    { schema: { params: idParamsSchema, body: brandVoiceInputSchema, response: { 200: brandVoiceResponseSchema } } },
    async (request) => ({
      brandVoice: await service().update(requireUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/brand-voice/:id',
    { schema: { params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service().remove(requireUser(request).id, request.params.id);
      return { success: true as const, message: 'Brand voice deleted' };
    },
  );

  app.post(
    '/brand-voice/:id/set-default',
    { schema: { params: idParamsSchema, response: { 200: brandVoiceResponseSchema } } },
    async (request) => ({
      brandVoice: await service().setDefault(requireUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/brand-voice/:id/clone',
    {
      schema: {
        params: idParamsSchema,
        body: cloneBrandVoiceRequestSchema,
        response: { 201: brandVoiceResponseSchema },
      },
    },
    async (request, reply) => {
      const brandVoice = await service().clone(requireUser(request).id, request.params.id, request.body.name);
      return reply.status(201).send({ brandVoice });
    },
  );

  app.post(
    '/brand-voice/generate-ab-questions',
    {
      schema: { body: abQuestionsRequestSchema, response: { 200: abQuestionsResponseSchema }, idempotent: true },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60 * 1000 } },
    },
    async (request) => {
      const user = requireUser(request);
      return service().styleQuestions(user.id, request.body, spendKey('ab_questions', user.id, request.headers));
    },
  );
};
