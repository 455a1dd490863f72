import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Set only on routes other sites must reach whose requests carry their own proof (signed webhooks). */
    crossSiteExempt?: boolean;
  }
}

/**
 * Cross-site request protection for every state-changing request, without
 * tokens. The request must show it comes from our own pages: either
 * `Sec-Fetch-Site: same-origin` (and any `Origin` equal to APP_URL's), or,
 * from clients that send no Sec-Fetch-Site, an `Origin` equal to APP_URL's.
 * Requests with neither are refused (a cookie alone proves nothing); scripts
 * send `Origin`. Signature-verified webhooks opt out with `crossSiteExempt`.
 */
function crossSiteProblem(
  fetchSite: string | undefined,
  origin: string | undefined,
  appOrigin: string,
): AppError | undefined {
  if (origin !== undefined && origin !== appOrigin) return new AppError('FORBIDDEN', 'Cross-site request refused');
  if (fetchSite !== undefined && fetchSite !== 'same-origin')
    return new AppError('FORBIDDEN', 'Cross-site request refused');
  if (fetchSite === undefined && origin === undefined)
    return new AppError('FORBIDDEN', 'Cross-site request refused: send the Origin header');
  return undefined;
}

export function registerCrossSiteGuard(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  // A callback hook, not an async one: it runs on every request and a promise per request is measurable (decision 078).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSiteExempt === true) return done();
    done(crossSiteProblem(request.headers['sec-fetch-site'], request.headers.origin, appOrigin));
  });
}
