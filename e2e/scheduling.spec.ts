import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { LINKEDIN_URL, linkedinPosts } from './support/linkedin-fake';
import { expect, test, withStoredConsent } from './fixtures';

// Issue #23, "Done means", Playwright part: set the posting schedule; add a
// generated post to the queue; see it in the calendar; drag it to another day;
// watch a post become Published at its time (the real clock: a minute ahead is
// the shortest time the API takes, so the test waits about a minute); a failed
// post on the dashboard and its "Try again"; the phone agenda. In real Chromium
// against the built app, its workers and the project's fake LinkedIn.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
const historyPost = (page: Page, text: string) => page.getByTestId('history-post').filter({ hasText: text });
const calendarItem = (page: Page, text: string) =>
  page.getByTestId('calendar-grid').getByTestId('calendar-item').filter({ hasText: text });

async function connectLinkedIn(page: Page) {
  await page.goto('/profile');
  const card = page.locator('#linkedin');
  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Connect LinkedIn' }).first().click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popup.waitForEvent('close');
  await expect(toast(page, 'LinkedIn connected')).toBeVisible();
}

async function generatePost(page: Page, idea: string): Promise<{ id: string; text: string }> {
  const response = await page.request.post('/api/posts/generate', {
    data: { originalIdea: idea, platform: 'linkedin', versions: 1 },
  });
  expect(response.status()).toBe(200);
  const text = ((await response.json()) as { posts: string[] }).posts[0]!;
  const list = (await (await page.request.get('/api/posts?limit=5')).json()) as {
    posts: { id: string; generatedContent: string }[];
  };
  return { id: list.posts.find((p) => p.generatedContent === text)!.id, text };
}

/** Schedules through the API at the shortest lead the server takes (a minute and a few seconds). */
async function scheduleSoon(request: APIRequestContext, postId: string, seconds = 65): Promise<void> {
  const at = new Date(Date.now() + seconds * 1000).toISOString();
  const response = await request.post(`/api/posts/${postId}/schedule`, { data: { scheduledAt: at } });
  expect(response.status(), await response.text()).toBe(200);
}

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('posting schedule, queue, calendar drag, published at its time, failed and retried, phone agenda', async ({
  page,
  request,
}) => {
  // About two minutes of it is waiting for the scheduled times.
  test.setTimeout(300_000);
  await createAccount(page, { fullName: 'Ada Lovelace' });
  await connectLinkedIn(page);

  // The posting schedule: every day at 09:00 UTC, queue on.
  const scheduling = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save schedule' }) });
  await scheduling.getByRole('switch', { name: 'Posting queue' }).click();
  await scheduling.getByLabel('Time zone').fill('UTC');
  for (const day of await scheduling.getByRole('group', { name: 'Days' }).getByRole('button').all())
    if ((await day.getAttribute('aria-pressed')) === 'false') await day.click();
  await scheduling.getByLabel('Times of day').fill('09:00');
  await scheduling.getByRole('button', { name: 'Save schedule' }).click();
  await expect(toast(page, 'Posting schedule saved')).toBeVisible();

  // A generated post goes to the queue from the history.
  const queued = await generatePost(page, 'What a posting queue changed for our small team');
  await page.goto('/post-history');
  const card = historyPost(page, queued.text.slice(0, 40));
  await card.getByRole('button', { name: 'Schedule' }).click();
  await page.getByRole('dialog', { name: 'Schedule this post' }).getByRole('button', { name: 'Add to queue' }).click();
  await expect(toast(page, 'Added to the queue')).toBeVisible();
  await expect(card.getByTestId('publication-state')).toHaveAttribute('data-status', 'scheduled');

  // The calendar (month view) shows it in its slot, and the queue's other slots as free.
  await page.goto('/calendar');
  await page.getByRole('radio', { name: 'Month' }).click();
  const excerpt = queued.text.slice(0, 30);
  // The month's answer is in once its free slots show (they come with the posts).
  await expect(page.getByTestId('calendar-grid').getByTestId('calendar-empty-slot').first()).toBeVisible();
  if ((await calendarItem(page, excerpt).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  const item = calendarItem(page, excerpt);
  await expect(item).toBeVisible();
  await expect(page.getByTestId('calendar-grid').getByTestId('calendar-empty-slot').first()).toBeVisible();
  const from = await item.locator('xpath=ancestor::*[@data-testid="calendar-day"][1]').getAttribute('data-day');

  // Dragged to another future day of the view, it keeps its 09:00.
  const days = await page
    .getByTestId('calendar-day')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-day')!));
  const to = days.find((day) => day > utcDay(0) && day !== from)!;
  // Both days on screen at once: a drag whose target has to be scrolled to first never starts in Chromium (the
  // page scrolls under the held button), and which row tomorrow falls in depends on today's date.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 1600 });
  await item.dragTo(page.locator(`[data-day="${to}"]`));
  await expect(toast(page, 'Post rescheduled')).toBeVisible();
  await expect(
    page.locator(`[data-day="${to}"]`).getByTestId('calendar-item').filter({ hasText: excerpt }),
  ).toContainText('09:00');
  await page.setViewportSize(viewport);

  // Two posts a minute ahead: the first is published at its time; LinkedIn refuses the second.
  const soon = await generatePost(page, 'Publishing at the right minute, not the minute you remember');
  const refused = await generatePost(page, 'A post LinkedIn will refuse the first time');
  await scheduleSoon(page.request, soon.id, 65);
  await scheduleSoon(page.request, refused.id, 85);
  await page.reload();
  const soonItem = calendarItem(page, soon.text.slice(0, 30));
  await expect(soonItem.getByTestId('publication-state')).toHaveAttribute('data-status', 'scheduled');
  await expect(async () => {
    await page.reload();
    await expect(soonItem.getByTestId('publication-state')).toHaveAttribute('data-status', 'published', {
      timeout: 2000,
    });
  }).toPass({ timeout: 120_000, intervals: [3000] });
  await expect(soonItem.getByRole('link', { name: /View on LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:\d+\/$/,
  );
  expect((await linkedinPosts(request)).filter((p) => p.text === soon.text)).toHaveLength(1);

  // The next post LinkedIn receives is refused (422): the second post fails, and the dashboard says so.
  await request.post(`${LINKEDIN_URL}/__fake/fail-next-post?status=422`);
  await page.goto('/dashboard');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'A scheduled post needs you' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000, intervals: [3000] });
  const problems = page.getByRole('region', { name: 'A scheduled post needs you' });
  await expect(problems.getByText('Failed', { exact: true })).toBeVisible();
  expect((await linkedinPosts(request)).filter((p) => p.text === refused.text)).toHaveLength(0);

  // Try again from its card: scheduled once more.
  await page.goto('/post-history');
  const failedCard = historyPost(page, refused.text.slice(0, 40));
  await expect(failedCard.getByTestId('publication-state')).toHaveAttribute('data-status', 'failed');
  await failedCard.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('dialog', { name: 'Schedule this post' }).getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Post scheduled')).toBeVisible();
  await expect(failedCard.getByTestId('publication-state')).toHaveAttribute('data-status', 'scheduled');
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Your statistics' })).toBeVisible();
  await expect(page.getByTestId('publishing-problems')).toHaveCount(0);

  // On a phone the calendar is an agenda: today's published post is in it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/calendar');
  const agenda = page.getByTestId('calendar-agenda');
  await expect(agenda).toBeVisible();
  await expect(page.getByTestId('calendar-grid')).toBeHidden();
  await expect(
    agenda
      .getByTestId('calendar-item')
      .filter({ hasText: soon.text.slice(0, 30) })
      .getByTestId('publication-state'),
  ).toHaveAttribute('data-status', 'published');
});
