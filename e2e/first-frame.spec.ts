import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { holdApp } from './support/hold-app';
import { CONSENT_KEY, expect, test, withStoredConsent } from './fixtures';

// Every page but the signed-out landing page carries the app's first frame,
// prerendered (decision 081): the loading screen (the signed-in shell with the
// page's skeleton for a visitor with the session marker, decision 127) and,
// for a visitor who has not chosen yet, the cookie banner. It is painted before any of the app's
// code is fetched, and the app takes it over in place.

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

test('a signed-in screen shows its first frame and the cookie banner before the app, then the app takes over', async ({
  page,
}) => {
  await createAccount(page);
  const release = await holdApp(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  // Signed in (the session marker, decision 127): the shell and the page's skeleton at once, never the splash (issue 26).
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post History' }),
  ).toBeVisible();
  await expect(page.getByRole('status').getByText('Loading page…')).toBeAttached();
  await expect(page.getByText('Loading Postwright…')).toBeHidden();
  await expect(banner(page)).toBeVisible();
  const bannerElement = await banner(page).elementHandle();

  release();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  // The same banner element, now the app's: choosing works and hides it.
  expect(await bannerElement!.evaluate((element) => element.isConnected)).toBe(true);
  await banner(page).getByRole('button', { name: 'Reject Optional' }).click();
  await expect(banner(page)).toHaveCount(0);
});

test('a choice made on the banner before the app has started counts once it has', async ({ page }) => {
  await createAccount(page);
  const release = await holdApp(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Pressed on the prerendered banner, while none of the app's code has arrived (CI lost such a click once).
  await banner(page).getByRole('button', { name: 'Reject Optional' }).click();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY)).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: false,
  });
});

test('a visitor who has chosen never sees the banner, not even before the app has started', async ({ page }) => {
  await withStoredConsent(page);
  const release = await holdApp(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Loading Postwright…')).toBeVisible();
  await expect(banner(page)).toBeHidden();
  release();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // (Playwright turns scripts off but not the parser's scripting flag, so <noscript> cannot be checked here.)
  test('the first frame shows no banner whose buttons could not work', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Loading Postwright…')).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});
