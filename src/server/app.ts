import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Writer } from './ai/writer';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createIntegrations, type Integrations } from './integrations';
import { createMailer, type Mailer } from './integrations/mailer';
import type { RedisClient } from './integrations/redis';
import { systemClock, type Clock } from './lib/clock';
import { REDACT_PATHS, redactPersonalData, redactText, redactUrl, serializeError } from './lib/log-redaction';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { brandVoicesRoutes } from './modules/brand-voices/brand-voices.routes';
import { voiceSamplesRoutes } from './modules/brand-voices/samples.routes';
import { checkoutRoutes } from './modules/billing/checkout.routes';
import { autoTopUpRoutes } from './modules/billing/auto-top-up.routes';
import { pricingRoutes } from './modules/billing/pricing.routes';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import { postsRoutes } from './modules/posts/posts.routes';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes';
import { writerRoutes } from './modules/writer/writer.routes';
import { appleAuthRoutes } from './modules/accounts/apple-auth.routes';
import { googleAuthRoutes } from './modules/accounts/google-auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { gdprRoutes } from './modules/gdpr/gdpr.routes';
import { healthRoutes } from './modules/health/health.routes';
import { linkedinRoutes } from './modules/linkedin/linkedin.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { registerAuthenticate } from './plugins/authenticate';
import { registerCrossSiteGuard } from './plugins/cross-site-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerInputGuard } from './plugins/input-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { answerFrameworkError } from './plugins/framework-errors';
import { registerRouteList } from './plugins/route-list';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebStatic } from './plugins/web-static';
import { createServices } from './services';
import { SESSION_COOKIE } from '@shared/constants';
import { APP_VERSION } from './version';

export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  redis?: RedisClient;
  /** Overrides the writer the environment names (tests). */
  writer?: Writer;
  /** Third-party clients; tests hand in ones pointed at local fake servers. */
  integrations?: Partial<Integrations>;
  /** Folder of the built web app (dist/web); absent in API-only tests. */
  webRoot?: string;
  /** A pino destination for tests that assert on log lines. */
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole HTTP application without listening: tests use `inject`, main.ts listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const logger: FastifyServerOptions['logger'] = {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      err: serializeError,
    },
    formatters: { log: (object) => redactPersonalData(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };
  const app = Fastify({
    logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // One sampled line per request instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A malformed URL or a too-long path parameter answers `{ message, code }` like every other error.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? systemClock;
  const mailer =
    deps.mailer ?? createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: `${env.DATA_DIR}/outbox` });
  const integrations: Integrations = { ...createIntegrations(env, clock), ...deps.integrations };
  app.decorate('integrations', integrations);
  app.decorate(
    'services',
    createServices({
      env,
      database: deps.database,
      clock,
      mailer,
      redis: deps.redis,
      writer: deps.writer,
      stripe: integrations.stripe,
      linkedin: integrations.linkedin,
      log: app.log,
      version: APP_VERSION,
      startedAt: Date.now(),
    }),
  );
  // Reset e-mails are sent in the background; let them finish before the process ends.
  app.addHook('onClose', async () => app.services.passwordReset.drain());
  app.addHook('onClose', async () => app.services.signInLinks.drain());
  // Refund retries end with the process; the sweep of any process refunds what they leave (decision 057).
  app.addHook('onClose', async () => app.services.credits.stopRefundRetries());
  const secureCookies = env.APP_URL.startsWith('https://');
  app.decorate('appConfig', { secureCookies, sessionCookie: SESSION_COOKIE, appUrl: env.APP_URL });

  registerErrorHandler(app);
  registerRequestLog(app, { sampleRate: env.REQUEST_LOG_SAMPLE_RATE });
  registerSecurityHeaders(app, { appUrl: env.APP_URL, analyticsOrigin: app.services.analytics.allowedOrigin() });
  registerCrossSiteGuard(app, env.APP_URL);
  registerInputGuard(app);
  await app.register(cookie);
  await registerRateLimit(app, deps.redis);
  registerAuthenticate(app, { secureCookies, services: app.services });
  registerMetrics(app, { token: env.METRICS_TOKEN, database: deps.database, services: app.services });

  registerRouteList(app);
  registerOpenApi(app, { version: APP_VERSION, appUrl: env.APP_URL });
  await app.register(
    async (api) => {
      // Each routes plugin is typed with the services it uses (RouteServices); it gets them here, never app.services.
      const routes = { services: app.services };
      await api.register(healthRoutes, routes);
      await api.register(contactRoutes, routes);
      await api.register(accountsRoutes, routes);
      await api.register(googleAuthRoutes, routes);
      await api.register(appleAuthRoutes, routes);
      await api.register(creditsRoutes, routes);
      await api.register(gdprRoutes, routes);
      await api.register(statsRoutes, routes);
      await api.register(brandVoicesRoutes, routes);
      await api.register(voiceSamplesRoutes, routes);
      await api.register(postsRoutes, routes);
      await api.register(schedulingRoutes, routes);
      await api.register(writerRoutes, routes);
      await api.register(pricingRoutes, routes);
      await api.register(checkoutRoutes, routes);
      await api.register(autoTopUpRoutes, routes);
      await api.register(stripeWebhookRoutes, routes);
      await api.register(analyticsRoutes, routes);
      await api.register(linkedinRoutes, routes);
      await api.register(mediaRoutes, routes);
      await api.register(adminRoutes, routes);
    },
    { prefix: '/api' },
  );

  // API answers carry personal data: no browser or proxy may keep a copy unless a route says otherwise
  // (a route's own cache-control, set later, replaces this one).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  await registerWebStatic(app, deps.webRoot);
  return app;
}
