import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { LinkedInPreview } from './linkedin-preview';
import { FacebookPreview, InstagramPreview } from './network-previews';

const user = fakeUser({ professionalTitle: 'Founder at Analytical Engines' });
const long = `${'Word '.repeat(120)}the end. #Hiring #small_teams`;

describe('network previews', () => {
  it('Instagram: author, square image, caption folded after 125 characters with "… more", hashtags styled', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: user } }));
    renderWithProviders(<InstagramPreview text={long} />);
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('Founder at Analytical Engines')).toBeVisible();
    // No saved post, so no picture: Instagram cannot publish without one, and the preview says so.
    expect(screen.getByTestId('instagram-needs-picture')).toHaveTextContent('Instagram needs a picture');
    const caption = screen.getByTestId('instagram-preview-text');
    expect(caption.textContent!.length).toBeLessThan(160);
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(caption).toHaveTextContent('the end.');
    expect([...caption.querySelectorAll('[data-hashtag]')].map((n) => n.textContent)).toEqual([
      '#Hiring',
      '#small_teams',
    ]);
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

  it("a saved post's newest picture shows in its previews; a carousel shows on LinkedIn, not on Instagram", async () => {
    const media = (kind: 'card' | 'carousel', id: string) => ({
      id,
      postId: 'p1',
      kind,
      url: `/api/media/${id}`,
      mimeType: kind === 'card' ? 'image/png' : 'application/pdf',
      width: 1080,
      height: 1080,
      byteSize: 1000,
      prompt: null,
      isCustomUpload: false,
      template: kind === 'card' ? 'quote' : null,
      format: kind === 'card' ? 'square' : null,
      title: kind === 'carousel' ? 'Write decisions down' : null,
      slides: kind === 'carousel' ? [1, 2, 3, 4, 5].map((n) => ({ heading: `Point ${n}`, body: `Body ${n}` })) : null,
      createdAt: '2026-11-28T10:00:00.000Z',
    });
    let list = [media('card', 'm1')];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/auth/me': { body: user },
        'GET /api/posts/p1/media': () => ({ body: { media: list, proposedPrompt: 'A desk' } }),
        'GET /api/brand-kit': {
          body: { background: '#000000', text: '#ffffff', accent: '#ff0000', font: 'inter', logo: null },
        },
      }),
    );
    const first = renderWithProviders(<InstagramPreview text="Caption" postId="p1" />);
    expect(await screen.findByTestId('instagram-preview-picture')).toHaveAttribute('src', '/api/media/m1');
    expect(screen.queryByTestId('instagram-needs-picture')).not.toBeInTheDocument();
    first.unmount();

    list = [media('carousel', 'm2'), media('card', 'm1')];
    const second = renderWithProviders(<LinkedInPreview text="Post" postId="p1" />);
    const carousel = await screen.findByTestId('linkedin-preview-carousel');
    expect(carousel).toHaveTextContent('Write decisions down');
    expect(screen.getAllByRole('listitem', { name: /^Slide \d of 5$/ })).toHaveLength(5);
    second.unmount();
    renderWithProviders(<InstagramPreview text="Caption" postId="p1" />);
    expect(await screen.findByTestId('instagram-needs-picture')).toHaveTextContent('A PDF carousel is for LinkedIn.');
  });
});
