import type { FastifyPluginAsync } from 'fastify';
import type { RouteServices } from '../../plugins/app-decorations';

// POST /api/stripe/webhook. Stripe signs the exact bytes it sends, so this
// route (in a plugin of its own) reads JSON bodies as raw buffers; everywhere
// else keeps Fastify's JSON parser. It is the one POST the cross-site guard
// lets through (`crossSiteExempt`): the signature proves where it comes from.

export const stripeWebhookRoutes: FastifyPluginAsync<RouteServices<'stripeWebhooks'>> = async (app, { services }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      config: { crossSiteExempt: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
      bodyLimit: 512 * 1024,
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await services.stripeWebhooks.handle(body, typeof signature === 'string' ? signature : undefined);
      return { received: true };
    },
  );
};
