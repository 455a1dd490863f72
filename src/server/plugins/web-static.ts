import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Serves the built web app and answers every non-API GET with index.html so
 * the client router can take over. Hashed assets are cached for a year;
 * index.html never, so a deploy is picked up at once. `.map` files are not served.
 */
export async function registerWebStatic(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(`${webRoot}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Source maps stay on disk for stack traces but are never served: they publish the sources.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) throw new AppError('NOT_FOUND', 'Route not found');
    // A missing file (anything with an extension) is a real 404, not a client route.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!hasWeb || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) throw new AppError('NOT_FOUND', 'Not found');
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
