import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { linkInOutbox } from './outbox';

// Accounts for end-to-end tests, made through the real API (not the screens),
// with the session cookie landing in the page's browser context.
//
// The server limits registrations and failed sign-ins per IP; the e2e server
// trusts X-Forwarded-For from its own machine (TRUST_PROXY=loopback), so each account made here comes
// from an address of its own and tests never trip each other's limits.

export type TestAccount = { email: string; password: string; fullName: string; id: string };

const uniqueIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

// The app's origin, as playwright.config.ts builds it: state-changing API calls need it (cross-site guard),
// and a page's setExtraHTTPHeaders(forwardedFor()) replaces the suite-wide Origin, so it travels here too.
const APP_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;

export function forwardedFor(): Record<string, string> {
  return { 'x-forwarded-for': uniqueIp(), origin: APP_ORIGIN };
}

/**
 * Registers a new account; with `page`, the browser is then signed in as it.
 * The address is confirmed through the link in the outbox, as its owner would
 * (buying and publishing wait for it, decision 091), unless `verified: false`.
 */
export async function createAccount(
  target: Page | APIRequestContext,
  overrides: Partial<{
    fullName: string;
    email: string;
    password: string;
    professionalTitle: string;
    verified: boolean;
  }> = {},
): Promise<TestAccount> {
  const request = 'request' in target ? target.request : target;
  const account = {
    fullName: overrides.fullName ?? 'Ada Lovelace',
    email: overrides.email ?? `e2e-${randomBytes(5).toString('hex')}@example.com`,
    password: overrides.password ?? 'e2e-password-123',
    ...(overrides.professionalTitle ? { professionalTitle: overrides.professionalTitle } : {}),
  };
  const response = await request.post('/api/auth/register', { data: account, headers: forwardedFor() });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  if (overrides.verified !== false) await confirmEmail(request, account.email);
  return { ...account, id: user.id };
}

/** Presses "Confirm my address" through the API with the newest /verify-email link sent to `email`. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = linkInOutbox(email, '/verify-email');
  if (!link) throw new Error(`no confirmation link for ${email} in the outbox`);
  const token = new URL(link).searchParams.get('token');
  const response = await request.post('/api/auth/verify-email', { data: { token }, headers: forwardedFor() });
  if (response.status() !== 200) throw new Error(`confirmation failed: ${response.status()} ${await response.text()}`);
}

/** Current balance, through the API as the signed-in browser. */
export async function creditBalance(page: Page): Promise<number> {
  const response = await page.request.get('/api/credits/info');
  return ((await response.json()) as { credits: number }).credits;
}

/**
 * Spends credits through real generations until `left` remain (new accounts
 * start with 15). The posts it writes stay in the account's history.
 */
export async function spendCreditsDownTo(page: Page, left: number): Promise<void> {
  for (let balance = await creditBalance(page), n = 1; balance > left; balance = await creditBalance(page), n++) {
    // One version per run, each on its own idea: every post is its own card in the history (runs of several
    // versions are grouped, and so is a run on the same idea as the one before it, a Regenerate).
    const versions = 1;
    const response = await page.request.post('/api/posts/generate', {
      data: { originalIdea: `Warm-up post ${n} for the test account`, platform: 'linkedin', versions },
    });
    if (response.status() !== 200)
      throw new Error(`could not spend credits: ${response.status()} ${await response.text()}`);
  }
}
