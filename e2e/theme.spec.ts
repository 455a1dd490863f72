import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

test('dark is the default, even when the system prefers light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the toggle switches the theme and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate((k) => window.localStorage.getItem(k), THEME_KEY)).toBe('light');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
});

test('a stored light theme is applied before the app renders (no dark flash)', async ({ context }) => {
  // A separate page: its blocked bundle is the point of the test, not a browser problem.
  const bare = await context.newPage();
  await bare.addInitScript((k) => window.localStorage.setItem(k, 'light'), THEME_KEY);
  // Block the app bundle: only before-paint.js can have set the class.
  await bare.route('**/assets/*.js', (route) => route.abort());
  await bare.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(bare.locator('html')).not.toHaveClass(/\bdark\b/);
  await bare.close();
});
