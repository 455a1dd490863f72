import type { Page } from '@playwright/test';
import { createAccount, creditBalance } from './support/accounts';
import { createVoiceViaApi } from './support/brand-voices';
import { regenerateAndWait } from './support/posts';
import { expect, test, withStoredConsent } from './fixtures';

// Issue 11, "Done means": with the Offline writer, a fact-rich idea keeps its
// facts in every version, Regenerate gives new text, a French idea gives a
// French post, and editing an extended voice does not charge for questions.
// Real Chromium against the built app.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

const versionTexts = (page: Page) =>
  page.locator('article[data-state="saved"] [data-testid="version-text"]').allTextContents();
const readyLine = (page: Page, n: number) =>
  page.getByText(`${n} ${n === 1 ? 'version' : 'versions'} ready and saved to your Post History.`);

async function generate(page: Page, idea: string, versions: 1 | 3, wait?: number) {
  await page.getByLabel('Post Idea').fill(idea);
  await page.getByRole('radio', { name: 'LinkedIn' }).check();
  await page.getByRole('radio', { name: String(versions) }).check();
  await page.getByRole('button', { name: 'Generate Posts' }).click();
  await expect(readyLine(page, versions)).toBeVisible({ timeout: wait });
}

test('the facts of an idea are in every version, and Regenerate writes new text', async ({ page }) => {
  await createAccount(page);
  await page.goto('/post-generator');
  const idea =
    'We closed a €12.4M seed round led by Kima Ventures on 14 March. Onboarding a new customer now takes 40 min instead of 6 h.';
  await generate(page, idea, 3);

  const first = await versionTexts(page);
  expect(first).toHaveLength(3);
  for (const text of first) {
    for (const fact of ['€12.4M', 'Kima Ventures', '14 March', '40 min', '6 h'])
      expect(text, `version missing ${fact}:\n${text}`).toContain(fact);
  }
  // Versions of one run differ.
  expect(new Set(first).size).toBe(3);

  await regenerateAndWait(page, '3 versions ready and saved to your Post History.');
  const second = await versionTexts(page);
  expect(second).toHaveLength(3);
  expect(second.filter((text) => first.includes(text)).length).toBeLessThan(3);
  for (const text of second) expect(text).toContain('€12.4M');
});

test('a French idea gives a French post', async ({ page }) => {
  await createAccount(page);
  await page.goto('/post-generator');
  await generate(
    page,
    'Nous recrutons un développeur full-stack à Bruxelles. Postulez avant le 30 juin : 3 jours de télétravail par semaine.',
    1,
    // The server's first French idea loads the French dictionary (decision 111): 8 s on a quiet machine, 20 s
    // and more on a loaded CI machine. A known cost, recorded in the decision, not something to hide here.
    60_000,
  );

  const [text] = await versionTexts(page);
  expect(text).toContain('Bruxelles');
  expect(text).toContain('30 juin');
  // French words, not English ones, carry the post.
  expect(text).toMatch(/\b(nous|vous|votre|notre|les|des|pour)\b/i);
  expect(text).not.toMatch(/\b(the|and|with|your|we're)\b/i);
});

test('editing an extended voice does not charge for its style questions', async ({ page }) => {
  await createAccount(page);
  const voice = await createVoiceViaApi(page, {
    name: 'Extended voice',
    currentRole: 'Head of product',
    journeyExcitement: 'Shipping with small teams',
    idealConnections: 'Founders',
    conversationTone: 'Calm and direct',
    coreValues: 'Clarity',
    styleChoices: {
      opening: 'A',
      tone: 'B',
      structure: 'A',
      engagement: 'A',
      expertise: 'B',
      personality: 'A',
      length: 'B',
    },
  });
  const before = await creditBalance(page);

  await page.goto(`/brand-voice/new?edit=${voice.id}`);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByText('Standard questions, no credits needed')).toBeVisible();
  await expect(page.getByRole('button', { name: /credits\)/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByText('Standard questions', { exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(6);
  for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Update Brand Voice' }).click();
  await expect(page.getByRole('heading', { name: 'Your brand voice is updated' })).toBeVisible();
  expect(await creditBalance(page)).toBe(before);
});
