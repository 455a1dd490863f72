import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { FacebookPreview, InstagramPreview } from './network-previews';

const user = fakeUser({ professionalTitle: 'Founder at Analytical Engines' });
const long = `${'Word '.repeat(120)}the end. #Hiring #small_teams`;

describe('network previews', () => {
  it('Instagram: author, square image, caption folded after 125 characters with "… more", hashtags styled', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: user } }));
    renderWithProviders(<InstagramPreview text={long} />);
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('Founder at Analytical Engines')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Your image goes here' })).toBeInTheDocument();
    const caption = screen.getByTestId('instagram-preview-text');
    expect(caption.textContent!.length).toBeLessThan(160);
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(caption).toHaveTextContent('the end.');
    expect([...caption.querySelectorAll('[data-hashtag]')].map((n) => n.textContent)).toEqual(['#Hiring', '#small_teams']);
  });

  it('Facebook: folded after about 480 characters with "See more"; a short post shows whole', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: user } }));
    const { unmount } = renderWithProviders(<FacebookPreview text={long} />);
    const body = await screen.findByTestId('facebook-preview-text');
    expect(body).not.toHaveTextContent('the end.');
    expect(body.textContent!.length).toBeGreaterThan(400);
    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(body).toHaveTextContent('the end.');
    unmount();
    renderWithProviders(<FacebookPreview text="Short and sweet." />);
    expect(await screen.findByTestId('facebook-preview-text')).toHaveTextContent(/^Short and sweet\.$/);
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });
});
