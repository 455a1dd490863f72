import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/common';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  queueRequestSchema,
  scheduledPostResponseSchema,
  scheduleNoticesResponseSchema,
  scheduleRequestSchema,
  scheduleSettingsResponseSchema,
  scheduleSettingsSchema,
} from '@shared/schemas/scheduling';
import { requireUser } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

/** Issue #23: schedule, queue, unschedule, the calendar and the posting schedule. */
export const schedulingRoutes: FastifyPluginAsyncZod<RouteServices<'scheduling'>> = async (app, { services }) => {
  const { scheduling } = services;
  const limited = { rateLimit: { max: 120, timeWindow: 60_000 } };

  app.post(
    '/posts/:id/schedule',
    {
      schema: { params: idParamsSchema, body: scheduleRequestSchema, response: { 200: scheduledPostResponseSchema } },
      config: limited,
    },
    async (request) => ({
      post: await scheduling.schedule(requireUser(request), request.params.id, {
        ...request.body,
        scheduledAt: new Date(request.body.scheduledAt),
      }),
    }),
  );

  app.post(
    '/posts/:id/queue',
    {
      schema: { params: idParamsSchema, body: queueRequestSchema, response: { 200: scheduledPostResponseSchema } },
      config: limited,
    },
    async (request) => ({
      post: await scheduling.queue(requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/posts/:id/schedule',
    { schema: { params: idParamsSchema, response: { 200: scheduledPostResponseSchema } } },
    async (request) => ({
      post: await scheduling.unschedule(requireUser(request), request.params.id),
    }),
  );

  app.get(
    '/schedule',
    { schema: { querystring: calendarQuerySchema, response: { 200: calendarResponseSchema } } },
    async (request) =>
      scheduling.calendar(requireUser(request), new Date(request.query.from), new Date(request.query.to)),
  );

  app.get('/schedule/notices', { schema: { response: { 200: scheduleNoticesResponseSchema } } }, async (request) =>
    scheduling.notices(requireUser(request)),
  );

  app.get('/schedule/settings', { schema: { response: { 200: scheduleSettingsResponseSchema } } }, async (request) =>
    scheduling.settings(requireUser(request)),
  );

  app.put(
    '/schedule/settings',
    { schema: { body: scheduleSettingsSchema, response: { 200: scheduleSettingsResponseSchema } } },
    async (request) => scheduling.updateSettings(requireUser(request), request.body),
  );
};
