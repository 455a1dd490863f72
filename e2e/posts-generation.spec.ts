import type { Page } from '@playwright/test';
import { createAccount, creditBalance, spendCreditsDownTo } from './support/accounts';
import { createBrandVoice, postCount, regenerateAndWait, uniqueWord } from './support/posts';
import { expect, test, withStoredConsent } from './fixtures';

// Issue 5, "Done means": generation, copy, regenerate, history search and
// filters, reuse, consistency analysis, and the insufficient-credits path, in
// real Chromium against the built app and its Offline writer.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

const versionCards = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Version \d/ }) });
const readyLine = (page: Page, n: number) => page.getByText(`${n} versions ready and saved to your Post History.`);

// The toast's own title (the live region repeats it for screen readers).
const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true });

async function fillIdea(page: Page, idea: string) {
  await page.getByLabel('Post Idea').fill(idea);
}

test('a user with a voice generates, copies, regenerates, finds, filters, reuses and analyses posts', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createAccount(page, { fullName: 'Ada Lovelace', professionalTitle: 'Founder at Analytical Engines' });
  const voice = await createBrandVoice(page);
  const word = uniqueWord();
  // Long enough (over 210 characters of facts the writer keeps) that every
  // version folds behind LinkedIn's "…see more", whatever layout it picks.
  const idea = `Why ${word} teams write things down before every meeting: decisions get made in the doc, meetings got 20 minutes shorter, and new hires catch up in a day. Writing first is the cheapest habit we ever adopted.`;
  const before = await creditBalance(page);

  await page.goto('/post-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Generator' })).toBeVisible();
  await expect(page.getByText('Written by Offline writer')).toBeVisible();
  await fillIdea(page, idea);
  await page.getByRole('radio', { name: 'LinkedIn' }).check();
  await page.getByRole('radio', { name: '3' }).check();
  await page.getByLabel('Mood').selectOption('inspiring');
  await expect(page.getByText('Uses 3 credits')).toBeVisible();
  // With a voice, "Use brand voice" starts on (issue #12).
  const useVoice = page.getByRole('switch', { name: 'Use brand voice' });
  await expect(useVoice).toBeChecked();
  await expect(page.getByText(`Write in your "${voice.name}" voice.`)).toBeVisible();

  // Streamed text is on screen while the run is still writing. The Offline
  // writer's run lasts about a second, shorter than the gaps between
  // Playwright's polls, so the page itself records what it showed.
  await page.evaluate(() => {
    const seen = { streamedText: false, progress: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      const text =
        document.querySelector('article[data-state="streaming"] [data-testid="version-text"]')?.textContent ?? '';
      if (/\w{3,}/.test(text)) seen.streamedText = true;
      if (document.body.textContent?.includes('Writing 3 versions...')) seen.progress = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Generate Posts' }).click();

  await expect(readyLine(page, 3)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { streamedText: boolean; progress: boolean } }).__seen),
  ).toEqual({ streamedText: true, progress: true });
  await expect(versionCards(page)).toHaveCount(3);
  await expect(page.locator('article[data-state="saved"]')).toHaveCount(3);
  expect(await creditBalance(page)).toBe(before - 3);

  // Each version: its character count against LinkedIn's limit, and the feed preview with "…see more".
  const first = versionCards(page).first();
  const firstText = (await first.getByTestId('version-text').textContent())!;
  await expect(first.getByText(new RegExp(`^${[...firstText].length.toLocaleString('en-GB')} / 3,000`))).toBeVisible();
  await first.getByRole('tab', { name: 'LinkedIn preview' }).click();
  await expect(first.getByText('Ada Lovelace')).toBeVisible();
  await expect(first.getByText('Founder at Analytical Engines')).toBeVisible();
  await first.getByRole('button', { name: '…see more' }).click();
  await expect(first.getByTestId('linkedin-preview-text')).toHaveText(firstText.trimEnd());

  await first.getByRole('button', { name: 'Copy version 1' }).click();
  await expect(toastTitled(page, 'Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstText);

  // Regenerate: the same request again, the old results cleared first.
  await regenerateAndWait(page, '3 versions ready and saved to your Post History.');
  expect(await creditBalance(page)).toBe(before - 6);

  // History: found by a word of the idea; the filters run on the server and live in the URL.
  await page.getByRole('main').getByRole('link', { name: 'View in history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post History' })).toBeVisible();
  await expect(page.getByText('Search, filter, and reuse your previous LinkedIn posts')).toBeVisible();
  await expect(page.getByTestId('history-count')).toHaveText('Showing 6 total posts');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(word);
  await page.getByRole('button', { name: 'Search Posts' }).click();
  await expect(page.getByTestId('history-count')).toHaveText(`Found 6 posts matching "${word}"`);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));

  await page.getByLabel('Mood').selectOption('casual');
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search term or filters')).toBeVisible();
  await page.getByLabel('Mood').selectOption('inspiring');
  await page.getByLabel('Time').selectOption('today');
  await expect(page.getByTestId('history-count')).toHaveText(`Found 6 posts matching "${word}"`);
  await expect(page).toHaveURL(/mood=inspiring/);
  await expect(page).toHaveURL(/period=today/);
  await page.reload();
  await expect(page.getByTestId('history-count')).toHaveText(`Found 6 posts matching "${word}"`);
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue(word);
  await expect(page.getByLabel('Mood')).toHaveValue('inspiring');
  await expect(page.getByLabel('Time')).toHaveValue('today');

  const card = page.getByTestId('history-post').first();
  await expect(card.getByText('inspiring tone')).toBeVisible();
  await expect(card.getByText('medium length')).toBeVisible();
  await expect(card.getByText('Brand Voice', { exact: true })).toBeVisible();
  await expect(card.getByText('Just now')).toBeVisible();
  await expect(card.getByRole('heading', { name: idea })).toBeVisible();

  // Reuse opens the generator prefilled.
  await card.getByRole('link', { name: 'Reuse' }).click();
  await expect(page).toHaveURL(/\/post-generator\?idea=/);
  await expect(page.getByLabel('Post Idea')).toHaveValue(idea);
  await expect(page.getByLabel('Mood')).toHaveValue('inspiring');
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();

  // Analysis: the card appears, and is still there after a reload.
  await page.goBack();
  const analyzed = page.getByTestId('history-post').first();
  await analyzed.getByRole('button', { name: 'Analyze Voice · 1 credit' }).click();
  await expect(toastTitled(page, 'Analysis Complete')).toBeVisible();
  const consistency = analyzed.getByTestId('consistency-card');
  await expect(consistency.getByRole('heading', { name: 'Brand Voice Consistency' })).toBeVisible();
  await expect(consistency.getByText(/^Analysis Confidence: \d+%$/)).toBeVisible();
  await expect(consistency.getByText(/^(Excellent|Good|Fair|Needs Work)$/)).toBeVisible();
  expect(await creditBalance(page)).toBe(before - 7);
  await page.reload();
  await expect(page.getByTestId('history-post').first().getByTestId('consistency-card')).toBeVisible();

  // And the newest post is the first of the dashboard's recent posts.
  const [newest] = (
    (await (await page.request.get('/api/posts?limit=1')).json()) as { posts: { generatedContent: string }[] }
  ).posts;
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
  const recent = page.getByRole('list', { name: 'Recent posts' }).getByRole('listitem');
  await expect(recent.first()).toContainText(newest!.generatedContent.split('\n')[0]!.slice(0, 40));
  await expect(
    page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem').filter({ hasText: 'Posts This Week' }),
  ).toContainText(/\d/);
});

test('a user with no credits is told so, and no post is saved', async ({ page }) => {
  await createAccount(page);
  await spendCreditsDownTo(page, 0);
  const posts = await postCount(page);

  await page.goto('/post-generator');
  await fillIdea(page, 'A post I cannot afford yet');
  await expect(page.getByText('0 credits left')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Posts' }).click();
  await expect(
    page.getByText('Insufficient credits. Please upgrade your plan or purchase more credits.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View plans and credits' })).toHaveAttribute('href', '/pricing');
  await expect(versionCards(page)).toHaveCount(0);
  expect(await postCount(page)).toBe(posts);
  expect(await creditBalance(page)).toBe(0);
});

test('the idea is required', async ({ page }) => {
  await createAccount(page);
  await page.goto('/post-generator');
  await page.getByRole('button', { name: 'Generate Posts' }).click();
  await expect(page.getByText('Post idea is required')).toBeVisible();
  await expect(page.getByText('Please enter your post idea', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Post Idea')).toBeFocused();
});

test('the form works from the keyboard', async ({ page }) => {
  await createAccount(page);
  await page.goto('/post-generator');
  await page.getByLabel('Post Idea').fill('Keyboard-only post');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'LinkedIn' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Instagram' })).toBeChecked();
  await expect(page.getByText('About 500–1,200 characters on Instagram')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '2' })).toBeChecked();
  await expect(page.getByText('Uses 2 credits')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Posts' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 versions ready and saved to your Post History.')).toBeVisible();
  // Instagram: its own preview comes first, and the count is against Instagram's limit.
  await expect(versionCards(page).first().getByRole('tab')).toHaveText([
    'Text',
    'Instagram preview',
    'LinkedIn preview',
    'Facebook preview',
  ]);
  await expect(page.getByText(/\d \/ 2,200/).first()).toBeVisible();
});
