import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXED_STYLE_PAIRS } from '@shared/schemas/brand-voices';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '@/test/render';
import { testVoice } from '@/test/test-voice';
import { EMPTY_VOICE_VALUES, valuesFromVoice } from '@/features/brand-voices/wizard/voice-form-values';
import { SimpleWizard } from './simple-wizard';

afterEach(() => resetToasts());

const WRITER = { 'GET /api/writer': { body: { engine: 'offline', label: 'Offline writer' } } };

async function fillProfile() {
  await userEvent.click(screen.getByLabelText('Name'));
  await userEvent.paste('My LinkedIn voice');
  await userEvent.click(screen.getByRole('radio', { name: /Thought leadership/ }));
  await userEvent.click(screen.getByRole('radio', { name: /Entrepreneurs/ }));
}

async function answerAllPairs(option: 'A' | 'B') {
  for (const pair of FIXED_STYLE_PAIRS) {
    const group = screen.getByRole('radiogroup', { name: new RegExp(pair.title.replace('?', '\\?')) });
    await userEvent.click(
      within(group).getByRole('radio', { name: new RegExp(option === 'A' ? pair.optionA : pair.optionB) }),
    );
  }
}

// Whole wizard walks with user-event: generous time when the machine is busy.
describe('<SimpleWizard /> (customer-area §4, §5)', { timeout: 20_000 }, () => {
  it('step 1 needs a name, a goal and a target audience', async () => {
    const fetch = vi.fn(mockFetch(WRITER));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SimpleWizard initialValues={EMPTY_VOICE_VALUES} />);

    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please enter a name for the brand voice')).toBeVisible();
    expect(screen.getByText('Please choose a goal')).toBeVisible();
    expect(screen.getByText('Please choose a target audience')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 1 of 3')).toBeVisible();

    // A name of spaces only is still no name.
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a name for the brand voice')).toBeVisible();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/brand-voice'), expect.anything());
  });

  it('walks profile → questions → styles, requires all five pairs, then creates the voice and shows its profile', async () => {
    let body: Record<string, unknown> | undefined;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...WRITER,
        'POST /api/brand-voice': (init) => {
          body = JSON.parse(String(init?.body));
          return {
            status: 201,
            body: {
              brandVoice: testVoice({
                name: 'My LinkedIn voice',
                generatedPrompt: 'Write as a founder.\nKeep it warm.',
              }),
            },
          };
        },
      }),
    );
    renderWithProviders(
      <SimpleWizard initialValues={{ ...EMPTY_VOICE_VALUES, category: 'LinkedIn', description: 'Prefilled' }} />,
    );

    expect(screen.getByLabelText('Category')).toHaveValue('LinkedIn');
    expect(screen.getByLabelText(/Description/)).toHaveValue('Prefilled');
    await fillProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeVisible();
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    const formality = screen.getByRole('slider', { name: 'Formality' });
    expect(formality).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('slider', { name: 'Personal sharing' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('slider', { name: 'Confidence' })).toHaveAttribute('aria-valuenow', '60');
    formality.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(formality).toHaveAttribute('aria-valuenow', '52');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Styles' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Brand Voice' }));
    expect(await screen.findAllByText('Please choose A or B')).toHaveLength(5);
    expect(body).toBeUndefined();

    await answerAllPairs('A');
    expect(screen.getByText('5 of 5 answered')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Brand Voice' }));

    expect(await screen.findByRole('heading', { name: 'Your brand voice is ready' })).toBeVisible();
    expect(screen.getByText(/Write as a founder\.\s+Keep it warm\./)).toBeVisible();
    expect(await screen.findByText(/Written by the Offline writer/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Start Generating Posts/ })).toHaveAttribute('href', '/post-generator');
    expect(body).toMatchObject({
      name: 'My LinkedIn voice',
      category: 'LinkedIn',
      description: 'Prefilled',
      goal: 'thought-leadership',
      targetAudience: 'entrepreneurs',
      formality: 52,
      personalSharing: 30,
      confidence: 60,
      styleChoices: { opening: 'A', structure: 'A', tone: 'A', engagement: 'A', length: 'A' },
    });
    expect((body?.styleQuestions as unknown[]).length).toBe(5);
    expect(getToasts()[0]?.title).toBe('Brand voice created');
  });

  it('Back keeps the answers of the step it leaves', async () => {
    vi.stubGlobal('fetch', mockFetch(WRITER));
    renderWithProviders(<SimpleWizard initialValues={EMPTY_VOICE_VALUES} />);
    await fillProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Styles' });
    await userEvent.click(screen.getByRole('radio', { name: /With a personal story/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('My LinkedIn voice');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: /With a personal story/ })).toBeChecked();
  });

  it('edit mode starts at questions and updates (PUT) with every answer kept', async () => {
    const voice = testVoice({
      currentRole: 'Designer',
      coreValues: 'Honesty',
      styleChoices: { opening: 'B', structure: 'A', tone: 'B', engagement: 'A', length: 'A', expertise: 'B' },
    });
    let body: Record<string, unknown> | undefined;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...WRITER,
        [`PUT /api/brand-voices/${voice.id}`]: (init) => {
          body = JSON.parse(String(init?.body));
          return { body: { brandVoice: { ...voice, confidence: 61 } } };
        },
      }),
    );
    renderWithProviders(<SimpleWizard initialValues={valuesFromVoice(voice)} editingId={voice.id} />);

    expect(screen.getByRole('heading', { name: 'Questions' })).toBeVisible();
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Confidence' })).toHaveAttribute('aria-valuenow', '80');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Brand Voice' }));

    expect(await screen.findByRole('heading', { name: 'Your brand voice is updated' })).toBeVisible();
    expect(body).toMatchObject({
      name: 'Founder voice',
      formality: 40,
      personalSharing: 70,
      confidence: 80,
      currentRole: 'Designer',
      coreValues: 'Honesty',
      styleChoices: { opening: 'B', structure: 'A', tone: 'B', engagement: 'A', length: 'A', expertise: 'B' },
    });
  });

  it('edit mode sends the user back to the profile when the voice lacks a goal', async () => {
    const voice = testVoice({ goal: null });
    const fetch = vi.fn(mockFetch(WRITER));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SimpleWizard initialValues={valuesFromVoice(voice)} editingId={voice.id} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Brand Voice' }));
    expect(await screen.findByText('Please choose a goal')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/brand-voices/'), expect.anything());
  });

  it('shows the spec message with the server words when the save fails, and stays on the step', async () => {
    const voice = testVoice();
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...WRITER,
        [`PUT /api/brand-voices/${voice.id}`]: {
          status: 404,
          body: { message: 'Brand voice not found', code: 'NOT_FOUND' },
        },
      }),
    );
    renderWithProviders(<SimpleWizard initialValues={valuesFromVoice(voice)} editingId={voice.id} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Brand Voice' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update brand voice');
    expect(alert).toHaveTextContent('Brand voice not found');
    expect(getToasts()[0]).toMatchObject({ title: 'Failed to update brand voice', variant: 'destructive' });
    expect(screen.getByRole('heading', { name: 'Styles' })).toBeVisible();
  });

  it('a failed create says "Failed to generate brand voice"', async () => {
    vi.stubGlobal('fetch', mockFetch({ ...WRITER, 'POST /api/brand-voice': { status: 500, text: '' } }));
    renderWithProviders(<SimpleWizard initialValues={EMPTY_VOICE_VALUES} />);
    await fillProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Styles' });
    await answerAllPairs('B');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Brand Voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate brand voice');
  });
});
