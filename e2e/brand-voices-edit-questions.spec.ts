import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type RecordedRequest,
} from '../src/server/test/fakes/openai-server';
import { startAppServer } from './support/app-server';
import { expect, test as base, withStoredConsent } from './fixtures';

// Issue 11: "editing an extended voice reuses the questions it already has
// instead of buying new ones" (decision 075). The shared e2e server runs the
// Offline writer, which never sells questions; this spec runs an app instance
// of its own with a language model, played by the project's fake
// OpenAI-compatible server, so personalised questions cost 2 credits.

const PERSONALISED = [
  ['counter', 'How do you talk about the shop counter?'],
  ['regulars', 'How do you write about your regulars?'],
  ['menu', 'How do you announce a new bake?'],
  ['mornings', 'How much of your early mornings do you share?'],
  ['suppliers', 'How do you credit your suppliers?'],
  ['team', 'How do you show your team at work?'],
].map(([id, title]) => ({
  id: id!,
  title: title!,
  optionA: `A story from ${id}`,
  optionB: `The numbers behind ${id}`,
}));

const isQuestionRequest = (request: RecordedRequest) =>
  request.messages.some((m) => m.role === 'system' && m.content.includes('six A/B questions'));

type LlmApp = { baseURL: string; openai: FakeOpenAiServer };

const test = base.extend<{ llmApp: LlmApp }, { llmAppWorker: LlmApp & { stop: () => Promise<void> } }>({
  llmAppWorker: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter: this one has none.
    async ({}, use) => {
      const openai = await startFakeOpenAiServer();
      openai.replyWith((request) =>
        isQuestionRequest(request)
          ? { type: 'json', value: { questions: PERSONALISED } }
          : { type: 'text', text: 'Writes as a baker who knows the regulars by name: warm, plain and practical.' },
      );
      const app = await startAppServer({
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: openai.url,
        OPENAI_API_KEY: 'sk-e2e',
        AI_MODEL: 'gpt-4o-mini',
        AI_MAX_RETRIES: '0',
      });
      await use({ baseURL: app.baseURL, openai, stop: app.stop });
      await app.stop();
      await openai.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  llmApp: async ({ llmAppWorker }, use) => use(llmAppWorker),
  // Everything in this spec talks to the instance with the language model, with its own Origin.
  baseURL: async ({ llmAppWorker }, use) => use(llmAppWorker.baseURL),
  extraHTTPHeaders: async ({ llmAppWorker }, use) => use({ Origin: llmAppWorker.baseURL }),
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const balance = async (page: Page) =>
  ((await (await page.request.get('/api/credits/info')).json()) as { credits: number }).credits;

test('editing an extended voice does not charge for questions', async ({ page, llmApp }) => {
  test.setTimeout(120_000);
  await withStoredConsent(page);
  const email = `e2e-${randomBytes(5).toString('hex')}@example.com`;
  const signUp = await page.request.post('/api/auth/register', {
    data: { fullName: 'Bea Baker', email, password: 'e2e-password-123' },
  });
  expect(signUp.status()).toBe(201);
  expect(await balance(page)).toBe(15);

  // Create: step 2 buys the personalised questions.
  await page.goto('/brand-voice/new');
  await page.getByLabel('Name', { exact: true }).fill('Bakery voice');
  await next(page).click();
  await page.getByLabel('What is your current role?').fill('Owner of a neighbourhood bakery');
  await page.getByLabel('What excites you most about your professional journey?').fill('Opening a second shop');
  await page.getByLabel('Who would you most like to connect with?').fill('Local food businesses');
  await page.getByLabel('How do you come across in conversation?').fill('Warm and plain-spoken');
  await page.getByLabel('What are your core values?').fill('Craft, honesty');
  await page.getByRole('button', { name: 'Next: Style Questions (2 credits)' }).click();

  await expect(page.getByText('Personalised for you')).toBeVisible();
  for (const question of PERSONALISED) await expect(page.getByText(question.title)).toBeVisible();
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < PERSONALISED.length; i++)
    await groups
      .nth(i)
      .getByRole('radio')
      .nth(i % 2)
      .click();
  await next(page).click();
  await page.getByRole('button', { name: 'Create Brand Voice' }).click();
  await expect(page.getByRole('heading', { name: 'Your brand voice is ready' })).toBeVisible();
  expect(await balance(page)).toBe(13);
  const questionRequests = llmApp.openai.requests.filter(isQuestionRequest).length;

  // Edit from the manager: the same questions, answers selected, nothing to buy.
  await page.getByRole('link', { name: 'Go to Brand Voices' }).click();
  await page.getByRole('link', { name: 'Edit Bakery voice' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Brand Voice' })).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Your questions from last time, no credits needed')).toBeVisible();
  await expect(page.getByRole('button', { name: /credits\)/ })).toHaveCount(0);
  await page.getByLabel('What are your core values?').fill('Craft, honesty, generosity');
  await next(page).click();

  const note = page.getByTestId('saved-questions-note');
  await expect(note).toContainText('Your questions from last time');
  await expect(note.getByRole('button', { name: 'Write new personalised questions (2 credits)' })).toBeVisible();
  for (const [i, question] of PERSONALISED.entries()) {
    await expect(page.getByText(question.title)).toBeVisible();
    await expect(
      groups
        .nth(i)
        .getByRole('radio')
        .nth(i % 2),
    ).toBeChecked();
  }
  await expect(page.getByText('6 of 6 answered')).toBeVisible();
  await next(page).click();
  await page.getByRole('button', { name: 'Update Brand Voice' }).click();
  await expect(page.getByRole('heading', { name: /updated/i })).toBeVisible();

  expect(await balance(page)).toBe(13);
  expect(llmApp.openai.requests.filter(isQuestionRequest)).toHaveLength(questionRequests);
  const [voice] = (
    (await (await page.request.get('/api/brand-voices')).json()) as {
      brandVoices: { coreValues: string; styleQuestionSet: unknown }[];
    }
  ).brandVoices;
  expect(voice).toMatchObject({
    coreValues: 'Craft, honesty, generosity',
    styleQuestionSet: { source: 'personalised', questions: PERSONALISED },
  });
});
