import { randomBytes } from 'node:crypto';

// What the fake LinkedIn knows: registered apps, the member who "signs in",
// codes and tokens it issued, posts it received, and failures tests script.

export const PRODUCT_SCOPES = {
  // "Sign In with LinkedIn using OpenID Connect"
  openid: ['openid', 'profile', 'email'],
  // "Share on LinkedIn"
  share: ['w_member_social'],
  // "Community Management API": the member's company pages, and posting as them
  community: ['r_organization_admin', 'w_organization_social'],
} as const;
export type Product = keyof typeof PRODUCT_SCOPES;

export type FakeApp = {
  clientId: string;
  clientSecret: string;
  name: string;
  redirectUris: string[];
  products: Product[];
  /** LinkedIn grants refresh tokens only to apps it approved for them (partner programs). */
  refreshTokens?: boolean;
};
export type FakeMember = { sub: string; givenName: string; familyName: string; email: string };
export type FakeToken = { token: string; clientId: string; scopes: string[]; member: FakeMember; revoked: boolean };
/** A refresh token keeps its first expiry (LinkedIn: 365 days) however often it is used. */
export type FakeRefreshToken = {
  token: string;
  clientId: string;
  scopes: string[];
  member: FakeMember;
  expiresAt: number;
  revoked: boolean;
};
/** An image or document a member initialised through the Images/Documents API (media-handlers.ts). */
export type FakeAsset = {
  urn: string;
  kind: 'image' | 'document';
  owner: string;
  bytes: Buffer | null;
  contentType: string | null;
  statusChecks: number;
};
export type FakePost = {
  urn: string;
  author: string;
  commentary: string;
  text: string;
  visibility: string;
  version: string;
  createdAt: string;
  content?: unknown;
};
/** A scripted answer instead of the real one; `retryAfter` is the 429's Retry-After header (default 3600). */
export type ScriptedFailure = { status: number; body?: Record<string, unknown>; delayMs?: number; retryAfter?: string };
/** A company page and who holds a role on it (organizationAcls), by member `sub`. */
export type FakeOrganization = {
  id: number;
  localizedName: string;
  vanityName: string;
  roles: {
    sub: string;
    role: 'ADMINISTRATOR' | 'ANALYST' | 'CONTENT_ADMINISTRATOR';
    state: 'APPROVED' | 'REQUESTED' | 'REVOKED';
  }[];
};
export type FakeComment = { urn: string; postUrn: string; actor: string; text: string };
type Code = {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  member: FakeMember;
  used: boolean;
  expiresAt: number;
};

export const random = (bytes: number) => randomBytes(bytes).toString('base64url');

export function createFakeState(options: { apps?: FakeApp[]; member?: FakeMember } = {}) {
  const apps = new Map((options.apps ?? []).map((app) => [app.clientId, app]));
  const state = {
    apps,
    member: options.member ?? {
      sub: 'fake-member-7f3a',
      givenName: 'Grace',
      familyName: 'Hopper',
      email: 'grace@example.com',
    },
    codes: new Map<string, Code>(),
    tokens: new Map<string, FakeToken>(),
    refreshTokens: new Map<string, FakeRefreshToken>(),
    posts: [] as FakePost[],
    /** Images and documents members initialised (issue #27), by URN, with the bytes PUT to their upload URL. */
    assets: new Map<string, FakeAsset>(),
    /** Every Images/Documents API call and upload, as received. */
    mediaRequests: [] as {
      method: string;
      path: string;
      headers: Record<string, string | string[] | undefined>;
      body: string;
    }[],
    nextAssetId: 1000,
    /** Versions older than this are "not active" (426), as LinkedIn sunsets versions after about a year. */
    oldestActiveVersion: '202510',
    /** expires_in of the next tokens, in seconds (LinkedIn: 60 days). */
    tokenLifetimeSeconds: 60 * 24 * 60 * 60,
    /** Lifetime of new refresh tokens, in seconds (LinkedIn: 365 days). */
    refreshTokenLifetimeSeconds: 365 * 24 * 60 * 60,
    /** One-shot failures of the next /rest/posts calls, in order. */
    postFailures: [] as ScriptedFailure[],
    /** Delay before every /rest/posts answer (lets concurrent requests overlap). */
    postDelayMs: 0,
    /** The next N valid /rest/posts calls create the post, then never answer (the client times out). */
    hangAfterCreate: 0,
    comments: [] as FakeComment[],
    /** Company pages (Community Management API); tests add them with their administrators. */
    organizations: [] as FakeOrganization[],
    /** Every /rest/organizationAcls and /rest/organizations request, as received (path and query). */
    organizationRequests: [] as { path: string; headers: Record<string, string | string[] | undefined> }[],
    userInfoFailures: [] as ScriptedFailure[],
    /** Every request to /rest/posts, headers included, as received. */
    postRequests: [] as { headers: Record<string, string | string[] | undefined>; body: string }[],
    /** Token endpoint calls, for asserting how the app authenticates. */
    tokenRequests: [] as { authorization: string | undefined; fields: Record<string, string> }[],
    revocations: [] as { clientId: string; token: string }[],
    nextPostId: 7_265_000_000_000_000_000n,
  };
  return state;
}
export type FakeState = ReturnType<typeof createFakeState>;

export const allowedScopes = (app: FakeApp): string[] => app.products.flatMap((p) => [...PRODUCT_SCOPES[p]]);
export const memberName = (m: FakeMember) => `${m.givenName} ${m.familyName}`;

/** True when the member holds an approved ADMINISTRATOR role on the page (what posting as a page needs). */
export const administers = (organization: FakeOrganization, sub: string) =>
  organization.roles.some((r) => r.sub === sub && r.role === 'ADMINISTRATOR' && r.state === 'APPROVED');

/**
 * Whether a token may act (author a post, own an upload, comment) as `urn`: its own member, or a page that member
 * administers when the token carries w_organization_social.
 */
export function mayActAs(state: FakeState, token: FakeToken, urn: unknown): boolean {
  if (urn === `urn:li:person:${token.member.sub}`) return true;
  const id = typeof urn === 'string' ? /^urn:li:organization:(\d+)$/.exec(urn)?.[1] : undefined;
  const organization = id ? state.organizations.find((o) => String(o.id) === id) : undefined;
  return (
    organization !== undefined &&
    token.scopes.includes('w_organization_social') &&
    administers(organization, token.member.sub)
  );
}
