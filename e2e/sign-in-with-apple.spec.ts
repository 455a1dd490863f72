import { expect, test as base } from '@playwright/test';
import { createAppleKey, startFakeApple, type FakeApple } from '../src/server/test/fakes/apple-server';
import { startAppServer } from './support/app-server';
import { withStoredConsent } from './fixtures';

// Sign in with Apple in a real browser, against the project's fake Apple on another site (127.0.0.1 beside the app's
// localhost): the fake's page posts the answer back as a cross-site form, as appleid.apple.com does, so this is where
// the SameSite=None flow cookies and the cross-site guard's exemption for the callback are proven (decision 120).
// The app runs as an instance of its own: the shared e2e server has no Apple configured.

base.use({ extraHTTPHeaders: {} });
const CLIENT = { clientId: 'app.postwright.e2e', teamId: 'E2ETEAM001', keyId: 'E2EKEY0001' };
let apple: FakeApple;
let app: Awaited<ReturnType<typeof startAppServer>>;

base.beforeAll(async () => {
  base.setTimeout(120_000);
  const key = createAppleKey();
  const redirectUris: string[] = [];
  apple = await startFakeApple({ clients: [{ ...CLIENT, publicKey: key.publicKey, redirectUris }] });
  app = await startAppServer({
    APPLE_CLIENT_ID: CLIENT.clientId,
    APPLE_TEAM_ID: CLIENT.teamId,
    APPLE_KEY_ID: CLIENT.keyId,
    APPLE_PRIVATE_KEY: key.privateKeyPem,
    APPLE_AUTH_URL: apple.url,
  });
  redirectUris.push(`${app.baseURL}/api/auth/apple/callback`);
});

base.afterAll(async () => {
  await app?.stop();
  await apple?.stop();
});

/** Fails on any browser error and on any request other than to the app, or to Apple by navigation. */
const test = base.extend<{ checks: void }>({
  checks: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url || app.baseURL;
        // Signed out, /api/auth/me answers 401 on purpose; the fake Apple has no favicon worth checking.
        if (message.text().startsWith('Failed to load resource') && new URL(url).pathname.startsWith('/api/')) return;
        if (url.startsWith(apple.url)) return;
        problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith(app.baseURL) || url.startsWith('data:') || url.startsWith('blob:')) return;
        if (url.startsWith(apple.url) && request.isNavigationRequest()) return;
        if (url === `${apple.url}/favicon.ico`) return;
        problems.push(`third-party request: ${url}`);
      });
      await use();
      expect(problems, 'browser problems during the test').toEqual([]);
    },
    { auto: true },
  ],
});

test('Sign in with Apple: a new account with the name Apple sends once, then the same account again', async ({
  page,
}) => {
  await withStoredConsent(page);
  apple.setNextUser({
    sub: '001234.e2e.ada',
    email: 'ada.e2e@privaterelay.appleid.com',
    emailVerified: 'true',
    isPrivateEmail: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await page.goto(`${app.baseURL}/auth`);
  await page.getByRole('link', { name: 'Sign in with Apple' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Apple' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(apple.url);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${app.baseURL}/`);
  const me = async () => (await page.request.get(`${app.baseURL}/api/auth/me`)).json();
  const first = await me();
  expect(first).toMatchObject({
    email: 'ada.e2e@privaterelay.appleid.com',
    fullName: 'Ada Lovelace',
    hasPassword: false,
    emailVerified: true,
  });

  // Signed out, then back through Apple: no name this time, the same account.
  expect(
    (await page.request.post(`${app.baseURL}/api/auth/logout`, { headers: { origin: app.baseURL } })).status(),
  ).toBeLessThan(300);
  await page.goto(`${app.baseURL}/auth`);
  await page.getByRole('link', { name: 'Sign in with Apple' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${app.baseURL}/`);
  expect(await me()).toMatchObject({ id: first.id, fullName: 'Ada Lovelace' });
});

test('Cancel on Apple’s page comes back to the auth page, signed out', async ({ page }) => {
  await withStoredConsent(page);
  await page.goto(`${app.baseURL}/auth`);
  await page.getByRole('link', { name: 'Sign in with Apple' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${app.baseURL}/auth`);
  await expect(page.getByRole('link', { name: 'Sign in with Apple' })).toBeVisible();
  expect((await page.request.get(`${app.baseURL}/api/auth/me`)).status()).toBe(401);
});
