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
export function registerCrossSiteGuard(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.crossSiteExempt === true) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== appOrigin) throw new AppError('FORBIDDEN', 'Cross-site request refused');
    if (fetchSite !== undefined && fetchSite !== 'same-origin') throw new AppError('FORBIDDEN', 'Cross-site request refused');
    if (fetchSite === undefined && origin === undefined) throw new AppError('FORBIDDEN', 'Cross-site request refused: send the Origin header');
  });
}
