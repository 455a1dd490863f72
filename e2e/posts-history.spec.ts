import { createAccount, spendCreditsDownTo } from './support/accounts';
import { expect, test, withStoredConsent } from './fixtures';

// Pagination and the URL-kept state of the history, over posts made through the API.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

test('a new user sees "No posts yet" with the way to the generator', async ({ page }) => {
  await createAccount(page);
  await page.goto('/post-history');
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Post' }).click();
  await expect(page).toHaveURL('/post-generator');
});

test('pages through the history; the page is in the URL, so reload and Back work', async ({ page }) => {
  await createAccount(page);
  await spendCreditsDownTo(page, 0); // 15 posts of 15 credits

  await page.goto('/post-history');
  await expect(page.getByTestId('history-count')).toHaveText('Showing 15 total posts');
  await expect(page.getByTestId('history-post')).toHaveCount(10);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('history-post')).toHaveCount(5);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('history-post')).toHaveCount(5);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByTestId('history-post')).toHaveCount(10);

  // A filter starts again at page 1, and one page needs no pagination.
  await page.goto('/post-history?page=2');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('Warm-up');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('history-count')).toHaveText('Found 15 posts matching "Warm-up"');
  await expect(page).not.toHaveURL(/page=2/);
  await page.getByLabel('Time').selectOption('month');
  await page.getByLabel('Mood').selectOption('professional');
  await expect(page.getByTestId('history-count')).toHaveText('Found 15 posts matching "Warm-up"');
  await page.getByLabel('Mood').selectOption('analytical');
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await expect(pagination).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('history-count')).toHaveText('Showing 15 total posts');
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
});
