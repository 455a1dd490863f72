import type { Page } from '@playwright/test';
import { expect, test, withStoredConsent } from './fixtures';
import { createAccount } from './support/accounts';

// Issue 3 and issue 5, dashboard: real figures, the free-tier upsell, quick
// links, and Recent Posts both empty and with posts made through the API.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem').filter({ hasText: label });

test('a new account: zeros, the upsell, the quick links and the empty state', async ({ page }) => {
  await createAccount(page, { fullName: 'Hedy Lamarr' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Postwright, Hedy' })).toBeVisible();
  await expect(stat(page, 'Posts Generated')).toContainText('0');
  await expect(stat(page, 'Images Created')).toContainText('0');
  await expect(stat(page, 'Brand Voice Active')).toContainText('No');
  await expect(stat(page, 'Posts This Week')).toContainText('0');

  const upsell = page.getByRole('region', { name: "You're on the Free plan" });
  await expect(upsell.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await expect(upsell.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/pricing?tab=packs');

  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Post' }).click();
  await expect(page).toHaveURL('/post-generator');

  await page.goto('/');
  await page
    .getByRole('list', { name: 'Quick links' })
    .getByRole('link', { name: /Set Up Your Brand Voice/ })
    .click();
  await expect(page).toHaveURL('/brand-voice');
});

test('with posts: the figures, the recent posts with age, tone and Copy, and View All Posts', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await createAccount(page, { fullName: 'Joan Clarke' });
  const generated = await page.request.post('/api/posts/generate', {
    data: {
      originalIdea: 'What cryptanalysis taught me about teamwork',
      platform: 'linkedin',
      versions: 2,
      mood: 'inspiring',
    },
  });
  expect(generated.status()).toBe(200);
  const { posts } = (await generated.json()) as { posts: string[] };

  await page.goto('/');
  await expect(stat(page, 'Posts Generated')).toContainText('2');
  await expect(stat(page, 'Posts This Week')).toContainText('2');
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: '13 credits, Free plan' }),
  ).toBeVisible();

  const recent = page.getByRole('list', { name: 'Recent posts' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toContainText('Just now');
  await expect(recent.first()).toContainText('inspiring tone');
  // Three lines at most, whatever the length of the post.
  const clamped = recent.first().locator('p.line-clamp-3');
  const lineHeight = await clamped.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await clamped.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 3 + 1);

  await recent.first().getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(posts).toContain(copied);

  await page.getByRole('link', { name: 'View All Posts' }).click();
  await expect(page).toHaveURL('/post-history');
});

test('with a brand voice, Brand Voice Active says Yes', async ({ page }) => {
  await createAccount(page);
  expect((await page.request.post('/api/brand-voice', { data: { name: 'Calm mentor' } })).status()).toBe(201);
  await page.goto('/');
  await expect(stat(page, 'Brand Voice Active')).toContainText('Yes');
  await expect(stat(page, 'Brand Voice Active')).toContainText('Calm mentor');
});

test('a paid plan sees no upsell; figures that fail to load offer a retry', async ({ page }) => {
  await createAccount(page);
  let failing = true;
  await page.route('/api/stats', (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'Boom', code: 'INTERNAL' } }) : route.fallback(),
  );
  await page.route('/api/credits/info', (route) =>
    route.fulfill({ json: { credits: 480, tier: 'pro', monthlyAllocation: 500 } }),
  );
  await page.goto('/');
  await expect(page.getByText('Your statistics could not be loaded')).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: '480 credits, Pro plan' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: "You're on the Free plan" })).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(stat(page, 'Posts Generated')).toContainText('0');
});
