import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { testVoice } from '@/test/test-voice';
import { controlledStream, json, routeFetch, signedInUser, wirePost } from '../test/fixtures';
import { PostGeneratorPage } from './post-generator-page';

const VOICE_A = testVoice({ id: '11111111-1111-4111-8111-111111111111', name: 'Founder voice', isDefault: true });
const VOICE_B = testVoice({ id: '22222222-2222-4222-8222-222222222222', name: 'Casual voice', isDefault: false });

type Setup = {
  voices?: object[];
  stream?: ReturnType<typeof controlledStream>;
  enhance?: () => Response;
  generate?: () => Response;
};

function setup({ voices = [], stream = controlledStream(), enhance, generate }: Setup = {}) {
  const stub = routeFetch({
    'GET /api/auth/me': () => json(signedInUser),
    'GET /api/brand-voices': () => json({ brandVoices: voices }),
    'GET /api/writer': () => json({ engine: 'offline', label: 'Offline writer' }),
    'GET /api/credits/info': () => json({ credits: 12, tier: 'free', monthlyAllocation: 15 }),
    'POST /api/posts/enhance-prompt': enhance ?? (() => json({ enhancedPrompt: 'A fuller brief' })),
    'POST /api/posts/generate/stream': generate ?? (() => stream.response()),
  });
  vi.stubGlobal('fetch', stub.fetch);
  return {
    ...stub,
    stream,
    body: (key: string) => JSON.parse(String(stub.calls.find((c) => c.key === key)?.init?.body)),
  };
}

async function submitIdea(idea = 'Why written rituals help remote teams') {
  await userEvent.type(screen.getByLabelText('Post Idea'), idea);
  await userEvent.click(screen.getByRole('button', { name: 'Generate Posts' }));
}

describe('<PostGeneratorPage />', () => {
  it('prefills idea, mood and length from the query string (Reuse)', async () => {
    setup();
    renderWithProviders(<PostGeneratorPage />, {
      path: '/post-generator?idea=Hiring%20lessons&mood=casual&length=long',
    });
    expect(screen.getByLabelText('Post Idea')).toHaveValue('Hiring lessons');
    expect(screen.getByLabelText('Mood')).toHaveValue('casual');
    expect(screen.getByRole('radio', { name: 'Long' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /LinkedIn/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1' })).toBeChecked();
    expect(await screen.findByText('Offline writer')).toBeVisible();
  });

  it('restores platform, voice and options from Reuse, and remembers the last choice for the next visit', async () => {
    localStorage.clear();
    setup({ voices: [VOICE_A, VOICE_B] });
    const reuse = `/post-generator?idea=Hiring&mood=casual&length=short&platform=instagram&voice=${VOICE_B.id}&emojis=0&hashtags=1`;
    const first = renderWithProviders(<PostGeneratorPage />, { path: reuse });
    expect(screen.getByRole('radio', { name: /Instagram/ })).toBeChecked();
    expect(await screen.findByRole('switch', { name: 'Use brand voice' })).toBeChecked();
    expect(screen.getByLabelText('Brand voice')).toHaveValue(VOICE_B.id);
    expect(screen.getByRole('switch', { name: 'Include Emojis' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Posts' }));
    first.unmount();

    setup({ voices: [VOICE_A, VOICE_B] });
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    expect(screen.getByRole('radio', { name: /Instagram/ })).toBeChecked();
    expect(screen.getByLabelText('Mood')).toHaveValue('casual');
    expect(screen.getByRole('radio', { name: 'Short' })).toBeChecked();
    expect(await screen.findByLabelText('Brand voice')).toHaveValue(VOICE_B.id);
    expect(screen.getByLabelText('Post Idea')).toHaveValue('');
  });

  it('generates with Ctrl+Enter from the idea box', async () => {
    const stub = setup();
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await userEvent.type(screen.getByLabelText('Post Idea'), 'Keyboard first{Control>}{Enter}{/Control}');
    await waitFor(() => expect(stub.calls.some((c) => c.key === 'POST /api/posts/enhance-prompt')).toBe(true));
  });

  it('explains the Offline writer in one line when no model is configured', async () => {
    setup();
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    expect(await screen.findByTestId('offline-writer-note')).toHaveTextContent(
      /Offline writer composes posts .* a configured language model/,
    );
  });

  it('requires the idea', async () => {
    const stub = setup();
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Posts' }));
    expect(await screen.findByText('Post idea is required')).toBeVisible();
    expect(stub.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('hides "Use brand voice" without a voice, and offers a picker with the default selected when there are several', async () => {
    setup();
    const { unmount } = renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await screen.findByText('Uses 1 credit');
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Use brand voice' })).not.toBeInTheDocument());
    unmount();

    const stub = setup({ voices: [VOICE_A, VOICE_B] });
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    // With a voice, it starts on with the default voice selected (issue #12).
    const toggle = await screen.findByRole('switch', { name: 'Use brand voice' });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Brand voice')).toHaveValue(VOICE_A.id);
    await userEvent.selectOptions(screen.getByLabelText('Brand voice'), VOICE_B.id);
    await submitIdea();
    await waitFor(() => expect(stub.calls.some((c) => c.key === 'POST /api/posts/generate/stream')).toBe(true));
    expect(stub.body('POST /api/posts/generate/stream')).toMatchObject({
      usedBrandVoice: true,
      brandVoiceId: VOICE_B.id,
      enhancedPrompt: 'A fuller brief',
    });
  });

  it('enhances, streams the versions as they are written, then shows them saved', async () => {
    const stub = setup();
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    expect(screen.getByText('Uses 2 credits')).toBeVisible();
    await submitIdea();

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Writing 2 versions...')).toBeVisible();
    expect(stub.body('POST /api/posts/enhance-prompt')).toMatchObject({
      originalIdea: 'Why written rituals help remote teams',
      platform: 'linkedin',
      mood: 'professional',
      postLength: 'medium',
    });
    const key = (name: string) =>
      new Headers(stub.calls.find((c) => c.key === name)?.init?.headers).get('Idempotency-Key');
    expect(key('POST /api/posts/enhance-prompt')).toBeTruthy();
    expect(key('POST /api/posts/generate/stream')).toBeTruthy();
    expect(key('POST /api/posts/generate/stream')).not.toBe(key('POST /api/posts/enhance-prompt'));

    stub.stream.send('delta', { type: 'delta', version: 1, text: 'Remote teams' });
    stub.stream.send('delta', { type: 'delta', version: 2, text: 'Second take' });
    stub.stream.send('delta', { type: 'delta', version: 1, text: ' run on writing.' });
    const [first, second] = screen.getAllByRole('article');
    await waitFor(() =>
      expect(within(first!).getByTestId('version-text')).toHaveTextContent('Remote teams run on writing.'),
    );
    expect(within(second!).getByTestId('version-text')).toHaveTextContent('Second take');
    expect(within(first!).getByRole('button', { name: 'Copy version 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    stub.stream.send('done', { type: 'done', version: 1, content: 'Remote teams run on writing, tidied.' });
    stub.stream.send('done', { type: 'done', version: 2, content: 'Second take, final.' });
    stub.stream.send('saved', {
      posts: [
        wirePost({ generatedContent: 'Remote teams run on writing, tidied.' }),
        wirePost({ generatedContent: 'Second take, final.' }),
      ],
      platform: 'linkedin',
    });
    stub.stream.close();

    expect(await screen.findByText('2 versions ready and saved to your Post History.')).toBeInTheDocument();
    expect(within(first!).getByTestId('version-text')).toHaveTextContent(/^Remote teams run on writing, tidied\.$/);
    expect(within(first!).getByText('Saved')).toBeVisible();
    expect(within(first!).getByText('36 / 3,000')).toBeVisible();
    expect(within(first!).getByRole('button', { name: 'Copy version 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Regenerate · 2 credits' })).toBeVisible(); // the cost of a new run, as Generate shows it (issue 26)
    expect(screen.getByRole('button', { name: 'Generate Posts' })).toBeEnabled();
  });

  it("says what a run was based on, and flags a version's untraced facts (issue 22)", async () => {
    const stub = setup();
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    await submitIdea();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    stub.stream.send('done', { type: 'done', version: 1, content: 'First.' });
    stub.stream.send('done', { type: 'done', version: 2, content: 'Second with Acme.', uncheckedFacts: ['Acme'] });
    stub.stream.send('saved', {
      posts: [
        wirePost({ generatedContent: 'First.', basedOnSamples: 3 }),
        wirePost({ generatedContent: 'Second with Acme.', basedOnSamples: 3, uncheckedFacts: ['Acme'] }),
      ],
      platform: 'linkedin',
    });
    stub.stream.close();

    expect(await screen.findByText(/Based on 3 of your posts/)).toBeVisible();
    const [first, second] = screen.getAllByRole('article');
    expect(within(second!).getByText('Check: Acme')).toBeVisible();
    expect(within(first!).queryByText(/Check:/)).not.toBeInTheDocument();
  });

  it('shows the insufficient-credits message with a way to get more', async () => {
    setup({ generate: () => json({ message: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' }, 402) });
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await submitIdea();
    expect(
      await screen.findByText('Insufficient credits. Please upgrade your plan or purchase more credits.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View plans and credits' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a failed enhancement with the server message', async () => {
    const stub = setup({ enhance: () => json({ message: 'The writer is unavailable', code: 'UNAVAILABLE' }, 503) });
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await submitIdea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to enhance prompt');
    expect(alert).toHaveTextContent('The writer is unavailable');
    expect(stub.calls.some((c) => c.key === 'POST /api/posts/generate/stream')).toBe(false);
  });

  it('removes the partial versions when the stream reports an error, and can try again', async () => {
    const stub = setup();
    renderWithProviders(<PostGeneratorPage />, { path: '/post-generator' });
    await submitIdea();
    await screen.findByRole('article');
    stub.stream.send('delta', { type: 'delta', version: 1, text: 'Half a po' });
    await screen.findByText('Half a po');
    stub.stream.send('error', { message: 'The writer stopped halfway', code: 'UNAVAILABLE', status: 503 });
    stub.stream.close();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate posts');
    expect(alert).toHaveTextContent('The writer stopped halfway');
    expect(screen.queryByText('Half a po')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stub.calls.filter((c) => c.key === 'POST /api/posts/generate/stream')).toHaveLength(2));
  });
});
