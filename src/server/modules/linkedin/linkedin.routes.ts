import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUserSchema } from '@shared/schemas/auth';
import {
  linkedinAuthQuerySchema,
  linkedinAuthResponseSchema,
  linkedinCallbackQuerySchema,
  linkedinCredentialsSchema,
  linkedinSettingsSchema,
  linkedinStatusSchema,
  linkedinTargetSchema,
  publishToLinkedInResponseSchema,
  publishToLinkedInSchema,
} from '@shared/schemas/linkedin';
import { requireUser } from '../../plugins/authenticate';
import { toPublicUser } from '../accounts';
import type { CallbackOutcome } from './linkedin-authorization.service';
import type { RouteServices } from '../../plugins/app-decorations';

const TEN_MINUTES = 10 * 60 * 1000;

/** The web page that ends the flow: it closes the popup (telling the profile), or shows the result in this tab. */
function callbackPage(outcome: CallbackOutcome): string {
  const params = new URLSearchParams({ status: outcome.result });
  if (outcome.result === 'connected' && outcome.limited) params.set('limited', '1');
  if (outcome.result === 'error') params.set('reason', outcome.reason);
  if (outcome.popup) params.set('popup', '1');
  return `/linkedin/callback?${params.toString()}`;
}

/** customer-area §7: the four /api/linkedin/* calls, plus the panel's status, removing own credentials, and publishing. */
export const linkedinRoutes: FastifyPluginAsyncZod<
  RouteServices<'clock' | 'linkedinAuthorization' | 'linkedinConnection' | 'linkedinPages' | 'linkedinPublish'>
> = async (app, { services }) => {
  const { linkedinAuthorization, linkedinConnection, linkedinPages, linkedinPublish } = services;
  const publicUser = (user: Parameters<typeof toPublicUser>[0]) => toPublicUser(user, services.clock.now());

  app.get('/linkedin/status', { schema: { response: { 200: linkedinStatusSchema } } }, async (request) =>
    linkedinConnection.view(requireUser(request)),
  );

  app.post(
    '/linkedin/credentials',
    { schema: { body: linkedinCredentialsSchema, response: { 200: publicUserSchema } } },
    async (request) => publicUser(await linkedinConnection.saveCredentials(requireUser(request), request.body)),
  );

  app.delete('/linkedin/credentials', { schema: { response: { 200: publicUserSchema } } }, async (request) =>
    publicUser(await linkedinConnection.removeCredentials(requireUser(request))),
  );

  app.get(
    '/linkedin/auth',
    {
      schema: { querystring: linkedinAuthQuerySchema, response: { 200: linkedinAuthResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: TEN_MINUTES } },
    },
    async (request) => linkedinAuthorization.start(requireUser(request), request.sessionId!, request.query),
  );

  // LinkedIn sends the browser here. Whatever happened, the browser lands on a page that says so.
  app.get('/linkedin/callback', async (request, reply) => {
    const query = linkedinCallbackQuerySchema.safeParse(request.query);
    const outcome = await linkedinAuthorization.complete(
      request.user,
      request.sessionId,
      query.success ? query.data : { error: 'invalid_request' },
    );
    return reply.redirect(callbackPage(outcome));
  });

  app.delete('/linkedin/disconnect', { schema: { response: { 200: publicUserSchema } } }, async (request) =>
    publicUser(await linkedinConnection.disconnect(requireUser(request))),
  );

  app.post(
    '/linkedin/settings',
    { schema: { body: linkedinSettingsSchema, response: { 200: publicUserSchema } } },
    async (request) =>
      publicUser(await linkedinConnection.setDirectPosting(requireUser(request), request.body.directPostingEnabled)),
  );

  // Company pages (decision 123): the default target, and reading the member's pages again.
  app.put(
    '/linkedin/target',
    { schema: { body: linkedinTargetSchema, response: { 200: publicUserSchema } } },
    async (request) => publicUser(await linkedinPages.setDefaultTarget(requireUser(request), request.body.target)),
  );

  app.post(
    '/linkedin/pages/refresh',
    { schema: { response: { 200: publicUserSchema } }, config: { rateLimit: { max: 30, timeWindow: TEN_MINUTES } } },
    async (request) => publicUser(await linkedinPages.refresh(requireUser(request))),
  );

  app.post(
    '/linkedin/publish',
    {
      schema: { body: publishToLinkedInSchema, response: { 200: publishToLinkedInResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: TEN_MINUTES } },
    },
    async (request) => linkedinPublish.publish(requireUser(request), request.body),
  );
};
