import type { Integrations } from '../integrations';
import type { Services } from '../services';

// What app.ts decorates the Fastify instance with. Declared here, in the HTTP
// layer, so that services and integrations never mention Fastify.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    services: Services;
    integrations: Integrations;
    appConfig: { secureCookies: boolean; sessionCookie: string; appUrl: string };
  }
}

/**
 * The options app.ts registers a routes plugin with: only the services its routes call (issue #25).
 * `FastifyPluginAsyncZod<RouteServices<'scheduling'>> = async (app, { services }) => …` — a routes
 * file never reads `app.services` (eslint.config.js), so its type names everything it can reach.
 */
export type RouteServices<K extends keyof Services> = { services: Pick<Services, K> };
