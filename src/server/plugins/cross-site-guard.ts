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
 * tokens: browsers send Sec-Fetch-Site (or at least Origin) on cross-site
 * requests; non-browser clients send neither and pass.
 */
export function registerCrossSiteGuard(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.crossSiteExempt === true) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string') {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return;
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== appOrigin) throw new AppError('FORBIDDEN', 'Cross-site request refused');
  });
}
