import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { testVoice } from '@/test/test-voice';
import { BrandVoicePage } from './brand-voice-page';

const WRITER = { 'GET /api/writer': { body: { engine: 'offline', label: 'Offline writer' } } };

describe('<BrandVoicePage />', { timeout: 20_000 }, () => {
  it('with a voice and no edit parameter, shows it as active', async () => {
    const voice = testVoice();
    vi.stubGlobal('fetch', mockFetch({ ...WRITER, 'GET /api/brand-voice': { body: { brandVoice: voice } } }));
    renderWithProviders(<BrandVoicePage />, { path: '/brand-voice' });

    expect(await screen.findByRole('heading', { name: 'Your Brand Voice is Active!' })).toBeVisible();
    expect(screen.getByText(voice.generatedPrompt!)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Update Brand Voice' })).toHaveAttribute(
      'href',
      `/brand-voice?edit=${voice.id}`,
    );
    expect(screen.getByRole('link', { name: 'Start Generating Posts' })).toHaveAttribute('href', '/post-generator');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('without a voice, starts the wizard at the profile', async () => {
    vi.stubGlobal('fetch', mockFetch({ ...WRITER, 'GET /api/brand-voice': { body: { brandVoice: null } } }));
    renderWithProviders(<BrandVoicePage />, { path: '/brand-voice' });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
  });

  it('prefills name, category and description from the query string', async () => {
    vi.stubGlobal('fetch', mockFetch(WRITER));
    renderWithProviders(<BrandVoicePage />, {
      path: '/brand-voice?name=Sales%20voice&category=Marketing&description=Short%20and%20punchy',
    });
    expect(await screen.findByLabelText('Name')).toHaveValue('Sales voice');
    expect(screen.getByLabelText('Category')).toHaveValue('Marketing');
    expect(screen.getByLabelText(/Description/)).toHaveValue('Short and punchy');
  });

  it('edit mode loads the voice and starts at questions, with a way back to the manager', async () => {
    const voice = testVoice();
    vi.stubGlobal(
      'fetch',
      mockFetch({ ...WRITER, [`GET /api/brand-voices/${voice.id}`]: { body: { brandVoice: voice } } }),
    );
    renderWithProviders(<BrandVoicePage />, { path: `/brand-voice?edit=${voice.id}` });
    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Manager' })).toHaveAttribute('href', '/brand-voices');
  });

  it('sends a voice made in the four-step wizard to that editor: one editor per voice, from any link', async () => {
    const voice = testVoice({ currentRole: 'Co-founder and CEO', coreValues: 'Honesty' });
    vi.stubGlobal(
      'fetch',
      mockFetch({ ...WRITER, [`GET /api/brand-voices/${voice.id}`]: { body: { brandVoice: voice } } }),
    );
    function Where() {
      const location = useLocation();
      return <output data-testid="where">{location.pathname + location.search}</output>;
    }
    renderWithProviders(
      <>
        <BrandVoicePage />
        <Where />
      </>,
      { path: `/brand-voice?edit=${voice.id}` },
    );
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/brand-voice/new?edit=${voice.id}`));
  });

  it('says "Failed to fetch brand voice" with the server words, and offers a retry', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...WRITER,
        'GET /api/brand-voices/nope': { status: 404, body: { message: 'Brand voice not found', code: 'NOT_FOUND' } },
      }),
    );
    renderWithProviders(<BrandVoicePage />, { path: '/brand-voice?edit=nope' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch brand voice');
    expect(alert).toHaveTextContent('Brand voice not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
