import { createAccount } from './support/accounts';
import { createVoiceViaApi, ownClientAddress, snap } from './support/brand-voices';
import { expect, test, withStoredConsent } from './fixtures';

// Issue 22, "Done means": import LinkedIn's Shares.csv with multi-line posts and
// see "Your writing, measured"; check a pasted draft against the voice; generate
// with that voice and see "Based on 3 of your posts"; the extended wizard prefilled
// from pasted posts.

const SHARES_CSV = [
  'Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility',
  '2026-01-05 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:1,"We hit 1,000 customers today.',
  '',
  'It took 31 months, no funding and a team of 6.',
  '',
  'What kept you going in year one?',
  '',
  '#SaaS #Founders",,,MEMBER_NETWORK',
  '2026-01-12 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:2,"3 pricing mistakes I made:',
  '1. Charging per seat',
  '2. Hiding the price',
  '3. Never raising it',
  '',
  'Which one are you guilty of?',
  '',
  '#Pricing #SaaS",,,MEMBER_NETWORK',
  '2026-01-19 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:3,,https://example.com/article,,MEMBER_NETWORK',
  '2026-01-26 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:4,"Our churn dropped from 6.2% to 3.9% in 90 days.',
  '',
  'We called every customer who had not logged in for 14 days.',
  '',
  '#SaaS #Churn",,,MEMBER_NETWORK',
].join('\r\n');

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  await ownClientAddress(page);
});

test('imports Shares.csv, shows "Your writing, measured" and checks a pasted draft', async ({ page }, testInfo) => {
  await createAccount(page);
  await createVoiceViaApi(page, { name: 'Founder voice', category: 'Professional' });
  await page.goto('/brand-voices');
  await page.getByRole('button', { name: 'View details of Founder voice' }).click();
  await page.getByRole('dialog', { name: 'Founder voice' }).getByRole('link', { name: 'Your posts and style' }).click();
  await expect(page.getByRole('heading', { name: 'Founder voice: your writing' })).toBeVisible();
  await expect(page.getByText('From your answers until you add posts.')).toBeVisible();

  await page
    .getByLabel('Or upload Shares.csv, a CSV or a TXT file')
    .setInputFiles({ name: 'Shares.csv', mimeType: 'text/csv', buffer: Buffer.from(SHARES_CSV) });
  await expect(page.getByText('3 posts added; skipped 1 repost without text.')).toBeVisible();

  await expect(page.getByText('Your writing, measured')).toBeVisible();
  await expect(page.getByText('Measured on 3 of your posts.')).toBeVisible();
  await expect(page.getByText('You open with a number in 3 of 3 posts.')).toBeVisible();
  await expect(page.getByText('You never use emojis.')).toBeVisible();
  const posts = page.getByRole('list', { name: 'Your posts' });
  await expect(posts.getByRole('listitem')).toHaveCount(3);
  await expect(posts).toContainText('1. Charging per seat\n2. Hiding the price');

  await page.getByLabel('Search your posts').fill('churn');
  await expect(posts.getByRole('listitem')).toHaveCount(1);

  await page
    .getByLabel('Your draft')
    .fill(
      'We doubled trial signups in 60 days.\n\nWe removed 6 fields from the form.\n\nWhat would you remove?\n\n#SaaS #Growth',
    );
  await page.getByRole('button', { name: 'Check draft' }).click();
  const result = page.getByRole('region', { name: 'Draft check result' });
  await expect(result).toContainText(/Voice match: \d+\/100/);
  await expect(result).toContainText('Based on 3 of your posts');
  await snap(page, testInfo, 'voice-writing-1280');

  // Generating with the voice writes from those posts, and says so (issue 22).
  await page.goto('/post-generator');
  await expect(page.getByRole('switch', { name: 'Use brand voice' })).toBeChecked();
  await page.getByLabel('Post Idea').fill('We cut churn by calling every customer who went quiet for two weeks.');
  await page.getByRole('button', { name: 'Generate Posts' }).click();
  await expect(page.getByText('Based on 3 of your posts')).toBeVisible({ timeout: 30_000 });
});

test('the extended wizard prefills its answers from pasted posts', async ({ page }, testInfo) => {
  await createAccount(page);
  await createVoiceViaApi(page, { name: 'First voice' });
  await page.goto('/brand-voice/new');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const formality = page.getByRole('slider', { name: 'Formality' });
  await expect(formality).toHaveAttribute('aria-valuenow', '50');

  await page.getByRole('button', { name: 'Paste a few of your posts' }).click();
  await page
    .getByLabel(/Your posts/)
    .fill(
      "Shipped it! 🚀 Honestly I didn't think we'd make it.\n---\nI'm so proud of my team today 🎉 We're live!\n---\nCan't believe it's Friday 😅 What's your win this week?",
    );
  await page.getByRole('button', { name: 'Measure and prefill' }).click();
  await expect(page.getByText('Measured on 3 of your posts')).toBeVisible();
  await expect(formality).not.toHaveAttribute('aria-valuenow', '50');
  expect(Number(await formality.getAttribute('aria-valuenow'))).toBeLessThan(50);
  await snap(page, testInfo, 'wizard-pasted-posts-1280');

  await page.getByLabel('Name', { exact: true }).fill('Pasted voice');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByLabel('What is your current role?').fill('Founder');
  await page.getByLabel('What excites you most about your professional journey?').fill('Shipping');
  await page.getByLabel('Who would you most like to connect with?').fill('Founders');
  await page.getByLabel('How do you come across in conversation?').fill('Candid');
  await page.getByLabel('What are your core values?').fill('Honesty');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  const personality = page.getByRole('radiogroup', { name: /How much personality should come through/ });
  await expect(personality.getByRole('radio', { name: /Playful/ })).toBeChecked();
  // The user can still change it.
  await personality.getByRole('radio', { name: /Polished/ }).click();
  await expect(personality.getByRole('radio', { name: /Polished/ })).toBeChecked();
});
