import { PLATFORM_CHAR_LIMITS } from '../constants';
import { z } from './common';
import { timestampSchema } from './posts';
import { MEMBER_TARGET } from './publication';

// LinkedIn connection and publishing (customer-area §2 LinkedIn Integration,
// §4 connection states, §5 credentials, §7 the /api/linkedin/* calls, §8
// texts; DECISIONS.md "LinkedIn"; issue #10).

/** Full permissions: sign in and post as the member. */
export const LINKEDIN_FULL_SCOPES = ['openid', 'profile', 'email', 'w_member_social'] as const;
/** Limited Permissions: sign-in only, no posting. */
export const LINKEDIN_LIMITED_SCOPES = ['openid', 'profile', 'email'] as const;
export const LINKEDIN_POSTING_SCOPE = 'w_member_social';
/**
 * Company pages (Community Management API): read the pages the member administers, post as them. Asked for only
 * when the operator sets LINKEDIN_ORGANIZATION_SCOPES=true, since LinkedIn refuses the whole authorization when an
 * app lacks a scope it asks for (decision 123).
 */
export const LINKEDIN_ORGANIZATION_SCOPES = ['r_organization_admin', 'w_organization_social'] as const;
export const LINKEDIN_PAGES_SCOPE = 'r_organization_admin';
export const LINKEDIN_PAGE_POSTING_SCOPE = 'w_organization_social';
export const LINKEDIN_CALLBACK_PATH = '/api/linkedin/callback';
/** From this many days before the token expires, the UI asks to reconnect. */
export const LINKEDIN_RECONNECT_WARNING_DAYS = 7;
export const LINKEDIN_MAX_CHARS = PLATFORM_CHAR_LIMITS.linkedin;

/** An expired token counts as disconnected; `expiring` is connected, inside the warning window. */
export const LINKEDIN_STATUSES = ['not_connected', 'connected', 'expiring', 'expired'] as const;
export type LinkedInStatus = (typeof LINKEDIN_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function linkedinStatusOf({
  hasToken,
  expiresAt,
  now,
}: {
  hasToken: boolean;
  expiresAt: Date | null;
  now: Date;
}): LinkedInStatus {
  if (!hasToken) return 'not_connected';
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) return 'expired';
  return expiresAt.getTime() - now.getTime() <= LINKEDIN_RECONNECT_WARNING_DAYS * DAY_MS ? 'expiring' : 'connected';
}

export const isLinkedInConnected = (status: LinkedInStatus) => status === 'connected' || status === 'expiring';

/** Where a published post can be seen. */
export function linkedinPostUrl(urn: string): string {
  return `https://www.linkedin.com/feed/update/${encodeURIComponent(urn).replaceAll('%3A', ':')}/`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** POST /api/linkedin/credentials: a user's own LinkedIn app (customer-area §5: all three required, the URI a URL). */
export const linkedinCredentialsSchema = z.object({
  clientId: z
    .string('Client ID is required')
    .trim()
    .min(1, 'Client ID is required')
    .max(100, 'Client ID must be at most 100 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Client ID may contain only letters, digits, - and _'),
  clientSecret: z
    .string('Client Secret is required')
    .trim()
    .min(1, 'Client Secret is required')
    .max(200, 'Client Secret must be at most 200 characters'),
  redirectUri: z
    .string('Redirect URI is required')
    .trim()
    .min(1, 'Redirect URI is required')
    .max(500, 'Redirect URI must be at most 500 characters')
    .refine(isHttpUrl, 'Redirect URI must be a valid URL')
    // LinkedIn sends the member back there with the code: only our callback can take it.
    .refine(
      (v) => !isHttpUrl(v) || new URL(v).pathname.replace(/\/+$/, '') === LINKEDIN_CALLBACK_PATH,
      `Redirect URI must end with ${LINKEDIN_CALLBACK_PATH}`,
    ),
});
export type LinkedInCredentialsInput = z.input<typeof linkedinCredentialsSchema>;
export type LinkedInCredentials = z.output<typeof linkedinCredentialsSchema>;

const queryFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''], 'Use true or false')
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

/** GET /api/linkedin/auth?limited=true: Limited Permissions; popup=false: a full-page redirect (popups blocked). */
export const linkedinAuthQuerySchema = z.object({ limited: queryFlag(false), popup: queryFlag(true) });
export const linkedinAuthResponseSchema = z.object({ authUrl: z.string() });
export type LinkedInAuthResponse = z.infer<typeof linkedinAuthResponseSchema>;

export const linkedinCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const linkedinSettingsSchema = z.object({
  directPostingEnabled: z.boolean('Direct posting enabled must be true or false'),
});
export type LinkedInSettingsInput = z.input<typeof linkedinSettingsSchema>;

/** A LinkedIn company page the member administers, as stored in users.linkedinCompanyPages. */
export const linkedinCompanyPageSchema = z.object({
  urn: z.string().regex(/^urn:li:organization:\d+$/),
  name: z.string(),
  vanityName: z.string().optional(),
  logoUrl: z.string().optional(),
});
export type LinkedInCompanyPage = z.infer<typeof linkedinCompanyPageSchema>;

/** The stored jsonb read back; anything unreadable counts as no pages. */
export function companyPagesOf(stored: unknown): LinkedInCompanyPage[] {
  const parsed = z.array(linkedinCompanyPageSchema).safeParse(stored ?? []);
  return parsed.success ? parsed.data : [];
}

/** A target the user may publish to: their own profile, or one of their stored pages. */
export const isKnownTarget = (pages: readonly LinkedInCompanyPage[], target: string) =>
  target === MEMBER_TARGET || pages.some((page) => page.urn === target);

/** Where a post goes when none is chosen: the stored default while it is still one of the pages, else the member. */
export const defaultTargetOf = (pages: readonly LinkedInCompanyPage[], selected: string | null | undefined): string =>
  selected && isKnownTarget(pages, selected) ? selected : MEMBER_TARGET;

/** PUT /api/linkedin/target: the default target ("member" or a page's URN). */
export const linkedinTargetSchema = z.object({
  target: z.string('Target is required').trim().min(1, 'Target is required').max(200, 'Target is invalid'),
});
export type LinkedInTargetInput = z.input<typeof linkedinTargetSchema>;

/** GET /api/linkedin/status: the profile panel's view (no token, no secret). */
export const linkedinStatusSchema = z.object({
  status: z.enum(LINKEDIN_STATUSES),
  /** The token carries the posting scope (not a Limited Permissions connection). */
  canPublish: z.boolean(),
  scopes: z.array(z.string()),
  memberName: z.string().nullable(),
  /** A data: URL (copied from LinkedIn at connect time), or null. */
  memberPicture: z.string().nullable(),
  connectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  directPostingEnabled: z.boolean(),
  /** Postwright has an app-wide LinkedIn app configured. */
  appCredentials: z.boolean(),
  /** The user's own LinkedIn app, if stored (never its secret). */
  ownCredentials: z.object({ clientId: z.string(), redirectUri: z.string() }).nullable(),
  defaultRedirectUri: z.string(),
  /** The operator's LinkedIn app asks for the company-page scopes (LINKEDIN_ORGANIZATION_SCOPES=true). */
  organizationScopes: z.boolean(),
  /** The connection may post as the pages (w_organization_social granted). */
  canPostAsPages: z.boolean(),
  companyPages: z.array(linkedinCompanyPageSchema),
  /** "member" or one of companyPages' URNs. */
  defaultTarget: z.string(),
});
export type LinkedInStatusView = z.infer<typeof linkedinStatusSchema>;

/** POST /api/linkedin/publish. `force` publishes a post that is already on LinkedIn again. */
export const publishToLinkedInSchema = z.object({
  postId: z.string('Post id is required').trim().min(1, 'Post id is required').max(100, 'Post id is invalid'),
  force: z.boolean('Force must be true or false').default(false),
  /** The picture or carousel to attach (issue #27); without it, the post's newest one, if any. */
  mediaId: z.string().trim().min(1).max(100, 'Picture id is invalid').optional(),
  /** "member" or a company page's URN; without it, the user's default target. */
  target: z.string().trim().min(1).max(200, 'Target is invalid').optional(),
});
export type PublishToLinkedInInput = z.input<typeof publishToLinkedInSchema>;

export const publishToLinkedInResponseSchema = z.object({
  postId: z.string(),
  linkedinPostUrn: z.string(),
  linkedinPostUrl: z.string(),
  linkedinPublishedAt: timestampSchema,
});
export type PublishToLinkedInResponse = z.infer<typeof publishToLinkedInResponseSchema>;

/** Why a connection attempt ended; the callback page and the profile panel show the text. */
export const LINKEDIN_CONNECT_ERRORS = {
  unauthorized_scope_error:
    'LinkedIn did not grant the posting permission (unauthorized_scope_error): the "Share on LinkedIn" product is not approved for this LinkedIn app. Use Limited Permissions to connect for sign-in only, without posting.',
  cancelled: 'You cancelled the LinkedIn authorization. Nothing was connected.',
  invalid_state:
    'This LinkedIn sign-in link is invalid or was already used. Please start the connection again from your profile.',
  expired_state: 'The LinkedIn sign-in took too long and expired. Please connect again.',
  not_configured:
    'LinkedIn is not set up yet: add your LinkedIn app’s Client ID, Client Secret and Redirect URI first.',
  exchange_failed:
    'LinkedIn did not accept the connection. Check your LinkedIn app’s Client ID, Client Secret and Redirect URI, then try again.',
  profile_failed: 'LinkedIn connected but did not tell us who you are. Please try again in a moment.',
  linkedin_error: 'LinkedIn could not complete the connection. Please try again.',
  signed_out: 'Your Postwright session ended during the LinkedIn sign-in. Sign in and connect again.',
} as const;
export type LinkedInConnectError = keyof typeof LINKEDIN_CONNECT_ERRORS;
export const isLinkedInConnectError = (value: unknown): value is LinkedInConnectError =>
  typeof value === 'string' && value in LINKEDIN_CONNECT_ERRORS;
