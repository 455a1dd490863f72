import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createMailer, type Mailer } from './integrations/mailer';
import { systemClock, type Clock } from './lib/clock';
import { REDACT_PATHS, redactUrl } from './lib/log-redaction';
import { contactRoutes } from './modules/contact/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerCrossSiteGuard } from './plugins/cross-site-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebStatic } from './plugins/web-static';
import { createServices } from './services';
import { APP_VERSION } from './version';

export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  redis?: Redis;
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
    },
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };
  const app = Fastify({
    logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = deps.mailer ?? createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: `${env.DATA_DIR}/outbox` });
  app.decorate(
    'services',
    createServices({ env, database: deps.database, clock: deps.clock ?? systemClock, mailer, version: APP_VERSION, startedAt: Date.now() }),
  );

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { appUrl: env.APP_URL, analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL });
  registerCrossSiteGuard(app, env.APP_URL);
  await app.register(cookie);
  await registerRateLimit(app, deps.redis);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contactRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebStatic(app, deps.webRoot);
  return app;
}
