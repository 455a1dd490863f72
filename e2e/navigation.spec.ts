import type { Page } from '@playwright/test';
import { expect, test, withStoredConsent } from './fixtures';

const SUPPORT_EMAIL = 'support@postwright.app';
const LINKEDIN_URL = 'https://www.linkedin.com/company/postwright';

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

const topBar = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

async function expectPage(page: Page, path: string, heading: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the landing page shows every section the spec lists', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Postwright/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sound like you');
  await expect(page.getByText(/^Generated in \d+\.\ds$/)).toBeVisible();
  for (const feature of ['Complete posts from one idea', 'Lightning fast', 'Multi-platform ready']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  const platforms = page.getByRole('region', { name: 'Formatted for every channel' }).getByRole('listitem');
  await expect(platforms).toHaveText(['LinkedIn', 'Instagram', 'Facebook', 'X', 'Email', 'Blogs']);
  for (const audience of ['Creators', 'Small Business Owners', 'Marketing Teams']) {
    await expect(page.getByRole('heading', { name: audience })).toBeVisible();
  }
  await expect(page.getByText('No credit card required').first()).toBeVisible();
  await expect(page.getByText('Start for free').first()).toBeVisible();
  await expect(page.getByText('Upgrade anytime').first()).toBeVisible();
  await expect(footer(page)).toContainText('© 2024 Postwright');
});

test('landing calls to action lead to sign-up and /pricing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Creating' }).click();
  await expectPage(page, '/auth?mode=signup', 'Create your account');

  await page.goto('/');
  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expectPage(page, '/pricing', 'Choose Your Plan');

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expectPage(page, '/auth?mode=signup', 'Create your account');
});

test('every top-bar link and menu item works', async ({ page }) => {
  await page.goto('/terms');
  await topBar(page).getByRole('link', { name: 'Postwright home' }).click();
  await expectPage(page, '/', /sound like you/);

  await topBar(page).getByRole('link', { name: 'Sign In' }).click();
  await expectPage(page, '/auth', 'Welcome back');

  await topBar(page).getByRole('link', { name: 'Get Started' }).click();
  await expectPage(page, '/auth?mode=signup', 'Create your account');

  const menuTargets = [
    { item: 'Pricing', path: '/pricing', heading: 'Choose Your Plan' },
    { item: 'Contact', path: '/contact', heading: 'Get in touch' },
    { item: 'Privacy', path: '/privacy', heading: 'Privacy Policy' },
    { item: 'Terms', path: '/terms', heading: 'Terms of Service' },
  ];
  for (const { item, path, heading } of menuTargets) {
    await topBar(page).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    await expectPage(page, path, heading);
  }
});

test('the menu works from the keyboard', async ({ page }) => {
  await page.goto('/');
  // The live menu's keyboard behaviour; a key pressed before the app has taken over is landing-prerender.spec.ts's case.
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await topBar(page).getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Pricing' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Contact' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPage(page, '/contact', 'Get in touch');
});

test('every footer link works; external links point out safely', async ({ page }) => {
  const internal = [
    { name: 'Pricing', path: '/pricing', heading: 'Choose Your Plan' },
    { name: 'Sign In', path: '/auth', heading: 'Welcome back' },
    { name: 'Contact', path: '/contact', heading: 'Get in touch' },
    { name: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
    { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  ];
  for (const { name, path, heading } of internal) {
    await page.goto('/');
    await footer(page).getByRole('link', { name, exact: true }).click();
    await expectPage(page, path, heading);
  }

  await page.goto('/');
  const linkedIn = footer(page).getByRole('link', { name: /LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('href', LINKEDIN_URL);
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', /noopener/);
  await expect(footer(page).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
});

test('unknown paths show the landing page; /login, /register and /dashboard show the auth screen', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expectPage(page, '/', /sound like you/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the top bar fits and Sign In moves into the menu', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(topBar(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
    // The prerendered bar is on screen before the app takes it over (a tap before that is
    // landing-prerender.spec.ts's case): open the menu once the app answers the tap.
    await expect(async () => {
      await topBar(page).getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'Sign In' }).click();
    await expectPage(page, '/auth', 'Welcome back');
  });

  test('touch targets in the top bar are at least 44 px', async ({ page }) => {
    await page.goto('/');
    for (const control of [
      topBar(page).getByRole('button', { name: 'Menu' }),
      topBar(page).getByRole('link', { name: 'Get Started' }),
    ]) {
      // The menu button arrives with the session call: measure once it is on screen.
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
