import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// The only module that reads process.env. Every variable is validated at start
// and every bad one is named in a single error, so a misconfigured deployment
// fails fast with a message that says what to fix.

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine((v) => v === undefined || isUrlWithProtocol(v, protocols), {
    message: `must be a URL (${protocols.join(', ')})`,
  });

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol.replace(':', ''));
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: optionalUrl(['http', 'https']),
    APP_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    // The secret before a rotation: stored LinkedIn secrets encrypted with it still decrypt (and are re-encrypted on use).
    APP_SECRET_PREVIOUS: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    DATA_DIR: z.string().default('./data'),
    // Media (issue #27) go to <DATA_DIR>/media unless S3-compatible storage is configured: all four of
    // S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (path-style addressing, any S3 server).
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    // Fastify's trustProxy: the proxies' addresses/CIDRs, comma-separated, or proxy-addr's names (loopback,
    // linklocal, uniquelocal). Never blanket trust: with it any client could forge X-Forwarded-For and escape
    // the per-IP limits. No hop count either: Fastify 5 fails closed on numbers (it cannot check the peer),
    // which would silently put every user behind the proxy's one address.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): string | false => {
        const value = (v ?? '').trim();
        if (value === '' || value === 'false' || value === '0') return false;
        const parts = value.split(',').map((part) => part.trim());
        const trusted = (part: string) =>
          TRUST_PROXY_NAMES.has(part) || (/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part) && !/^\d+$/.test(part));
        if (parts.every(trusted)) return value;
        ctx.addIssue({
          code: 'custom',
          message:
            value === 'true'
              ? 'true would trust any client’s X-Forwarded-For; give the proxies’ addresses (e.g. loopback or 10.0.0.5)'
              : /^\d+$/.test(value)
                ? 'a hop count is not trusted by Fastify; give the proxies’ addresses (e.g. loopback for a proxy on this machine)'
                : 'must be the proxies’ addresses, comma-separated, or loopback / linklocal / uniquelocal',
        });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Share of successful, fast requests that get a log line (failures and slow ones always do); default 0.05 in production, else 1.
    REQUEST_LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),

    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().default('Postwright <no-reply@postwright.app>'),
    SUPPORT_EMAIL: z.email().default('support@postwright.app'),

    AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'google']).optional(),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl(['http', 'https']),
    // Anthropic and Google, through the AI SDK's own providers (decision 074). The base URLs are for tests and proxies:
    // Anthropic's API root with its version (default https://api.anthropic.com/v1), the Gemini API root (default
    // https://generativelanguage.googleapis.com/v1beta; no longer its /openai compatibility endpoint).
    ANTHROPIC_API_KEY: optionalString,
    ANTHROPIC_BASE_URL: optionalUrl(['http', 'https']),
    GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
    GOOGLE_AI_BASE_URL: optionalUrl(['http', 'https']),
    // Defaults per provider: gpt-4o-mini, claude-haiku-4-5, gemini-2.5-flash.
    AI_MODEL: optionalString,
    // Idle timeout: a call is given up when nothing has arrived for this long (a stream that keeps sending runs on).
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_000).default(2000),
    // The Offline writer streams at a reading pace, like a model (the streamed route only; JSON answers never wait); 0 streams at once.
    OFFLINE_WRITER_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(25),
    // A paid AI run still pending after this long is refunded by the sweep (decision 057): longer than any run can last
    // (default: 15 minutes, or twice every attempt of a model call at its timeout when that is longer).
    CREDIT_RUN_MAX_MS: z.coerce.number().int().min(1000).max(86_400_000).optional(),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    // AI pictures (issue #27): the provider's image model (defaults: gpt-image-1, imagen-4.0-generate-001), and how
    // many one user may generate per hour, so one account cannot run up the provider's bill.
    AI_IMAGE_MODEL: optionalString,
    AI_IMAGES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(20),
    // JSON map model → [input, output] cents per million tokens; merged over the built-in table.
    AI_PRICES: optionalString.refine((v) => v === undefined || isJson(v), { message: 'must be JSON' }),
    // Price of a model missing from the table (cents per million tokens), so no provider is silently free in the admin's costs.
    AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).max(1_000_000).default(250),
    AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).max(1_000_000).default(1000),

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    // Another Stripe API host (the fake of `npm run stripe:local` and the tests); parsed into the SDK's host/port/protocol.
    STRIPE_API_URL: optionalUrl(['http', 'https']),

    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER_URL: optionalUrl(['http', 'https']),

    // Sign in with Apple (all four, or none): the Services ID, the team, and the Sign in with Apple key (its id and the
    // .p8 file's PEM text; `\n` may stand for its line breaks). APPLE_AUTH_URL replaces https://appleid.apple.com (tests).
    APPLE_CLIENT_ID: optionalString,
    APPLE_TEAM_ID: optionalString,
    APPLE_KEY_ID: optionalString,
    APPLE_PRIVATE_KEY: optionalString
      .transform((v) => v?.replace(/\\n/g, '\n'))
      .refine((v) => v === undefined || isEcP256PrivateKey(v), {
        message: 'must be the PEM text of the Sign in with Apple key (.p8, an EC P-256 private key)',
      }),
    APPLE_AUTH_URL: optionalUrl(['http', 'https']),

    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    // Base URLs (tests and proxies point them elsewhere); the defaults are LinkedIn's own.
    LINKEDIN_API_URL: optionalUrl(['http', 'https']),
    LINKEDIN_AUTH_URL: optionalUrl(['http', 'https']),
    // LinkedIn serves each monthly API version (YYYYMM) for about a year, then refuses it.
    LINKEDIN_API_VERSION: z
      .string()
      .trim()
      .regex(/^\d{6}(\.\d{2})?$/, { message: 'must be a LinkedIn API version such as 202610 (YYYYMM)' })
      .default('202610'),
    LINKEDIN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    // true only once the LinkedIn app has the Community Management API product: connecting then also asks for
    // r_organization_admin and w_organization_social (post as a company page the member administers; decision 123).
    // LinkedIn refuses the whole authorization when the app lacks a scope it asks for, hence a flag.
    LINKEDIN_ORGANIZATION_SCOPES: z
      .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),

    // Job workers (issue #23, decision 095): every app process runs them unless WORKERS=0 (a web-only process);
    // `npm run worker` runs a process with workers only. PUBLISH_CONCURRENCY posts are published side by side per process.
    WORKERS: z.enum(['0', '1']).default('1'),
    PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    // First retry delay of a scheduled post LinkedIn refused without Retry-After (doubles each attempt).
    PUBLISH_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),

    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),

    ANALYTICS_PLAUSIBLE_DOMAIN: optionalString,
    ANALYTICS_SCRIPT_URL: optionalUrl(['https', 'http']),

    // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, the endpoint does not exist.
    METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
  })
  .transform((raw) => ({
    ...raw,
    APP_URL: raw.APP_URL ?? `http://localhost:${raw.PORT}`,
    REQUEST_LOG_SAMPLE_RATE: raw.REQUEST_LOG_SAMPLE_RATE ?? (raw.NODE_ENV === 'production' ? 0.05 : 1),
    AI_PROVIDER: aiProvider(raw),
    AI_MODEL: raw.AI_MODEL ?? DEFAULT_MODELS[aiProvider(raw)],
    CREDIT_RUN_MAX_MS:
      raw.CREDIT_RUN_MAX_MS ?? Math.max(15 * 60 * 1000, 2 * raw.AI_TIMEOUT_MS * (raw.AI_MAX_RETRIES + 1)),
    LINKEDIN_AUTH_URL: (raw.LINKEDIN_AUTH_URL ?? 'https://www.linkedin.com/oauth/v2').replace(/\/+$/, ''),
    LINKEDIN_API_URL: (raw.LINKEDIN_API_URL ?? 'https://api.linkedin.com').replace(/\/+$/, ''),
  }));

const DEFAULT_MODELS = {
  offline: 'gpt-4o-mini',
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
} as const;

function aiProvider(raw: {
  AI_PROVIDER?: keyof typeof DEFAULT_MODELS;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
}): keyof typeof DEFAULT_MODELS {
  return raw.AI_PROVIDER ?? (raw.OPENAI_API_KEY || raw.OPENAI_BASE_URL ? 'openai' : 'offline');
}

function isEcP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // `PORT=` in a .env file means "not set", not "port 0".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET)
    problems.push('GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  const appleSet = [env.APPLE_CLIENT_ID, env.APPLE_TEAM_ID, env.APPLE_KEY_ID, env.APPLE_PRIVATE_KEY].filter(Boolean);
  if (appleSet.length > 0 && appleSet.length < 4)
    problems.push(
      'APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: set all four for Sign in with Apple, or none',
    );
  if (env.LINKEDIN_CLIENT_ID && !env.LINKEDIN_CLIENT_SECRET)
    problems.push('LINKEDIN_CLIENT_SECRET: required when LINKEDIN_CLIENT_ID is set');
  if (env.LINKEDIN_CLIENT_SECRET && !env.LINKEDIN_CLIENT_ID)
    problems.push('LINKEDIN_CLIENT_ID: required when LINKEDIN_CLIENT_SECRET is set');
  const s3Set = [env.S3_BUCKET, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (s3Set > 0 && s3Set < 4)
    problems.push(
      'S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set all four for S3 storage, or none',
    );
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL)
    problems.push('OPENAI_API_KEY: required when AI_PROVIDER is openai (or set OPENAI_BASE_URL for a local server)');
  if (env.AI_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY)
    problems.push('ANTHROPIC_API_KEY: required when AI_PROVIDER is anthropic');
  if (env.AI_PROVIDER === 'google' && !env.GOOGLE_GENERATIVE_AI_API_KEY)
    problems.push('GOOGLE_GENERATIVE_AI_API_KEY: required when AI_PROVIDER is google');
  if (env.NODE_ENV === 'production' && env.APP_URL.startsWith('https://') && !env.APP_SECRET)
    problems.push('APP_SECRET: required when APP_URL is https (a public deployment)');
  // Behind a proxy the server cannot know its public address: reset links, Secure cookies and HSTS need it said.
  if (!present.APP_URL && (present.NODE_ENV === 'production' || env.TRUST_PROXY !== false))
    problems.push(
      'APP_URL: required in production and behind a proxy: the public address, e.g. https://postwright.example.com',
    );
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}

/** Test and tool entry: a complete env from a few overrides. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    OFFLINE_WRITER_CHUNK_DELAY_MS: '0',
    ...overrides,
  });
}
