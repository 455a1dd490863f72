import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP: scripts only from our own origin (no inline script anywhere;
 * the theme is set by /theme-init.js), plus the analytics host when analytics
 * is configured (its script, and the events it sends). Inline styles are
 * allowed because Radix positions popovers with style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { appUrl: string; analyticsOrigin?: string }): Promise<void> {
  const isHttps = options.appUrl.startsWith('https://');
  const { analyticsOrigin } = options;
  const scriptSrc = ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])];
  const connectSrc = ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])];
  await app.register(helmet, {
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
}
