import type { Page } from '@playwright/test';
import { createAccount, forwardedFor, type TestAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';

// The admin area in Chromium, as an administrator made through ADMIN_EMAILS
// (playwright.config.ts), against a customer who buys a pack through the fake
// Stripe checkout. The alert comes from e2e/support/seed-admin-alert.ts.

const ADMIN = { email: 'admin-e2e@postwright.test', password: 'e2e-admin-password-1', fullName: 'Erin Admin' };

async function signInAdmin(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: forwardedFor(),
  });
  if (login.status() === 200) return;
  await createAccount(page, ADMIN);
}

const chunkRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) urls.push(r.url());
  });
  return urls;
};

test('a normal user sees the access-denied text at /admin, and the admin code never loads for customers', async ({
  page,
}) => {
  await withStoredConsent(page);
  const scripts = chunkRequests(page);
  await createAccount(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  expect(scripts.filter((u) => /revenue-charts|recharts/i.test(u))).toEqual([]);
  await page.goto('/admin');
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  expect(scripts.filter((u) => /revenue-charts|recharts/i.test(u))).toEqual([]);
});

test('an administrator runs every tab: credits, tier, suspension, prices, discount codes, revenue, logs and alerts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The customer buys the small pack (€10, 100 credits) in a browser of their own.
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  await withStoredConsent(customerPage);
  const customer: TestAccount = await createAccount(customerPage, { fullName: 'Casey Customer' });
  await customerPage.goto('/pricing?tab=packs');
  await customerPage.getByRole('article', { name: 'Small Pack' }).getByRole('button', { name: 'Buy Credits' }).click();
  await customerPage.getByRole('button', { name: 'Pay' }).click();
  await expect(customerPage).toHaveURL(/\/payment-success\?session_id=cs_/);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();

  await withStoredConsent(page);
  const scripts = chunkRequests(page);
  await signInAdmin(page);
  await page.goto('/admin?tab=nonsense');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Admin Access')).toBeVisible();
  await expect(page.getByText('Manage users, pricing, and monitor system performance')).toBeVisible();
  // An unknown tab keeps Overview.
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Posts Generated Today')).toBeVisible();
  await expect(page.getByText('Images Generated Today')).toBeVisible();
  for (const card of ['Total Users', 'Monthly Revenue', 'OpenAI Costs', 'Active Alerts'])
    await expect(page.getByText(card, { exact: true })).toBeVisible();

  // Alerts: the seeded critical alert shows in the banner and the panel; marking it read clears both.
  await expect(page.getByTestId('critical-banner')).toHaveText('1 critical alerts require immediate attention');
  const alert = page.getByTestId('alert-item').filter({ hasText: 'Stripe webhook signature failures' });
  await alert.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByText('Alert marked as read', { exact: true })).toBeVisible();
  await expect(page.getByText('All systems operating normally')).toBeVisible();
  await expect(page.getByTestId('critical-banner')).toHaveCount(0);

  // Users: search, a credit adjustment the customer sees on their badge, a tier change, a suspension.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await page.getByLabel('Search users by name or email').fill(customer.email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('admin-user-credits')).toHaveText('115');
  await row.getByRole('button', { name: 'Credits' }).click();
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Credits updated', { exact: true })).toBeVisible();
  await expect(row.getByTestId('admin-user-credits')).toHaveText('140');
  await customerPage.goto('/dashboard');
  await expect(customerPage.locator('[aria-label*="140 credits"]').first()).toBeVisible();

  // A tier change asks first and names what it does not do (issue 26).
  await row.getByLabel(`Plan of ${customer.email}`).selectOption('pro');
  const ask = page.getByRole('alertdialog', { name: 'Change the plan to Pro?' });
  await expect(ask).toContainText('Their balance stays at 140 credits');
  await ask.getByRole('button', { name: 'Change to Pro' }).click();
  await expect(page.getByText('Plan updated', { exact: true })).toBeVisible();
  await customerPage.reload();
  await expect(customerPage.locator('[aria-label*="Pro plan"]').first()).toBeVisible();

  await row.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User suspended', { exact: true })).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  // The customer's session is gone and signing in again is refused with a clear message.
  expect((await customerPage.request.get('/api/credits/info')).status()).toBe(401);
  const refused = await customerPage.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
    headers: forwardedFor(),
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Your account has been suspended. Please contact support.');

  // Pricing: the small pack goes to €12 and the pricing page shows it.
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('tab', { name: 'Credit Packs' }).click();
  await page.locator('#creditPacks-small-price').fill('12');
  await page.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Pricing settings updated successfully', { exact: true })).toBeVisible();
  await page.goto('/pricing?tab=packs');
  await expect(page.getByRole('article', { name: 'Small Pack' })).toContainText('€12');
  // Back to €10: the catalogue is shared with the other specs' pricing checks.
  await page.goto('/admin?tab=pricing');
  await page.getByRole('tab', { name: 'Credit Packs' }).click();
  await page.locator('#creditPacks-small-price').fill('10');
  await page.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Pricing settings updated successfully', { exact: true })).toBeVisible();
  await page.goto('/admin?tab=discounts');

  // Discount codes: created with the form's defaults, toggled, deleted.
  await page.getByRole('button', { name: 'New code' }).click();
  await expect(page.locator('#dc-value')).toHaveValue('10');
  await page.locator('#dc-code').fill('admin10');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Discount code created successfully', { exact: true })).toBeVisible();
  const code = page.locator('[data-testid="discount-code-row"][data-code="ADMIN10"]');
  await expect(code.getByTestId('discount-status')).toHaveText('Active');
  await code.getByRole('switch').click();
  await expect(code.getByTestId('discount-status')).toHaveText('Inactive');
  await code.getByRole('button', { name: 'Delete ADMIN10' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Discount code deleted successfully', { exact: true })).toBeVisible();
  await expect(code).toHaveCount(0);

  // Revenue: the pack shows in the chart (Recharts is fetched only now).
  expect(scripts.filter((u) => /revenue-charts/i.test(u))).toEqual([]);
  await page.getByRole('tab', { name: 'Revenue' }).click();
  await expect(page.getByTestId('revenue-chart')).toBeVisible();
  await expect(page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('margin-badge')).toContainText('% margin');
  await expect(page.getByText('Casey Customer')).toBeVisible();

  // Logs: filtered to the system's events, then exported with the same filter.
  await page.getByRole('tab', { name: 'Logs' }).click();
  await page.getByLabel('Source').selectOption('system');
  await page.getByLabel('Search logs').fill('suspended');
  await expect(
    page.getByTestId('log-row').filter({ hasText: 'Administrator suspended an account' }).first(),
  ).toBeVisible();
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toBe('/api/admin/logs/export?search=suspended&source=system');
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('id,createdAt,level,source,message,userId,userName,userEmail,metadata');
  expect(lines.slice(1).every((l) => l.includes(',system,'))).toBe(true);
  expect(lines.some((l) => l.includes('Administrator suspended an account'))).toBe(true);

  await customerContext.close();
});

// Each width in one theme, so the tabs are scanned by axe in both (issue 26: every screen, contrast included).
test.describe('admin screens', () => {
  test.use({ bypassCSP: true });
  for (const [width, theme] of [
    [390, 'dark'],
    [1280, 'light'],
  ] as const) {
    test(`admin screens at ${width}px, ${theme} theme, axe clean`, async ({ page }, testInfo) => {
      test.slow();
      await withStoredConsent(page);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, theme] as const);
      await page.setViewportSize({ width, height: 900 });
      await signInAdmin(page);
      const problems: string[] = [];
      for (const tab of ['overview', 'users', 'pricing', 'discounts', 'revenue', 'logs']) {
        await page.goto(`/admin?tab=${tab}`);
        await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
        await expect(page.getByRole('tabpanel').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The summary cards no longer push the tabs below the first screen on a phone (issue 26).
        if (tab === 'overview') expect((await page.getByRole('tablist').first().boundingBox())!.y).toBeLessThan(600);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const line of await seriousViolations(page)) problems.push(`/admin?tab=${tab}: ${line}`);
        const path = testInfo.outputPath(`admin-${tab}-${width}.png`);
        await page.screenshot({ path, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`admin-${tab}-${width}`, { path, contentType: 'image/png' });
      }
      if (width === 390) {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: /menu/i }).first().click();
        await expect(page.getByText('Admin Controls')).toBeVisible();
        await page.getByRole('menuitem', { name: 'Revenue' }).click();
        await expect(page).toHaveURL(/\/admin\?tab=revenue$/);
        await expect(page.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
