import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_AB_QUESTIONS, type AbQuestion } from '@shared/schemas/brand-voices';
import { resetToasts } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '@/test/render';
import { testVoice } from '@/test/test-voice';
import { savedQuestionsOf } from '@/features/brand-voices/wizard/saved-questions';
import { EMPTY_VOICE_VALUES, valuesFromVoice } from '@/features/brand-voices/wizard/voice-form-values';
import { ExtendedWizard } from './extended-wizard';

afterEach(() => resetToasts());

const BASE = {
  'GET /api/writer': { body: { engine: 'llm', label: 'gpt-4o-mini' } },
  'GET /api/credits/info': { body: { credits: 15, tier: 'free', monthlyAllocation: 15 } },
};

const PERSONALISED: AbQuestion[] = ['hook', 'voice', 'layout', 'ending', 'depth', 'humour'].map((id, i) => ({
  id,
  title: `Personalised question ${i + 1}?`,
  optionA: `Option A${i + 1}`,
  optionB: `Option B${i + 1}`,
}));

async function passStepOne(name = 'Founder voice') {
  await userEvent.click(screen.getByLabelText('Name'));
  await userEvent.paste(name);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Personality Questions' });
}

async function passStepTwo(nextLabel = 'Next: Style Questions (2 credits)') {
  await userEvent.click(screen.getByLabelText('What is your current role?'));
  await userEvent.paste('Product designer');
  await userEvent.click(screen.getByLabelText('What excites you most about your professional journey?'));
  await userEvent.paste('Shipping');
  await userEvent.click(screen.getByLabelText('Who would you most like to connect with?'));
  await userEvent.paste('Founders');
  await userEvent.click(screen.getByLabelText('How do you come across in conversation?'));
  await userEvent.paste('Candid');
  await userEvent.click(screen.getByLabelText('What are your core values?'));
  await userEvent.paste('Honesty');
  await userEvent.click(screen.getByRole('button', { name: nextLabel }));
}

async function answerAll(questions: readonly AbQuestion[]) {
  for (const question of questions) {
    const group = screen.getByRole('radiogroup', { name: new RegExp(question.title.replace('?', '\\?')) });
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
  }
}

// Whole wizard walks with user-event: generous time when the machine is busy.
describe('<ExtendedWizard /> (customer-area §4, §5, §8)', { timeout: 20_000 }, () => {
  it('step 1 requires a name of at most 100 characters', async () => {
    vi.stubGlobal('fetch', mockFetch(BASE));
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    expect(screen.getByText('Step 1 of 4')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a name for the brand voice')).toBeVisible();

    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name must be less than 100 characters')).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Name'));
    await passStepOne('x'.repeat(100));
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
  });

  it('prefills the sliders and style choices from pasted posts, which the user can still change (issue 22)', async () => {
    let sent: unknown;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...BASE,
        'GET /api/writer': { body: { engine: 'offline', label: 'Offline writer' } },
        'POST /api/brand-voices/measure-posts': (init) => {
          sent = JSON.parse(String(init?.body));
          return {
            body: {
              sampleCount: 2,
              summary: ['You use emojis in 2 of 2 posts, about 1 a post.'],
              suggested: {
                formality: 25,
                personalSharing: 70,
                confidence: 80,
                styleChoices: { personality: 'B', engagement: 'B' },
              },
            },
          };
        },
        'POST /api/brand-voice/generate-ab-questions': {
          body: { questions: FALLBACK_AB_QUESTIONS, source: 'standard' },
        },
      }),
    );
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await userEvent.click(screen.getByRole('button', { name: 'Paste a few of your posts' }));
    await userEvent.click(screen.getByLabelText(/Your posts/));
    await userEvent.paste('Shipped it! 🚀\n---\nLive today 🎉');
    await userEvent.click(screen.getByRole('button', { name: 'Measure and prefill' }));
    expect(await screen.findByText(/Measured on 2 of your posts/)).toBeVisible();
    expect(sent).toEqual({ text: 'Shipped it! 🚀\n---\nLive today 🎉' });
    expect(screen.getByRole('slider', { name: 'Formality' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('slider', { name: 'Personal sharing' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('slider', { name: 'Confidence' })).toHaveAttribute('aria-valuenow', '80');

    await passStepOne();
    await passStepTwo('Next');
    const personality = await screen.findByRole('radiogroup', { name: /How much personality should come through\?/ });
    expect(within(personality).getByRole('radio', { name: /Playful/ })).toBeChecked();
    const ending = screen.getByRole('radiogroup', { name: /How do you want to end your posts\?/ });
    expect(within(ending).getByRole('radio', { name: /clear takeaway/ })).toBeChecked();
    // Still the user's choice.
    await userEvent.click(within(personality).getByRole('radio', { name: /Polished/ }));
    expect(within(personality).getByRole('radio', { name: /Polished/ })).toBeChecked();
  });

  it('step 2 requires all five answers', async () => {
    const fetch = vi.fn(mockFetch(BASE));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await passStepOne();

    expect(await screen.findByText('You have 15 credits')).toBeVisible();
    await userEvent.click(screen.getByLabelText('What is your current role?'));
    await userEvent.paste('Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Style Questions (2 credits)' }));

    expect(await screen.findByText('Please fill out all required fields')).toBeVisible();
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(screen.getByLabelText('What are your core values?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('What is your current role?')).toHaveAttribute('aria-invalid', 'false');
    expect(fetch).not.toHaveBeenCalledWith('/api/brand-voice/generate-ab-questions', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Founder voice');
  });

  it('fetches six personalised questions on Next (with an idempotency key), refreshes the balance and labels the writer', async () => {
    const headers: Record<string, string>[] = [];
    let request: Record<string, unknown> | undefined;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...BASE,
        'POST /api/brand-voice/generate-ab-questions': (init) => {
          headers.push(init?.headers as Record<string, string>);
          request = JSON.parse(String(init?.body));
          return { body: { questions: PERSONALISED, source: 'personalised' } };
        },
      }),
    );
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await passStepOne();
    await passStepTwo();

    expect(await screen.findByText('Personalised question 1?')).toBeVisible();
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    expect(await screen.findByText('Written by AI (gpt-4o-mini)')).toBeVisible();
    expect(screen.getByText('Personalised for you')).toBeVisible();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(headers[0]?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(request).toMatchObject({
      name: 'Founder voice',
      currentRole: 'Product designer',
      coreValues: 'Honesty',
      formality: 50,
      personalSharing: 30,
      confidence: 60,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/credits/info'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/auth/me'] });
    invalidate.mockRestore();

    // Going back without changing anything does not buy the questions again.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Personalised question 1?')).toBeVisible();
    expect(headers).toHaveLength(1);
  });

  it('with the Offline writer, gives the standard questions free and says they are standard', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...BASE,
        'GET /api/writer': { body: { engine: 'offline', label: 'Offline writer' } },
        'POST /api/brand-voice/generate-ab-questions': () => {
          calls += 1;
          return { body: { questions: FALLBACK_AB_QUESTIONS, source: 'standard' } };
        },
      }),
    );
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await passStepOne();
    expect(await screen.findByText('Standard questions, no credits needed')).toBeVisible();
    expect(screen.queryByRole('button', { name: /credits\)/ })).not.toBeInTheDocument();
    await passStepTwo('Next');

    expect(await screen.findByText('Standard questions')).toBeVisible();
    expect(screen.getByText(/no credits were charged/)).toBeVisible();
    for (const question of FALLBACK_AB_QUESTIONS) expect(screen.getByText(question.title)).toBeVisible();
    expect(screen.queryByText('Personalised for you')).not.toBeInTheDocument();

    // Back and Next again: the same questions, not asked for twice.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Standard questions')).toBeVisible();
    expect(calls).toBe(1);
  });

  it('on 402 shows the insufficient-credits message and the six standard questions', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...BASE,
        'POST /api/brand-voice/generate-ab-questions': {
          status: 402,
          body: { message: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' },
        },
      }),
    );
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await passStepOne();
    await passStepTwo();

    expect(
      await screen.findByText('Insufficient credits for personalized questions. Using standard questions instead.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/pricing?tab=packs');
    for (const question of FALLBACK_AB_QUESTIONS) expect(screen.getByText(question.title)).toBeVisible();
    expect(screen.queryByText(/Written by/)).not.toBeInTheDocument();
  });

  it('on any other failure shows the generic message and the six standard questions', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...BASE,
        'POST /api/brand-voice/generate-ab-questions': {
          status: 502,
          body: { message: 'The writer did not answer', code: 'UPSTREAM_ERROR' },
        },
      }),
    );
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await passStepOne();
    await passStepTwo();

    expect(
      await screen.findByText('Failed to generate personalized questions. Using standard questions instead.'),
    ).toBeVisible();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(screen.getByText(FALLBACK_AB_QUESTIONS[5]!.title)).toBeVisible();
  });

  it('requires every style question, then creates the voice with the questions it answered', async () => {
    let body: Record<string, unknown> | undefined;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...BASE,
        'POST /api/brand-voice/generate-ab-questions': { body: { questions: PERSONALISED, source: 'personalised' } },
        'POST /api/brand-voice': (init) => {
          body = JSON.parse(String(init?.body));
          return {
            status: 201,
            body: {
              brandVoice: testVoice({
                name: 'Founder voice',
                isDefault: false,
                generatedPrompt: 'Write as a product designer.',
              }),
            },
          };
        },
      }),
    );
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await passStepOne();
    await passStepTwo();
    await screen.findByText('Personalised question 1?');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please choose A or B')).toHaveLength(6);
    await answerAll(PERSONALISED);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Content Preferences' })).toBeVisible();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Anything to avoid\?/), 'Politics');
    await userEvent.click(screen.getByRole('button', { name: 'Create Brand Voice' }));

    expect(await screen.findByRole('heading', { name: 'Your brand voice is ready' })).toBeVisible();
    expect(screen.getByText('Write as a product designer.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Go to Brand Voices/ })).toHaveAttribute('href', '/brand-voices');
    expect(body).toMatchObject({
      name: 'Founder voice',
      currentRole: 'Product designer',
      contentToAvoid: 'Politics',
      styleChoices: { hook: 'A', voice: 'A', layout: 'A', ending: 'A', depth: 'A', humour: 'A' },
      styleQuestions: PERSONALISED,
    });
    expect(body).not.toHaveProperty('contentTypes');
  });

  it('a failed save says "Failed to create/update brand voice" with the server words', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...BASE,
        'POST /api/brand-voice/generate-ab-questions': {
          status: 402,
          body: { message: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' },
        },
        'POST /api/brand-voice': {
          status: 503,
          body: { message: 'The service is temporarily unavailable', code: 'SERVICE_UNAVAILABLE' },
        },
      }),
    );
    renderWithProviders(<ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />);
    await passStepOne();
    await passStepTwo();
    await screen.findByText(FALLBACK_AB_QUESTIONS[0]!.title);
    await answerAll(FALLBACK_AB_QUESTIONS);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create Brand Voice' }));

    const alert = await screen.findByText('Failed to create/update brand voice');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The service is temporarily unavailable');
  });

  describe('editing a voice with the questions it was saved with (decision 075)', () => {
    const EXTENDED = {
      currentRole: 'Product designer',
      journeyExcitement: 'Shipping',
      idealConnections: 'Founders',
      conversationTone: 'Candid',
      coreValues: 'Honesty',
    };
    const CHOICES = { hook: 'B', voice: 'A', layout: 'B', ending: 'A', depth: 'B', humour: 'A' } as const;
    const FRESH: AbQuestion[] = PERSONALISED.map((q, i) => ({
      ...q,
      id: `fresh-${i + 1}`,
      title: `Fresh question ${i + 1}?`,
    }));
    const voice = testVoice({
      ...EXTENDED,
      styleChoices: CHOICES,
      styleQuestionSet: { source: 'personalised', questions: PERSONALISED },
    });
    const editWizard = (saved = voice) => (
      <ExtendedWizard
        initialValues={valuesFromVoice(saved)}
        editingId={saved.id}
        savedQuestions={savedQuestionsOf({
          styleChoices: saved.styleChoices,
          styleQuestionSet: saved.styleQuestionSet ?? null,
        })}
      />
    );
    const toStepThree = async ({ roleAddition = '' } = {}) => {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { name: 'Personality Questions' });
      if (roleAddition) await userEvent.type(screen.getByLabelText('What is your current role?'), roleAddition);
      expect(await screen.findByText('Your questions from last time, no credits needed')).toBeVisible();
      expect(screen.queryByRole('button', { name: /credits\)/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { name: 'Style Choices' });
    };

    it('shows the saved questions with their answers selected, buys nothing and saves them again', async () => {
      const asked = vi.fn(() => ({ body: { questions: FRESH, source: 'personalised' } }));
      let body: Record<string, unknown> | undefined;
      vi.stubGlobal(
        'fetch',
        mockFetch({
          ...BASE,
          'POST /api/brand-voice/generate-ab-questions': asked,
          [`PUT /api/brand-voices/${voice.id}`]: (init) => {
            body = JSON.parse(String(init?.body));
            return { body: { brandVoice: voice } };
          },
        }),
      );
      renderWithProviders(editWizard());
      await toStepThree();

      const note = screen.getByTestId('saved-questions-note');
      expect(note).toHaveTextContent('Your questions from last time');
      expect(note).toHaveTextContent('The personalised questions this voice was saved with');
      expect(within(note).getByRole('button', { name: 'Write new personalised questions (2 credits)' })).toBeVisible();
      expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
      for (const question of PERSONALISED) {
        const group = screen.getByRole('radiogroup', { name: new RegExp(question.title.replace('?', '\\?')) });
        const checked = within(group).getByRole('radio', { checked: true });
        expect(checked).toHaveAccessibleName(
          new RegExp(CHOICES[question.id as keyof typeof CHOICES] === 'A' ? question.optionA : question.optionB),
        );
      }

      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Update Brand Voice' }));
      expect(await screen.findByRole('heading', { name: /updated/i })).toBeVisible();
      expect(asked).not.toHaveBeenCalled();
      expect(body).toMatchObject({ ...EXTENDED, styleChoices: CHOICES, styleQuestions: PERSONALISED });
    });

    it('keeps the saved questions when personalising answers change, and says new ones would reflect them', async () => {
      const asked = vi.fn(() => ({ body: { questions: FRESH, source: 'personalised' } }));
      vi.stubGlobal('fetch', mockFetch({ ...BASE, 'POST /api/brand-voice/generate-ab-questions': asked }));
      renderWithProviders(editWizard());
      await toStepThree({ roleAddition: ' and founder' });
      expect(screen.getByText('Personalised question 1?')).toBeVisible();
      expect(screen.getByTestId('saved-questions-note')).toHaveTextContent('You changed some answers since');
      expect(asked).not.toHaveBeenCalled();
    });

    it('buys new personalised questions only when asked, from the answers as they are now', async () => {
      let request: Record<string, unknown> | undefined;
      const asked = vi.fn((init: RequestInit | undefined) => {
        request = JSON.parse(String(init?.body));
        return { body: { questions: FRESH, source: 'personalised' } };
      });
      vi.stubGlobal('fetch', mockFetch({ ...BASE, 'POST /api/brand-voice/generate-ab-questions': asked }));
      renderWithProviders(editWizard());
      await toStepThree();
      await userEvent.click(screen.getByRole('button', { name: 'Write new personalised questions (2 credits)' }));

      expect(await screen.findByText('Fresh question 1?')).toBeVisible();
      expect(screen.getByText('Personalised for you')).toBeVisible();
      expect(screen.queryByTestId('saved-questions-note')).not.toBeInTheDocument();
      expect(screen.getByText('0 of 6 answered')).toBeVisible();
      expect(asked).toHaveBeenCalledTimes(1);
      expect(request).toMatchObject({ currentRole: 'Product designer', coreValues: 'Honesty' });
    });

    it('keeps the saved questions and says why when new ones cannot be had', async () => {
      vi.stubGlobal(
        'fetch',
        mockFetch({
          ...BASE,
          'POST /api/brand-voice/generate-ab-questions': {
            status: 402,
            body: { message: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' },
          },
        }),
      );
      renderWithProviders(editWizard());
      await toStepThree();
      await userEvent.click(screen.getByRole('radio', { name: /Option A1/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Write new personalised questions (2 credits)' }));

      expect(
        await screen.findByText('You need 2 credits for new questions. Your questions from last time are still here.'),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/pricing?tab=packs');
      expect(screen.getByText('Personalised question 1?')).toBeVisible();
      // The answer changed before asking is still there.
      expect(screen.getByRole('radio', { name: /Option A1/ })).toBeChecked();
    });

    it('with the Offline writer, shows the saved questions without offering new ones', async () => {
      const asked = vi.fn(() => ({ body: { questions: FALLBACK_AB_QUESTIONS, source: 'standard' } }));
      vi.stubGlobal(
        'fetch',
        mockFetch({
          ...BASE,
          'GET /api/writer': { body: { engine: 'offline', label: 'Offline writer' } },
          'POST /api/brand-voice/generate-ab-questions': asked,
        }),
      );
      renderWithProviders(editWizard());
      await toStepThree();
      expect(screen.getByText('Personalised question 1?')).toBeVisible();
      expect(screen.queryByRole('button', { name: /Write new personalised questions/ })).not.toBeInTheDocument();
      expect(asked).not.toHaveBeenCalled();
    });

    it('shows a voice saved before questions were stored with the standard six when its choices answer those', async () => {
      const asked = vi.fn(() => ({ body: { questions: FRESH, source: 'personalised' } }));
      vi.stubGlobal('fetch', mockFetch({ ...BASE, 'POST /api/brand-voice/generate-ab-questions': asked }));
      renderWithProviders(
        editWizard(
          testVoice({
            ...EXTENDED,
            styleChoices: {
              opening: 'B',
              tone: 'A',
              structure: 'A',
              engagement: 'B',
              expertise: 'A',
              personality: 'B',
            },
            styleQuestionSet: null,
          }),
        ),
      );
      await toStepThree();
      expect(screen.getByTestId('saved-questions-note')).toHaveTextContent(
        'The standard questions this voice was saved with',
      );
      for (const question of FALLBACK_AB_QUESTIONS) expect(screen.getByText(question.title)).toBeVisible();
      expect(asked).not.toHaveBeenCalled();
    });
  });
});
