// Enumerations, limits and default prices of the specification
// (customer-area §3/§9, money-and-admin §9) and ../shared/DECISIONS.md.
// Shared by server and web: keep this file free of imports except zod-free TS.

export const APP_NAME = 'Postwright';

export const GOALS = ['networking', 'thought-leadership', 'business-growth', 'career-development'] as const;
export type Goal = (typeof GOALS)[number];

export const TARGET_AUDIENCES = [
  'entrepreneurs',
  'professionals',
  'students',
  'executives',
  'creators',
  'mixed',
] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

export const MOODS = ['professional', 'friendly', 'confident', 'inspiring', 'casual', 'analytical'] as const;
export type Mood = (typeof MOODS)[number];
export const DEFAULT_MOOD: Mood = 'professional';

export const SIMPLE_WIZARD_CATEGORIES = [
  'General',
  'Professional',
  'Personal',
  'LinkedIn',
  'Blog',
  'Marketing',
  'Customer Support',
  'Social Media',
] as const;

export const EXTENDED_WIZARD_CATEGORIES = [
  'General',
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Marketing',
  'Design',
  'Business',
  'Consulting',
  'Non-profit',
] as const;

export const PLATFORMS = ['linkedin', 'instagram', 'facebook'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const POST_LENGTHS = ['short', 'medium', 'long'] as const;
export type PostLength = (typeof POST_LENGTHS)[number];
export const DEFAULT_POST_LENGTH: PostLength = 'medium';

/** Hard character limits per platform (DECISIONS.md, Posts and generation). */
export const PLATFORM_CHAR_LIMITS: Record<Platform, number> = {
  linkedin: 3000,
  instagram: 2200,
  facebook: 2000,
};

/** LinkedIn cuts the feed preview here and shows "…see more". */
export const LINKEDIN_SEE_MORE_AT = 210;

/** Character targets per length: [min, max]. LinkedIn targets come from DECISIONS.md. */
export const LENGTH_TARGETS: Record<Platform, Record<PostLength, readonly [number, number]>> = {
  linkedin: { short: [150, 600], medium: [600, 1300], long: [1300, 2800] },
  instagram: { short: [100, 500], medium: [500, 1200], long: [1200, 2100] },
  facebook: { short: [100, 500], medium: [500, 1100], long: [1100, 1900] },
};

export const VERSIONS = [1, 2, 3] as const;
export const MAX_VERSIONS = 3;

export const TIERS = ['free', 'starter', 'pro', 'business'] as const;
export type Tier = (typeof TIERS)[number];
export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free',
  starter: 'Starter',
  pro: 'Pro',
  business: 'Business+',
};

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Five fixed style pairs of the simple wizard (DECISIONS.md, Brand voices). */
export const FIXED_STYLE_PAIR_IDS = ['opening', 'structure', 'tone', 'engagement', 'length'] as const;
/** Ids of the six fallback A/B questions. */
export const FALLBACK_QUESTION_IDS = [
  'opening',
  'tone',
  'structure',
  'engagement',
  'expertise',
  'personality',
] as const;

export const SLIDER_DEFAULTS = { formality: 50, personalSharing: 30, confidence: 60 } as const;
export const BRAND_VOICE_NAME_MAX = 100;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const STARTING_CREDITS = 15;
export const FREE_MONTHLY_CREDITS = 15;
export const LOW_CREDIT_THRESHOLD = 5;
export const AB_QUESTIONS_COST = 2;
export const AB_QUESTIONS_COUNT = 6;

export const FEATURES = ['post_generation', 'prompt_enhancement', 'brand_voice_analysis', 'image_generation'] as const;
export type Feature = (typeof FEATURES)[number];
/** Admin-editable feature costs; these are the defaults (DECISIONS.md, Credits). */
export const DEFAULT_FEATURE_COSTS: Record<Feature, number> = {
  post_generation: 1,
  prompt_enhancement: 0,
  brand_voice_analysis: 1,
  image_generation: 4,
};

export const PLAN_KEYS = ['starter', 'pro', 'business'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const PACK_KEYS = ['small', 'medium', 'large'] as const;
export type PackKey = (typeof PACK_KEYS)[number];

// Default prices, credits and card texts of plans and packs: src/shared/catalogue.ts.
export const CURRENCY = 'eur';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const HISTORY_PAGE_SIZE = 10;
/**
 * A filtered history counts its matches up to this many; beyond it the total
 * reads "1,000+ posts" and the pages stop there (decision 048). The unfiltered
 * total is always exact.
 */
export const HISTORY_COUNT_CAP = 1000;
export const HISTORY_PERIODS = ['today', 'week', 'month'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
/** Day counts of the history time filter (customer-area §5). */
export const HISTORY_PERIOD_DAYS: Record<HistoryPeriod, number> = { today: 0, week: 7, month: 30 };

export const LOG_LEVELS = ['error', 'warning', 'info'] as const;
export const LOG_SOURCES = ['openai', 'stripe', 'linkedin', 'system'] as const;
export const LOG_PAGE_SIZE = 50;

export const POLL_INTERVAL_MS = 30_000;
export const TOAST_DURATION_MS = 5000;
export const LOGIN_REDIRECT_DELAY_MS = 100;
export const COOKIE_RESET_RELOAD_DELAY_MS = 1000;

export const CONSENT_STORAGE_KEY = 'postwright-cookie-consent';
export const CONSENT_DATE_STORAGE_KEY = 'postwright-cookie-consent-date';
export const THEME_STORAGE_KEY = 'postwright-theme';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'pw_session';
/**
 * A non-secret marker beside the session cookie (decision 127): readable by the page's scripts, it says a session
 * may exist, so a signed-out visitor's page never calls GET /api/auth/me (whose 401 the browser logs as an error).
 */
export const SIGNED_IN_MARKER_COOKIE = 'pw_signed_in';
/** How long a fresh Google sign-in stands in for the password of a Google-only account (decision 060). */
export const GOOGLE_REAUTH_MAX_AGE_MS = 10 * 60 * 1000;

export const CONTACT_LIMIT_PER_HOUR = 5;

export const SUPPORT = {
  email: 'support@postwright.app',
  phone: '+32 2 808 42 17',
  location: 'Brussels, Belgium',
  linkedinUrl: 'https://www.linkedin.com/company/postwright',
} as const;
