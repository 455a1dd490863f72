import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

// Helpers of the posts specs (e2e/posts-*.spec.ts).

/** A word no other post contains, so a search finds exactly this test's posts. */
export const uniqueWord = () => `quokka${randomBytes(3).toString('hex')}`;

/** Creates a brand voice through the API as the signed-in browser. */
export async function createBrandVoice(page: Page, name = 'Founder voice'): Promise<{ id: string; name: string }> {
  const response = await page.request.post('/api/brand-voice', {
    data: {
      name,
      category: 'Business',
      description: 'Warm, direct, practical: lessons from building a company.',
      goal: 'thought-leadership',
      targetAudience: 'entrepreneurs',
      styleChoices: { opening: 'A', structure: 'A', tone: 'B', engagement: 'A', length: 'B' },
    },
  });
  if (response.status() !== 201)
    throw new Error(`brand voice creation failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { brandVoice: { id: string; name: string } }).brandVoice;
}

/** How many posts the signed-in user has, through the API. */
export async function postCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/posts/search?limit=1');
  return ((await response.json()) as { total: number }).total;
}

/**
 * Clicks Regenerate and waits for the new run: its "ready" line first goes
 * away (the old results are cleared), then comes back. The page itself records
 * the clearing, because on a busy machine a whole run can fit between two of
 * Playwright's polls (CI saw `toBeHidden` time out on a finished run).
 */
export async function regenerateAndWait(page: Page, readyText: string): Promise<void> {
  await page.evaluate((text) => {
    const w = window as unknown as { __readyCleared?: boolean };
    w.__readyCleared = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(text)) return;
      w.__readyCleared = true;
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, readyText);
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __readyCleared?: boolean }).__readyCleared))
    .toBe(true);
  await expect(page.getByText(readyText)).toBeVisible();
}
