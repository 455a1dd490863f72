import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SIGNED_IN_MARKER_COOKIE } from '@shared/constants';
import { AppError } from '../errors';
import { allowedMethods } from './framework-errors';

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
 *
 * `/` is the prerendered landing page (`landing.html`, decision 077) for a
 * browser without a session cookie, which can only be signed out; with one it
 * is the app shell, as before (a signed-in visitor gets the dashboard there).
 * Both answers carry `Vary: Cookie`. `landing.html` has no URL of its own.
 *
 * Every other screen of `first-screens.json` (written by scripts/build.mjs,
 * decisions 080, 081) gets its copy of index.html that lists its first screen's
 * files: the screen itself with a session cookie, the sign-in screen without
 * one. Those copies have no URL of their own either.
 */
type FirstScreenPages = Record<string, { signedIn?: string; signedOut: string }>;

function readFirstScreens(webRoot: string): FirstScreenPages {
  const file = join(webRoot, 'first-screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreenPages) : {};
}

/**
 * The page's marker cookie follows the session cookie (decision 127): a page's scripts call GET /api/auth/me only
 * when the marker is there. A session made before the marker existed gets one here (for the browser session; sign-in
 * gives it the session's lifetime), and a marker left without its session cookie is removed.
 */
function syncSessionMarker(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const hasSession = Boolean(request.cookies[SESSION_COOKIE]);
  const hasMarker = Boolean(request.cookies[SIGNED_IN_MARKER_COOKIE]);
  if (hasSession && !hasMarker) reply.setCookie(SIGNED_IN_MARKER_COOKIE, '1', { path: '/', sameSite: 'lax', secure });
  if (!hasSession && hasMarker) reply.clearCookie(SIGNED_IN_MARKER_COOKIE, { path: '/', sameSite: 'lax', secure });
}

export async function registerWebStatic(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(`${webRoot}/index.html`);
  const hasLanding = hasWeb && existsSync(`${webRoot}/landing.html`);
  // The pages chosen by the session cookie: `/` is one of them when the landing page was built.
  const cookiePages = hasWeb ? readFirstScreens(webRoot) : {};
  if (hasLanding) cookiePages['/'] = { signedIn: 'index.html', signedOut: 'landing.html' };
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
      // `/landing.html` is only ever sent as `/` (sendFile names it without the leading slash).
      allowedPath: (pathName) =>
        !pathName.endsWith('.map') && pathName !== '/landing.html' && !pathName.startsWith('/first-screens'),
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE_CACHE : 'no-cache');
        // A shared cache must keep one copy per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      // A known path with another method is a 405 that says which methods it takes (RFC 9110 §15.5.6).
      const allow = allowedMethods(app.registeredRoutes, path);
      if (allow.length === 0) throw new AppError('NOT_FOUND', 'Route not found');
      reply.header('allow', allow.join(', '));
      throw new AppError(
        'METHOD_NOT_ALLOWED',
        `${request.method} is not allowed here; this address takes ${allow.join(', ')}`,
      );
    }
    // A missing file (anything with an extension) is a real 404, not a client route.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!hasWeb || isFile || (request.method !== 'GET' && request.method !== 'HEAD'))
      throw new AppError('NOT_FOUND', 'Not found');
    syncSessionMarker(request, reply, app.appConfig.secureCookies);
    const pages = cookiePages[path.length > 1 ? path.replace(/\/+$/, '') : path];
    if (!pages) return reply.type('text/html').sendFile('index.html');
    const page = (request.cookies[SESSION_COOKIE] && pages.signedIn) || pages.signedOut;
    return reply.header('vary', 'accept-encoding, cookie').type('text/html').sendFile(page);
  });
}
