import type { Page, TestInfo } from '@playwright/test';
import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';
import { createAccount } from './support/accounts';

// Full-page captures of the account screens for design review, saved under
// test-results/ and attached to the report. Each also checks that nothing
// overflows the viewport sideways.

async function capture(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [390, 1280]) {
    test(`account screens at ${width}px, ${theme}`, async ({ page }, testInfo) => {
      await withStoredConsent(page);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, theme] as const);
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      await capture(page, testInfo, `auth-${width}-${theme}`, width);

      await createAccount(page, { fullName: 'Ada Lovelace', professionalTitle: 'Analyst & Writer' });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
      await capture(page, testInfo, `dashboard-empty-${width}-${theme}`, width);

      const generated = await page.request.post('/api/posts/generate', {
        data: {
          originalIdea: 'Three lessons from building the analytical engine',
          platform: 'linkedin',
          versions: 3,
          mood: 'confident',
        },
      });
      expect(generated.status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('list', { name: 'Recent posts' }).getByRole('listitem')).toHaveCount(3);
      await capture(page, testInfo, `dashboard-${width}-${theme}`, width);

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Account overview' }).locator('dl')).toContainText(
        'Posts Generated3',
      );
      await capture(page, testInfo, `profile-${width}-${theme}`, width);

      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Edit' }).click();
        await page.getByLabel('Email').fill('not-an-email');
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page.getByText('Invalid email address')).toBeVisible();
        await capture(page, testInfo, `profile-editing-${width}-${theme}`, width);
        await page.getByRole('button', { name: 'Cancel' }).click();

        await page.getByRole('button', { name: 'Delete Account' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
        const path = testInfo.outputPath(`delete-dialog-${width}-${theme}.png`);
        await page.screenshot({ path, animations: 'disabled' });
        await testInfo.attach(`delete-dialog-${width}-${theme}`, { path, contentType: 'image/png' });
        await page.keyboard.press('Escape');
      }

      if (width === 390) {
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        const path = testInfo.outputPath(`mobile-menu-${theme}.png`);
        await page.screenshot({ path, animations: 'disabled' });
        await testInfo.attach(`mobile-menu-${theme}`, { path, contentType: 'image/png' });
      }
    });
  }
}
