import { randomBytes } from 'node:crypto';

// What the fake LinkedIn knows: registered apps, the member who "signs in",
// codes and tokens it issued, posts it received, and failures tests script.

export const PRODUCT_SCOPES = {
  // "Sign In with LinkedIn using OpenID Connect"
  openid: ['openid', 'profile', 'email'],
  // "Share on LinkedIn"
  share: ['w_member_social'],
} as const;
export type Product = keyof typeof PRODUCT_SCOPES;

export type FakeApp = { clientId: string; clientSecret: string; name: string; redirectUris: string[]; products: Product[] };
export type FakeMember = { sub: string; givenName: string; familyName: string; email: string };
export type FakeToken = { token: string; clientId: string; scopes: string[]; member: FakeMember; revoked: boolean };
export type FakePost = { urn: string; author: string; commentary: string; text: string; visibility: string; version: string; createdAt: string };
export type ScriptedFailure = { status: number; body?: Record<string, unknown>; delayMs?: number };
type Code = { clientId: string; redirectUri: string; scopes: string[]; member: FakeMember; used: boolean; expiresAt: number };

export const random = (bytes: number) => randomBytes(bytes).toString('base64url');

export function createFakeState(options: { apps?: FakeApp[]; member?: FakeMember } = {}) {
  const apps = new Map((options.apps ?? []).map((app) => [app.clientId, app]));
  const state = {
    apps,
    member: options.member ?? { sub: 'fake-member-7f3a', givenName: 'Grace', familyName: 'Hopper', email: 'grace@example.com' },
    codes: new Map<string, Code>(),
    tokens: new Map<string, FakeToken>(),
    posts: [] as FakePost[],
    /** Versions older than this are "not active" (426), as LinkedIn sunsets versions after about a year. */
    oldestActiveVersion: '202510',
    /** expires_in of the next tokens, in seconds (LinkedIn: 60 days). */
    tokenLifetimeSeconds: 60 * 24 * 60 * 60,
    /** One-shot failures of the next /rest/posts calls, in order. */
    postFailures: [] as ScriptedFailure[],
    /** Delay before every /rest/posts answer (lets concurrent requests overlap). */
    postDelayMs: 0,
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
