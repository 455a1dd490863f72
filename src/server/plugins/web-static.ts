import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app and answers every non-API GET with index.html so
 * the client router can take over. Files are sent precompressed (Brotli or
 * gzip, written by scripts/build.mjs) when the browser accepts it. Hashed
 * assets are cached for a year; index.html and the unhashed files are
 * revalidated on every use (`no-cache` + ETag), so a deploy is picked up at once.
 *
 * @fastify/static 8 applies its own Cache-Control after `setHeaders`, so its
 * header is turned off (`cacheControl: false`) and ours is the only one.
 * `.map` files are not served.
 */
export async function registerWebStatic(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(`${webRoot}/index.html`);
  if (hasWeb) {
    const assets = join(webRoot, 'assets') + '/';
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      // Source maps stay on disk for stack traces but are never served: they publish the sources.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE_CACHE : 'no-cache');
        // A shared cache must keep one copy per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) throw new AppError('NOT_FOUND', 'Route not found');
    // A missing file (anything with an extension) is a real 404, not a client route.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!hasWeb || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) throw new AppError('NOT_FOUND', 'Not found');
    return reply.type('text/html').sendFile('index.html');
  });
}
