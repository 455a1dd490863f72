import type { Page, TestInfo } from '@playwright/test';
import { createAccount } from './support/accounts';
import { createBrandVoice } from './support/posts';
import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';

// Captures of the generator (while streaming, and with results) and of the
// history, at desktop and phone widths, for design review. Saved under
// test-results/ and attached to the report.

/** Desktop captures are full pages; phone pages are very tall, so they are captured a screen at a time. */
async function capture(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = page.viewportSize()!.width > 600 } = {},
) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390]) {
    test(`generator and history at ${width}px, ${theme}`, async ({ page }, testInfo) => {
      await withStoredConsent(page);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, theme] as const);
      await page.setViewportSize({ width, height: 900 });
      await createAccount(page, { fullName: 'Sofie Maes', professionalTitle: 'Founder at Brightlane' });
      await createBrandVoice(page);

      await page.goto('/post-generator');
      await expect(page.getByRole('heading', { level: 1, name: 'Content Generator' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Use brand voice' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await capture(page, testInfo, `generator-idle-${width}-${theme}`);
      // An idea with facts and reasons gives posts long enough to be caught mid-stream.
      await page
        .getByLabel('Post Idea')
        .fill(
          'We landed our first 100 customers in 9 months without spending a euro on ads. Three things worked: answering every support e-mail within an hour, writing one useful guide a week, and asking happy customers for one introduction each. What did not work: cold outreach and a launch on Product Hunt.',
        );
      await page.getByRole('radio', { name: '2' }).check();
      await page.getByRole('radio', { name: 'Long' }).check();
      await expect(page.getByRole('switch', { name: 'Use brand voice' })).toBeChecked();
      await page.getByRole('button', { name: 'Generate Posts' }).click();
      // waitFor checks at every animation frame, so a short stream is still caught while it runs.
      await page
        .locator('article[data-state="streaming"] [data-testid="version-text"]')
        .filter({ hasText: /\w{3,}\s\w{3,}/ })
        .first()
        .waitFor();
      await capture(page, testInfo, `generator-streaming-${width}-${theme}`, { fullPage: false });
      await expect(page.getByText('2 versions ready and saved to your Post History.')).toBeVisible();
      await expectNoHorizontalScroll(page, width);
      await page.getByRole('heading', { name: 'Generated posts' }).scrollIntoViewIfNeeded();
      await capture(page, testInfo, `generator-results-${width}-${theme}`);
      await page.getByRole('tab', { name: 'LinkedIn preview' }).first().click();
      await page.getByRole('figure', { name: 'LinkedIn feed preview' }).first().scrollIntoViewIfNeeded();
      await capture(page, testInfo, `generator-preview-${width}-${theme}`);

      // One analyzed post, so the consistency card is in the picture.
      const search = await page.request.get('/api/posts/search?limit=1');
      const [latest] = ((await search.json()) as { posts: { id: string }[] }).posts;
      expect((await page.request.post(`/api/posts/${latest!.id}/analyze-consistency`)).status()).toBe(200);

      await page.goto('/post-history');
      await expect(page.getByTestId('history-count')).toHaveText('Showing 2 total posts');
      await expect(page.getByTestId('consistency-card')).toBeVisible();
      await expectNoHorizontalScroll(page, width);
      await capture(page, testInfo, `history-${width}-${theme}`);
      if (width < 600) {
        await page.getByTestId('consistency-card').scrollIntoViewIfNeeded();
        await capture(page, testInfo, `history-analysis-${width}-${theme}`);
      }
    });
  }
}
