import type { Page } from '@playwright/test';
import { CONSENT_DATE_KEY, CONSENT_KEY, expect, storedJson, test } from './fixtures';

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

test('Accept All stores both optional categories and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedJson(page, CONSENT_KEY)).toEqual({ necessary: true, analytics: true, marketing: true });
  const date = await page.evaluate((k) => window.localStorage.getItem(k), CONSENT_DATE_KEY);
  expect(Date.now() - Date.parse(date!)).toBeLessThan(60_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Reject Optional refuses both and survives a reload, on another page too', async ({ page }) => {
  await page.goto('/pricing');
  await banner(page).getByRole('button', { name: 'Reject Optional' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedJson(page, CONSENT_KEY)).toEqual({ necessary: true, analytics: false, marketing: false });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Manage Preferences: customise, save, and find the choice again after a reload', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();

  const necessary = dialog.getByRole('switch', { name: 'Necessary Cookies' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(dialog.getByText('Required for the website to function properly.')).toBeVisible();
  await expect(dialog.getByText('Help us understand how visitors use our website.')).toBeVisible();
  await expect(dialog.getByText('Used to deliver personalized content and ads.')).toBeVisible();

  await dialog.getByRole('switch', { name: 'Marketing Cookies' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedJson(page, CONSENT_KEY)).toEqual({ necessary: true, analytics: false, marketing: true });

  await page.reload();
  await expect(banner(page)).toBeHidden();
  // The footer reopens the dialog with the stored choice.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics Cookies' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing Cookies' })).toBeChecked();
  // Escape closes without saving and returns focus to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' })).toBeFocused();
});

test('the dialog keeps keyboard focus inside it', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner(page)).toBeVisible();
  expect(await storedJson(page, CONSENT_KEY)).toBeNull();
});

test('the close icon hides the banner without saving; it returns on the next visit', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedJson(page, CONSENT_KEY)).toBeNull();
  await page.reload();
  await expect(banner(page)).toBeVisible();
});
