import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';
import { createAccount, spendCreditsDownTo } from './support/accounts';

// The signed-in shells (customer-area §2): sidebar from 1024 px, top menu and
// bottom bar below; credit badge states; logout that reports failure.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

test('desktop: the sidebar navigates and marks the current page; no bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createAccount(page);
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeHidden();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  const targets = [
    ['Brand Voices', '/brand-voices'],
    ['Content Generator', '/post-generator'],
    ['Post History', '/post-history'],
    ['Pricing', '/pricing'],
    ['Profile', '/profile'],
    ['Dashboard', '/'],
  ] as const;
  for (const [label, path] of targets) {
    await sidebar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  // Any other path shows the dashboard.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Postwright/ })).toBeVisible();

  // The theme toggle lives in the shell too, and is remembered.
  await sidebar.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
});

test('mobile at 390 px: bottom bar visible, sidebar hidden, the menu has the spec links and logs out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page, { fullName: 'Radia Perlman' });
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bottomBar).toBeVisible();
  await expect(bottomBar.getByRole('link')).toHaveText([
    'Home',
    'Voices',
    'Generate',
    'History',
    'Calendar',
    'Profile',
  ]);
  // Touch targets of at least 44 px. Measured until they settle: as the app takes over the prerendered first
  // frame, a link being replaced measures 0 for a moment (a clean-clone CI run caught one).
  await expect
    .poll(async () =>
      Math.min(
        ...(await bottomBar
          .getByRole('link')
          .evaluateAll((links) =>
            links.flatMap((l) => [l.getBoundingClientRect().height, l.getBoundingClientRect().width]),
          )),
      ),
    )
    .toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await bottomBar.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL('/post-history');
  await expect(bottomBar.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Radia Perlman')).toBeVisible();
  await expect(menu.getByText('15 credits')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Pricing',
    'Contact',
    'Privacy Policy',
    'Terms of Service',
    'Logout',
  ]);
  await menu.getByRole('menuitem', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');

  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Start Creating' })).toBeVisible();
});

test('a failed logout says so, from the sidebar and from the mobile menu', async ({ page }) => {
  await createAccount(page);
  await page.route('/api/auth/logout', (route) =>
    route.fulfill({
      status: 503,
      json: { message: 'Postwright is briefly unavailable.', code: 'SERVICE_UNAVAILABLE' },
    }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Logout failed')).toBeVisible();
  await expect(toasts.getByText('Postwright is briefly unavailable.')).toBeVisible();
  await expect(page).toHaveURL('/profile');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toasts.getByText('Logout failed')).toBeVisible();
  await expect(page).toHaveURL('/profile');
});

test('the credit badge turns amber under 5 and red at 0', async ({ page }) => {
  await createAccount(page);
  await spendCreditsDownTo(page, 3);
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Credits running low. 3 credits, Free plan' })).toHaveAttribute(
    'data-level',
    'low',
  );

  await spendCreditsDownTo(page, 0);
  await page.reload();
  await expect(sidebar.getByRole('link', { name: 'No credits left. 0 credits, Free plan' })).toHaveAttribute(
    'data-level',
    'empty',
  );
});

test('an ended session sends this tab to sign-in with an explanation', async ({ page }) => {
  await createAccount(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  // The session ends elsewhere (here: the cookie is dropped), then the next call answers 401.
  await page.context().clearCookies();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Your session has ended')).toBeVisible();
});
