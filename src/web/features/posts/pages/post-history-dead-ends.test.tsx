import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, renderWithProviders } from '@/test/render';
import { json, routeFetch, wirePost } from '../test/fixtures';
import { PostHistoryPage } from './post-history-page';

// Issue 26, item 3: no button on the history leads to an error it could have foreseen.

const VOICE = {
  id: crypto.randomUUID(),
  name: 'Founder voice',
  category: 'Business',
  description: null,
  isDefault: true,
  createdAt: new Date().toISOString(),
};

function setup(user: ReturnType<typeof fakeUser>, voices: unknown[]) {
  const stub = routeFetch({
    'GET /api/auth/me': () => json(user),
    'GET /api/posts/search': () => json({ posts: [wirePost(), wirePost()], total: 2 }),
    'GET /api/brand-voices': () => json({ brandVoices: voices }),
  });
  vi.stubGlobal('fetch', stub.fetch);
}

describe('<PostHistoryPage /> dead ends', () => {
  it('with no brand voice, each card offers "Create a voice" instead of an analysis that would fail', async () => {
    setup(fakeUser({ linkedinStatus: 'connected', linkedinConnected: true, linkedinCanPublish: true }), []);
    renderWithProviders(<PostHistoryPage />, { path: '/post-history', user: fakeUser() });
    await screen.findByText('Showing 2 total posts');
    const links = await screen.findAllByRole('link', { name: 'Create a voice' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/brand-voice');
    expect(screen.queryByRole('button', { name: /Analyze Voice/ })).not.toBeInTheDocument();
  });

  it('with LinkedIn not connected: one "Connect LinkedIn to publish" notice, no disabled Publish button per card', async () => {
    const user = fakeUser({ linkedinStatus: 'not_connected' });
    setup(user, [VOICE]);
    renderWithProviders(<PostHistoryPage />, { path: '/post-history', user });
    await screen.findByText('Showing 2 total posts');
    const notice = screen.getByTestId('linkedin-publish-notice');
    expect(notice).toHaveTextContent('Connect LinkedIn to publish');
    expect(within(notice).getByRole('link', { name: 'Connect LinkedIn' })).toHaveAttribute('href', '/profile#linkedin');
    expect(screen.getAllByTestId('linkedin-publish-notice')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Publish to LinkedIn' })).not.toBeInTheDocument();
  });

  it('connected: no notice, and every LinkedIn card has its Publish button', async () => {
    const user = fakeUser({ linkedinStatus: 'connected', linkedinConnected: true, linkedinCanPublish: true });
    setup(user, [VOICE]);
    renderWithProviders(<PostHistoryPage />, { path: '/post-history', user });
    await screen.findByText('Showing 2 total posts');
    expect(await screen.findAllByRole('button', { name: 'Publish to LinkedIn' })).toHaveLength(2);
    expect(screen.queryByTestId('linkedin-publish-notice')).not.toBeInTheDocument();
  });
});
