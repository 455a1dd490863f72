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
import { createAppleSignInService } from './modules/accounts/apple-sign-in.service';
import { createGoogleSignInService } from './modules/accounts/google-sign-in.service';
import { createPasswordResetService } from './modules/accounts/password-reset.service';
import { createEmailChangeService } from './modules/accounts/email-change.service';
import { createPasswordRecheck, PASSWORD_RECHECK_WINDOW_MS } from './modules/accounts/password-recheck';
import { createBrandVoicesService } from './modules/brand-voices/brand-voices.service';
import { createVoiceSamplesService } from './modules/brand-voices/samples.service';
import { createContactService } from './modules/contact/contact.service';
import { createCatalogueService } from './modules/billing/catalogue.service';
import { createBillingStatusService } from './modules/billing/billing-status.service';
import { createCheckoutService } from './modules/billing/checkout.service';
import { createAutoTopUpService, type AutoTopUpService } from './modules/billing/auto-top-up.service';
import { createBillingHistoryService } from './modules/billing/billing-history.service';
import { createTopUpQueue } from './jobs/auto-top-up.job';
import { createEmailTokens } from './modules/accounts/email-tokens';
import { createEmailVerificationService } from './modules/accounts/email-verification.service';
import { createSignInLinkService } from './modules/accounts/sign-in-link.service';
import { createDiscountReservations } from './modules/billing/discount-reservations';
import { createDiscountCodesService } from './modules/billing/discount-codes.service';
import { createPackFulfilmentService } from './modules/billing/pack-fulfilment.service';
import { createStripeWebhookService } from './modules/billing/stripe-webhook.service';
import { createSubscriptionFulfilmentService } from './modules/billing/subscription-fulfilment.service';
import { createCreditsService } from './modules/credits/credits.service';
import { createGdprService } from './modules/gdpr/gdpr.service';
import { createHealthService } from './modules/health/health.service';
import { createLinkedInAuthorizationService } from './modules/linkedin/linkedin-authorization.service';
import { createLinkedInConnectionService } from './modules/linkedin/linkedin-connection.service';
import { createLinkedInPagesService } from './modules/linkedin/linkedin-pages.service';
import { createLinkedInPublishService } from './modules/linkedin/linkedin-publish.service';
import { createLinkedInSecrets } from './modules/linkedin/linkedin-secrets';
import { createScheduledPublishService } from './modules/linkedin/scheduled-publish.service';
import { createPublicationMail } from './modules/linkedin/publication-mail';
import { createLinkedInTokensService } from './modules/linkedin/linkedin-tokens.service';
import { createPublicationStore } from './modules/scheduling/publication-store';
import { createSchedulingService } from './modules/scheduling/scheduling.service';
import { withPublications } from './modules/scheduling/with-publications';
import { createJobEngine } from './jobs/job-engine';
import { createPublishQueue } from './jobs/publish-post.job';
import { createAnalysisService } from './modules/posts/analysis.service';
import { createGenerationService } from './modules/posts/generation.service';
import { createImproveService } from './modules/posts/improve.service';
import { createPostsService } from './modules/posts/posts.service';
import { createMediaServices } from './modules/media/create-media-services';
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

/** Wires every domain service once; app.ts hands each routes plugin the ones it uses (`RouteServices`). */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database;
  const { clock, env } = deps;
  const counter = (name: string, windowMs: number): AttemptCounter =>
    deps.redis
      ? createRedisAttemptCounter({ redis: deps.redis, windowMs, prefix: `postwright:${name}:` })
      : createPgAttemptCounter({ db, clock, windowMs, prefix: `${name}:` });

  const systemLogs = createSystemLogsService(db);
  const catalogue = createCatalogueService({ db, prepared: deps.database.prepared, clock });
  const sessions = createSessionsService({ db, prepared: deps.database.prepared, clock });
  // A spend under the low line reserves an automatic purchase in its own transaction (decision 093).
  const credits = createCreditsService({
    db,
    clock,
    catalogue,
    maxRunMs: env.CREDIT_RUN_MAX_MS,
    lowBalance: async (tx, userId) => void (await autoTopUp.reserve(tx, userId)),
  });
  const emailTokens = createEmailTokens({ db, clock });
  const verifyCurrentPassword = createPasswordRecheck(counter('password-rechecks', PASSWORD_RECHECK_WINDOW_MS));
  const signInLinks = createSignInLinkService({
    db,
    clock,
    mailer: deps.mailer,
    appUrl: env.APP_URL,
    tokens: emailTokens,
    systemLogs,
    sends: counter('sign-in-links', HOUR),
    accounts: () => accounts,
  });
  const accounts = createAccountsService({
    db,
    clock,
    sessions,
    credits,
    adminEmails: env.ADMIN_EMAILS,
    loginFailures: counter('login-failures', LOGIN_FAILURE_WINDOW_MS),
    verifyCurrentPassword,
    sendSignInLink: signInLinks.send,
  });
  const writer = withFailureLog(
    deps.writer ??
      createWriter({
        config: env,
        db,
        clock,
        maxRetries: env.AI_MAX_RETRIES,
        logger: {
          error: (details, message) =>
            void systemLogs
              .record({ level: 'error', source: 'openai', message, metadata: details })
              .catch(() => undefined),
        },
      }),
    ({ operation, reason, message, userId }) =>
      systemLogs.record({
        level: 'error',
        source: 'openai',
        message: `AI request failed (${operation}): ${reason}`,
        metadata: { detail: message.slice(0, 500) },
        userId,
      }),
  );
  const brandVoices = createBrandVoicesService({ db, clock, writer, fallbackWriter: createOfflineWriter(), credits });
  const posts = createPostsService({ db, prepared: deps.database.prepared, clock });
  const voiceSamples = createVoiceSamplesService({ db, prepared: deps.database.prepared, clock, brandVoices, posts });
  const mediaServices = createMediaServices({ env, db, clock, credits, catalogue, posts, systemLogs, counter });
  const discountCodes = createDiscountCodesService({ db, clock, catalogue });
  const discountReservations = createDiscountReservations({ db, clock });
  const billing = {
    db,
    clock,
    stripe: deps.stripe ?? null,
    systemLogs,
    catalogue,
    credits,
    discountCodes,
    discountReservations,
  };
  const autoTopUp: AutoTopUpService = createAutoTopUpService({
    ...billing,
    mailer: deps.mailer,
    appUrl: env.APP_URL,
    queue: createTopUpQueue(createJobEngine(deps.database)),
    checkout: () => checkout,
  });
  const stripeWebhooks = createStripeWebhookService({
    ...billing,
    autoTopUp,
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
    box: env.APP_SECRET
      ? createSecretBox({
          secret: env.APP_SECRET,
          previousSecrets: env.APP_SECRET_PREVIOUS ? [env.APP_SECRET_PREVIOUS] : [],
        })
      : null,
    appWide: { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET, defaultRedirectUri },
    systemLogs,
  });
  const linkedinConnection = createLinkedInConnectionService({
    db,
    clock,
    linkedin,
    secrets: linkedinSecrets,
    systemLogs,
    defaultRedirectUri,
    organizationScopes: env.LINKEDIN_ORGANIZATION_SCOPES,
  });
  const linkedinPages = createLinkedInPagesService({
    db,
    clock,
    linkedin,
    systemLogs,
    connection: linkedinConnection,
  });
  // Scheduling (issue #23): jobs are sent through a pg-boss that is never started here; workers start it (jobs/workers.ts).
  const publishQueue = createPublishQueue(createJobEngine(deps.database));
  const publicationStore = createPublicationStore({ db, clock, queue: publishQueue });
  const scheduling = createSchedulingService({
    db,
    clock,
    posts,
    queue: publishQueue,
    canPublish: (user) => linkedinConnection.view(user).canPublish,
  });
  const publicationMail = createPublicationMail({ db, mailer: deps.mailer, appUrl: env.APP_URL, systemLogs });
  const scheduledPublish = createScheduledPublishService({
    db,
    clock,
    linkedin,
    connection: linkedinConnection,
    store: publicationStore,
    systemLogs,
    retryBaseMs: env.PUBLISH_RETRY_BASE_MS,
    attachmentOf: mediaServices.publishAttachmentOf,
    mail: publicationMail,
  });
  const gdpr = createGdprService({
    db,
    clock,
    systemLogs,
    verifyCurrentPassword,
    endSubscriptionsOf: checkout.endSubscriptionsOf,
    media: mediaServices.media,
  });
  const adminReports = createAdminReportsService({
    db,
    clock,
    pricing: {
      table: buildPriceTable(env.AI_PRICES),
      fallback: [env.AI_PRICE_INPUT_PER_MTOK, env.AI_PRICE_OUTPUT_PER_MTOK],
    },
  });
  // What every paid AI request of the posts module runs on.
  const aiRun = { db, clock, writer, credits, catalogue, brandVoices };
  return {
    clock,
    systemLogs,
    writer,
    brandVoices,
    ...mediaServices,
    // Routes see each post with its publication; services keep the plain one.
    posts: withPublications(posts, scheduling.publicationsOf),
    scheduling,
    scheduledPublish,
    linkedinTokens: createLinkedInTokensService({
      db,
      clock,
      linkedin,
      secrets: linkedinSecrets,
      systemLogs,
      mail: publicationMail,
    }),
    generation: createGenerationService({ ...aiRun, samples: voiceSamples }),
    voiceSamples,
    analysis: createAnalysisService({ ...aiRun, posts, samples: voiceSamples }),
    improve: createImproveService({ ...aiRun, posts, publicationsOf: scheduling.publicationsOf }),
    catalogue,
    discountCodes,
    checkout,
    autoTopUp,
    billingHistory: createBillingHistoryService(billing),
    stripeWebhooks,
    billingStatus: createBillingStatusService({ ...billing, webhooks: stripeWebhooks }),
    sessions,
    credits,
    accounts,
    emailChange: createEmailChangeService({
      db,
      clock,
      mailer: deps.mailer,
      appUrl: env.APP_URL,
      sessions,
      verifyCurrentPassword,
    }),
    googleSignIn: createGoogleSignInService({ db, accounts, sessions, clock }),
    appleSignIn: createAppleSignInService({ db, accounts, clock }),
    signInLinks,
    emailVerification: createEmailVerificationService({
      db,
      clock,
      mailer: deps.mailer,
      appUrl: env.APP_URL,
      adminEmails: env.ADMIN_EMAILS,
      tokens: emailTokens,
      systemLogs,
      sends: counter('verification-emails', HOUR),
    }),
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
    analytics: createAnalyticsService({
      plausibleDomain: env.ANALYTICS_PLAUSIBLE_DOMAIN,
      scriptUrl: env.ANALYTICS_SCRIPT_URL,
    }),
    linkedinAuthorization: createLinkedInAuthorizationService({
      db,
      clock,
      linkedin,
      secrets: linkedinSecrets,
      systemLogs,
      organizationScopes: env.LINKEDIN_ORGANIZATION_SCOPES,
      pages: linkedinPages,
    }),
    linkedinConnection,
    linkedinPages,
    /** Ended windows of the PostgreSQL attempt counters (periodic purge). */
    purgeEndedAttemptWindows: () => purgeEndedAttemptWindows(db, clock.now()),
    linkedinPublish: createLinkedInPublishService({
      db,
      clock,
      linkedin,
      connection: linkedinConnection,
      posts,
      systemLogs,
      timeoutMs: env.LINKEDIN_TIMEOUT_MS,
      log: deps.log,
      attachmentOf: mediaServices.publishAttachmentOf,
    }),
    adminUsers: createAdminUsersService({ db, accounts, sessions, credits, gdpr, systemLogs }),
    adminReports,
    adminLogs: createAdminLogsService({ db, clock }),
    adminAlerts: createAdminAlertsService({ db, clock, reports: adminReports }),
    adminBilling: createAdminBillingService({ catalogue, discountCodes, systemLogs }),
  };
}
export type Services = ReturnType<typeof createServices>;
