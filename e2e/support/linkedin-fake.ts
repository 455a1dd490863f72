import type { APIRequestContext } from '@playwright/test';

// The fake LinkedIn of the e2e run (started by e2e/support/linkedin-global-setup.ts),
// reached over its /__fake/* control endpoints.

export const LINKEDIN_URL = process.env.E2E_LINKEDIN_URL ?? 'http://127.0.0.1:5310';

/** The user's own LinkedIn app in the tests: no "Share on LinkedIn" product. */
export const SIGN_IN_ONLY_APP = { clientId: 'e2e-signin-app', clientSecret: 'e2e-signin-app-secret' };
/** Postwright's app-wide LinkedIn app (LINKEDIN_CLIENT_ID of the e2e server). */
export const SHARE_APP = { clientId: 'e2e-share-app', clientSecret: 'e2e-share-app-secret' };

export type FakeLinkedInPost = { urn: string; author: string; text: string; visibility: string; version: string };

export async function linkedinPosts(request: APIRequestContext): Promise<FakeLinkedInPost[]> {
  const response = await request.get(`${LINKEDIN_URL}/__fake/posts`);
  return ((await response.json()) as { posts: FakeLinkedInPost[] }).posts;
}

/** expires_in of the tokens the fake issues next (LinkedIn: 60 days). */
export async function setTokenLifetime(request: APIRequestContext, seconds: number): Promise<void> {
  await request.post(`${LINKEDIN_URL}/__fake/token-lifetime?seconds=${seconds}`);
}
