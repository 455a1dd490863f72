import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict CSP: scripts only from our own origin (no inline script anywhere;
 * the theme is set by /before-paint.js), plus the analytics host when analytics
 * is configured (its script, and the events it sends). Inline styles are
 * allowed because Radix positions popovers with style attributes.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { appUrl: string; analyticsOrigin?: string },
): void {
  const isHttps = options.appUrl.startsWith('https://');
  const { analyticsOrigin } = options;
  const scriptSrc = ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])];
  const connectSrc = ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])];
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The LinkedIn connect popup reports back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });
  // Every answer (API, web app, static files, errors, 404s) carries them.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets for these options, worked out once (decision 078):
 * they depend on nothing in the request, and running helmet's middleware on
 * every request rebuilt the same strings (a tenth of a busy process's time).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
