import { createWriter } from './ai/create-writer';
import { createOfflineWriter } from './ai/offline/offline-writer';
import { withFailureLog } from './ai/with-failure-log';
import type { Writer } from './ai/writer';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createSecretBox } from './integrations/crypto/secret-box';
import { createLinkedInClient, type LinkedInClient } from './integrations/linkedin/linkedin-client';
import type { Mailer } from './integrations/mailer';
import type { StripeGateway } from './integrations/stripe';
import type { RedisClient } from './integrations/redis';
import { createRedisAttemptCounter } from './integrations/redis-attempt-counter';
import type { AttemptCounter } from './lib/attempt-counter';
import { createPgAttemptCounter, purgeEndedAttemptWindows } from './db/pg-attempt-counter';
import type { Clock } from './lib/clock';
import { createAccountsService, LOGIN_FAILURE_WINDOW_MS } from './modules/accounts/accounts.service';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createGoogleSignInService } from './modules/accounts/google-sign-in.service';
import { createPasswordResetService } from './modules/accounts/password-reset.service';
import { createEmailChangeService } from './modules/accounts/email-change.service';
import { createPasswordRecheck, PASSWORD_RECHECK_WINDOW_MS } from './modules/accounts/password-recheck';
import { createBrandVoicesService } from './modules/brand-voices/brand-voices.service';
import { createContactService } from './modules/contact/contact.service';
import { createCatalogueService } from './modules/billing/catalogue.service';
import { createBillingStatusService } from './modules/billing/billing-status.service';
import { createCheckoutService } from './modules/billing/checkout.service';
import { createDiscountCodesService } from './modules/billing/discount-codes.service';
import { createPackFulfilmentService } from './modules/billing/pack-fulfilment.service';
import { createStripeWebhookService } from './modules/billing/stripe-webhook.service';
import { createSubscriptionFulfilmentService } from './modules/billing/subscription-fulfilment.service';
import { createCreditsService } from './modules/credits/credits.service';
import { createGdprService } from './modules/gdpr/gdpr.service';
import { createHealthService } from './modules/health/health.service';
import { createLinkedInAuthorizationService } from './modules/linkedin/linkedin-authorization.service';
import { createLinkedInConnectionService } from './modules/linkedin/linkedin-connection.service';
import { createLinkedInPublishService } from './modules/linkedin/linkedin-publish.service';
import { createLinkedInSecrets } from './modules/linkedin/linkedin-secrets';
import { createAnalysisService } from './modules/posts/analysis.service';
import { createGenerationService } from './modules/posts/generation.service';
import { createPostsService } from './modules/posts/posts.service';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createStatsService } from './modules/stats/stats.service';
import { createSystemLogsService } from './modules/system-logs/system-logs.service';
import { buildPriceTable } from './ai/llm/prices';
import { createAdminAlertsService } from './modules/admin/admin-alerts.service';
import { createAdminBillingService } from './modules/admin/admin-billing.service';
import { createAdminLogsService } from './modules/admin/admin-logs.service';
import { createAdminReportsService } from './modules/admin/admin-reports.service';
import { createAdminUsersService } from './modules/admin/admin-users.service';

export type ServiceDeps = {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  redis?: RedisClient;
  /** The writer; by default the one the environment names (Offline writer without AI configuration). */
  writer?: Writer;
  /** Stripe; absent or null when payments are not configured (and for command-line tools). */
  stripe?: StripeGateway | null;
  /** The LinkedIn client; by default the one the environment's base URLs name. */
  linkedin?: LinkedInClient;
  /** The process logger, for problems an operator must fix (a retired LinkedIn API version). */
  log?: { error: (details: Record<string, unknown>, message: string) => void };
  version: string;
  startedAt: number;
};

const HOUR = 60 * 60 * 1000;

/** Wires every domain service once; routes reach them through `app.services`. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database;
  const { clock, env } = deps;
  const counter = (name: string, windowMs: number): AttemptCounter =>
    deps.redis ? createRedisAttemptCounter({ redis: deps.redis, windowMs, prefix: `postwright:${name}:` }) : createPgAttemptCounter({ db, clock, windowMs, prefix: `${name}:` });

  const systemLogs = createSystemLogsService(db);
  const catalogue = createCatalogueService({ db, prepared: deps.database.prepared, clock });
  const sessions = createSessionsService({ db, prepared: deps.database.prepared, clock });
  const credits = createCreditsService({ db, clock, catalogue, maxRunMs: env.CREDIT_RUN_MAX_MS });
  const verifyCurrentPassword = createPasswordRecheck(counter('password-rechecks', PASSWORD_RECHECK_WINDOW_MS));
  const accounts = createAccountsService({
    db,
    clock,
    sessions,
    credits,
    adminEmails: env.ADMIN_EMAILS,
    loginFailures: counter('login-failures', LOGIN_FAILURE_WINDOW_MS),
    verifyCurrentPassword,
  });
  const writer = withFailureLog(
    deps.writer ??
      createWriter({
        config: env,
        db,
        clock,
        maxRetries: env.AI_MAX_RETRIES,
        logger: { error: (details, message) => void systemLogs.record({ level: 'error', source: 'openai', message, metadata: details }).catch(() => undefined) },
      }),
    ({ operation, reason, message, userId }) =>
      systemLogs.record({ level: 'error', source: 'openai', message: `AI request failed (${operation}): ${reason}`, metadata: { detail: message.slice(0, 500) }, userId }),
  );
  const brandVoices = createBrandVoicesService({ db, clock, writer, fallbackWriter: createOfflineWriter(), credits });
  const posts = createPostsService({ db, prepared: deps.database.prepared, clock });
  const discountCodes = createDiscountCodesService({ db, clock, catalogue });
  const billing = { db, clock, stripe: deps.stripe ?? null, systemLogs, catalogue, credits, discountCodes };
  const stripeWebhooks = createStripeWebhookService({
    ...billing,
    mailer: deps.mailer,
    appUrl: env.APP_URL,
    packs: createPackFulfilmentService(billing),
    plans: createSubscriptionFulfilmentService(billing),
  });
  const checkout = createCheckoutService({ ...billing, appUrl: env.APP_URL });
  const linkedin = deps.linkedin ?? createLinkedInClient(env);
  const defaultRedirectUri = `${env.APP_URL.replace(/\/$/, '')}/api/linkedin/callback`;
  const linkedinSecrets = createLinkedInSecrets({
    db,
    // Without APP_SECRET (API-only tools) nothing can be sealed, and LinkedIn answers 503.
    box: env.APP_SECRET ? createSecretBox({ secret: env.APP_SECRET, previousSecrets: env.APP_SECRET_PREVIOUS ? [env.APP_SECRET_PREVIOUS] : [] }) : null,
    appWide: { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET, defaultRedirectUri },
    systemLogs,
  });
  const linkedinConnection = createLinkedInConnectionService({ db, clock, linkedin, secrets: linkedinSecrets, systemLogs, defaultRedirectUri });
  const gdpr = createGdprService({ db, clock, systemLogs, verifyCurrentPassword, endSubscriptionsOf: checkout.endSubscriptionsOf });
  const adminReports = createAdminReportsService({
    db,
    clock,
    pricing: { table: buildPriceTable(env.AI_PRICES), fallback: [env.AI_PRICE_INPUT_PER_MTOK, env.AI_PRICE_OUTPUT_PER_MTOK] },
  });
  return {
    clock,
    systemLogs,
    writer,
    brandVoices,
    posts,
    generation: createGenerationService({ db, clock, writer, credits, catalogue, brandVoices }),
    analysis: createAnalysisService({ db, clock, writer, credits, catalogue, posts, brandVoices }),
    catalogue,
    discountCodes,
    checkout,
    stripeWebhooks,
    billingStatus: createBillingStatusService({ ...billing, webhooks: stripeWebhooks }),
    sessions,
    credits,
    accounts,
    emailChange: createEmailChangeService({ db, clock, mailer: deps.mailer, appUrl: env.APP_URL, sessions, verifyCurrentPassword }),
    googleSignIn: createGoogleSignInService({ db, accounts, sessions, clock }),
    passwordReset: createPasswordResetService({
      db,
      clock,
      mailer: deps.mailer,
      appUrl: env.APP_URL,
      sessions,
      systemLogs,
      resetRequests: counter('reset-requests', HOUR),
    }),
    gdpr,
    stats: createStatsService({ prepared: deps.database.prepared, clock }),
    health: createHealthService({ database: deps.database, version: deps.version, startedAt: deps.startedAt }),
    contact: createContactService({ db, mailer: deps.mailer, supportEmail: env.SUPPORT_EMAIL, systemLogs }),
    analytics: createAnalyticsService({ plausibleDomain: env.ANALYTICS_PLAUSIBLE_DOMAIN, scriptUrl: env.ANALYTICS_SCRIPT_URL }),
    linkedinAuthorization: createLinkedInAuthorizationService({ db, clock, linkedin, secrets: linkedinSecrets, systemLogs }),
    linkedinConnection,
    /** Ended windows of the PostgreSQL attempt counters (periodic purge). */
    purgeEndedAttemptWindows: () => purgeEndedAttemptWindows(db, clock.now()),
    linkedinPublish: createLinkedInPublishService({ db, clock, linkedin, connection: linkedinConnection, posts, systemLogs, timeoutMs: env.LINKEDIN_TIMEOUT_MS, log: deps.log }),
    adminUsers: createAdminUsersService({ db, clock, sessions, credits, gdpr, systemLogs }),
    adminReports,
    adminLogs: createAdminLogsService({ db, clock }),
    adminAlerts: createAdminAlertsService({ db, clock, reports: adminReports }),
    adminBilling: createAdminBillingService({ catalogue, discountCodes, systemLogs }),
  };
}
export type Services = ReturnType<typeof createServices>;
