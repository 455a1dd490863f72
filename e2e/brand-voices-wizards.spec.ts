import type { Page } from '@playwright/test';
import { createAccount, creditBalance, spendCreditsDownTo } from './support/accounts';
import { createVoiceViaApi, expectCreditBadge, listVoices, ownClientAddress, snap } from './support/brand-voices';
import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';

// Issue 4, "Done means": the simple and the extended wizard in real Chromium,
// at desktop and phone widths, with a capture of every step.

const FALLBACK_TITLES = [
  'How do you like to open a post?',
  'Which tone sounds more like you?',
  'How should your posts be laid out?',
  'How do you want to end your posts?',
  'How do you share what you know?',
  'How much personality should come through?',
];

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  await ownClientAddress(page);
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Picks the first option of every A/B question on screen. */
async function answerEveryQuestion(page: Page, option: 'A' | 'B' = 'A') {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  for (let i = 0; i < count; i++)
    await groups
      .nth(i)
      .getByRole('radio')
      .nth(option === 'A' ? 0 : 1)
      .click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a new user completes the simple wizard and sees the active voice', async ({ page }, testInfo) => {
      await createAccount(page);
      await page.goto('/brand-voice');

      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      await next(page).click();
      await expect(page.getByText('Please enter a name for the brand voice')).toBeVisible();
      await expect(page.getByText('Please choose a goal')).toBeVisible();
      await expect(page.getByText('Please choose a target audience')).toBeVisible();

      await page.getByLabel('Name', { exact: true }).fill('My LinkedIn voice');
      await page.getByLabel('Category').selectOption('LinkedIn');
      await page.getByLabel(/Description/).fill('Practical lessons from building products, told with warmth.');
      await page.getByRole('radio', { name: /Thought leadership/ }).click();
      await page.getByRole('radio', { name: /Entrepreneurs/ }).click();
      await snap(page, testInfo, `simple-1-profile-${width}`);
      await next(page).click();

      await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
      const formality = page.getByRole('slider', { name: 'Formality' });
      await expect(formality).toHaveAttribute('aria-valuenow', '50');
      await expect(page.getByRole('slider', { name: 'Personal sharing' })).toHaveAttribute('aria-valuenow', '30');
      await expect(page.getByRole('slider', { name: 'Confidence' })).toHaveAttribute('aria-valuenow', '60');
      await formality.focus();
      await page.keyboard.press('PageDown'); // Radix: PageDown moves by ten steps
      await expect(formality).toHaveAttribute('aria-valuenow', '40');
      await snap(page, testInfo, `simple-2-questions-${width}`);
      await next(page).click();

      await expect(page.getByRole('heading', { name: 'Styles' })).toBeVisible();
      await page.getByRole('button', { name: 'Generate Brand Voice' }).click();
      await expect(page.getByText('Please choose A or B')).toHaveCount(5);
      // Keyboard: arrow keys move through a pair and pick the option.
      await page.getByRole('radio', { name: /With a bold statement/ }).focus();
      // Held like a real key press: Radix moves focus on a timer and checks the radio only while the arrow is down.
      await page.keyboard.down('ArrowRight');
      await expect(page.getByRole('radio', { name: /With a personal story/ })).toBeFocused();
      await page.keyboard.up('ArrowRight');
      await expect(page.getByRole('radio', { name: /With a personal story/ })).toBeChecked();
      await answerEveryQuestion(page, 'B');
      await expect(page.getByText('5 of 5 answered')).toBeVisible();
      await snap(page, testInfo, `simple-3-styles-${width}`);
      await page.getByRole('button', { name: 'Generate Brand Voice' }).click();

      await expect(page.getByRole('heading', { name: 'Your brand voice is ready' })).toBeVisible();
      await expect(page.getByText('Written by the Offline writer')).toBeVisible();
      const [voice] = await listVoices(page);
      expect(voice).toMatchObject({ name: 'My LinkedIn voice', category: 'LinkedIn', isDefault: true });
      await expect(page.getByText(voice!.generatedPrompt!.slice(0, 60))).toBeVisible();
      await snap(page, testInfo, `simple-4-result-${width}`);

      await page.goto('/brand-voice');
      await expect(page.getByRole('heading', { name: 'Your Brand Voice is Active!' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled();
      await expect(page.getByText(voice!.generatedPrompt!.slice(0, 60))).toBeVisible();
      await snap(page, testInfo, `simple-5-active-${width}`);

      // Update Brand Voice: edit mode starts at questions and saves with PUT.
      await page.getByRole('link', { name: 'Update Brand Voice' }).click();
      await expect(page).toHaveURL(`/brand-voice?edit=${voice!.id}`);
      await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
      await expect(page.getByRole('slider', { name: 'Formality' })).toHaveAttribute('aria-valuenow', '40');
      await next(page).click();
      await expect(page.getByRole('radio', { name: /Warm and conversational/ })).toBeChecked();
      await page.getByRole('button', { name: 'Update Brand Voice' }).click();
      await expect(page.getByRole('heading', { name: 'Your brand voice is updated' })).toBeVisible();
      expect(await listVoices(page)).toHaveLength(1);

      await page.getByRole('link', { name: 'Start Generating Posts' }).click();
      await expect(page).toHaveURL('/post-generator');
    });

    test("a second voice through the extended wizard: the Offline writer's standard questions, free", async ({
      page,
    }, testInfo) => {
      await createAccount(page);
      await createVoiceViaApi(page, { name: 'First voice' });
      const before = await creditBalance(page);
      await page.goto('/brand-voices');
      await page.getByRole('link', { name: 'Create New Voice' }).click();
      await expect(page).toHaveURL('/brand-voice/new');

      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      await next(page).click();
      await expect(page.getByText('Please enter a name for the brand voice')).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('x'.repeat(101));
      await next(page).click();
      await expect(page.getByText('Name must be less than 100 characters')).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('Workshop voice');
      await page.getByLabel('Category').selectOption('Education');
      await page.getByRole('radio', { name: /Career development/ }).click();
      await snap(page, testInfo, `extended-1-profile-${width}`);
      await next(page).click();

      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      // The Offline writer only has the six standard questions: Next costs nothing.
      await expect(page.getByText('Standard questions, no credits needed')).toBeVisible();
      const fetchQuestions = next(page);
      await fetchQuestions.click();
      await expect(page.getByText('Please fill out all required fields')).toBeVisible();
      await page.getByLabel('What is your current role?').fill('Teacher and workshop host');
      await page
        .getByLabel('What excites you most about your professional journey?')
        .fill('Seeing people get it for the first time');
      await page.getByLabel('Who would you most like to connect with?').fill('Educators and L&D leads');
      await page.getByLabel('How do you come across in conversation?').fill('Patient, funny, direct');
      await page.getByLabel('What are your core values?').fill('Curiosity, kindness');
      await snap(page, testInfo, `extended-2-personality-${width}`);
      await fetchQuestions.click();

      await expect(page.getByText('Step 3 of 4')).toBeVisible();
      await expect(page.getByRole('radiogroup')).toHaveCount(6);
      await expect(page.getByText('Standard questions', { exact: true })).toBeVisible();
      await expect(page.getByText(/no credits were charged/)).toBeVisible();
      await expectCreditBadge(page, before);
      await answerEveryQuestion(page);
      await snap(page, testInfo, `extended-3-style-${width}`);
      await next(page).click();

      await expect(page.getByRole('heading', { name: 'Content Preferences' })).toBeVisible();
      await page.getByLabel(/What kinds of content/).fill('Workshops, classroom stories');
      await page.getByLabel(/Anything to avoid/).fill('Jargon');
      await snap(page, testInfo, `extended-4-preferences-${width}`);
      // Back goes one step and keeps the answers.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByText('Step 3 of 4')).toBeVisible();
      await next(page).click();
      await expect(page.getByLabel(/Anything to avoid/)).toHaveValue('Jargon');
      await page.getByRole('button', { name: 'Create Brand Voice' }).click();

      await expect(page.getByRole('heading', { name: 'Your brand voice is ready' })).toBeVisible();
      await expect(page.getByText(/Write as a teacher and workshop host/i)).toBeVisible();
      await snap(page, testInfo, `extended-5-result-${width}`);
      expect(await creditBalance(page)).toBe(before);

      await page.getByRole('link', { name: 'Go to Brand Voices' }).click();
      await expect(page).toHaveURL('/brand-voices');
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('article', { name: 'First voice' }).getByText('Default')).toBeVisible();
      await expect(page.getByRole('article', { name: 'Workshop voice' })).toContainText('Education');
    });
  });
}

test('a user with 1 credit still gets the standard questions, free (the Offline writer)', async ({
  page,
}, testInfo) => {
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'light'), [THEME_KEY] as const);
  await createAccount(page);
  await spendCreditsDownTo(page, 1);
  await page.goto('/brand-voice/new');

  await page.getByLabel('Name', { exact: true }).fill('Low balance voice');
  await next(page).click();
  await page.getByLabel('What is your current role?').fill('Consultant');
  await page.getByLabel('What excites you most about your professional journey?').fill('Helping teams ship');
  await page.getByLabel('Who would you most like to connect with?').fill('CTOs');
  await page.getByLabel('How do you come across in conversation?').fill('Calm');
  await page.getByLabel('What are your core values?').fill('Clarity');
  await expect(page.getByText('Standard questions, no credits needed')).toBeVisible();
  await next(page).click();

  await expect(page.getByText('Standard questions', { exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(6);
  for (const title of FALLBACK_TITLES) await expect(page.getByText(title)).toBeVisible();
  expect(await creditBalance(page)).toBe(1);
  await snap(page, testInfo, 'extended-3-fallback-1280-light');

  // The standard questions still make a complete voice.
  await answerEveryQuestion(page, 'B');
  await next(page).click();
  await page.getByRole('button', { name: 'Create Brand Voice' }).click();
  await expect(page.getByRole('heading', { name: 'Your brand voice is ready' })).toBeVisible();
  expect((await listVoices(page))[0]).toMatchObject({ name: 'Low balance voice', isDefault: true });
});
