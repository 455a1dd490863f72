import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { testVoice } from '@/test/test-voice';
import { DashboardPage } from './dashboard-page';
import type { SessionUser } from '@/data/get-current-user';

const HOUR = 60 * 60 * 1000;

function post(id: string, content: string, ageMs: number, mood = 'friendly') {
  return {
    id,
    originalIdea: 'idea',
    enhancedPrompt: null,
    generatedContent: content,
    mood,
    platform: 'linkedin',
    postLength: 'medium',
    includeHashtags: true,
    includeEmojis: true,
    includeLink: false,
    linkUrl: null,
    usedBrandVoice: false,
    brandVoiceId: null,
    consistencyAnalysis: null,
    analyzedAt: null,
    editedAt: null,
    analyzedBeforeEdit: false,
    generationId: null,
    linkedinPostUrn: null,
    linkedinPublishedAt: null,
    createdAt: new Date(Date.now() - ageMs).toISOString(),
  };
}

function renderDashboard(user: SessionUser, routes: Parameters<typeof mockFetch>[0]) {
  vi.stubGlobal('fetch', mockFetch(routes));
  return renderSignedIn(<DashboardPage />, user);
}

const BASE = {
  'GET /api/stats': { body: { totalPosts: 12, totalImages: 0, postsThisWeek: 3 } },
  'GET /api/brand-voice': { body: { brandVoice: null } },
  'GET /api/credits/info': { body: { credits: 15, tier: 'free', monthlyAllocation: 15 } },
  'GET /api/posts': { body: { posts: [] } },
};

describe('<DashboardPage />', () => {
  it('greets by first name and shows the four figures', async () => {
    renderDashboard(fakeUser(), BASE);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
    const stats = await screen.findByRole('list', { name: 'Your statistics' });
    const cards = within(stats).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Posts Generated12'),
      expect.stringContaining('Images Created0'),
      expect.stringContaining('Brand Voice ActiveNo'),
      expect.stringContaining('Posts This Week3'),
    ]);
  });

  it('Brand Voice Active says Yes when a voice exists', async () => {
    renderDashboard(fakeUser(), {
      ...BASE,
      'GET /api/brand-voice': { body: { brandVoice: testVoice({ name: 'Warm expert' }) } },
    });
    const stats = await screen.findByRole('list', { name: 'Your statistics' });
    expect(within(stats).getAllByRole('listitem')[2]).toHaveTextContent('Brand Voice ActiveYesWarm expert');
    expect(screen.getByRole('link', { name: /Your Brand Voice/ })).toHaveAttribute('href', '/brand-voice');
  });

  it('free tier: the upsell with View Plans (/pricing) and Buy Credits (/pricing?tab=packs)', async () => {
    renderDashboard(fakeUser(), BASE);
    const upsell = await screen.findByRole('region', { name: "You're on the Free plan" });
    expect(within(upsell).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(within(upsell).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/pricing?tab=packs');
  });

  it('a brand-new user is welcomed to Postwright, not welcomed back', async () => {
    renderDashboard(fakeUser(), {
      ...BASE,
      'GET /api/stats': { body: { totalPosts: 0, totalImages: 0, postsThisWeek: 0 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Postwright, Ada' })).toBeVisible();
    // The first action comes before the (zero) figures and the upsell.
    const create = screen.getByText('Create a Post');
    const figures = screen.getByText('Posts Generated');
    expect(create.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('at 0 credits says so plainly, with the monthly reset date and a pack on the Credit Packs tab', async () => {
    renderDashboard(fakeUser(), {
      ...BASE,
      'GET /api/credits/info': { body: { credits: 0, tier: 'free', monthlyAllocation: 15 } },
    });
    const card = await screen.findByRole('region', { name: 'You have 0 credits left' });
    const now = new Date();
    const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(reset);
    expect(card).toHaveTextContent(`come back on ${day}`);
    expect(within(card).getByRole('link', { name: 'Buy a credit pack' })).toHaveAttribute('href', '/pricing?tab=packs');
    expect(screen.queryByRole('region', { name: "You're on the Free plan" })).toBeNull();
  });

  it('paid tiers see no upsell', async () => {
    renderDashboard(fakeUser({ subscriptionTier: 'pro' }), {
      ...BASE,
      'GET /api/credits/info': { body: { credits: 400, tier: 'pro', monthlyAllocation: 500 } },
    });
    await screen.findByRole('list', { name: 'Your statistics' });
    expect(screen.queryByRole('region', { name: "You're on the Free plan" })).toBeNull();
  });

  it('quick links lead to the generator and the brand voice', () => {
    renderDashboard(fakeUser(), BASE);
    const links = within(screen.getByRole('list', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/post-generator', '/brand-voice']);
  });

  it('no posts yet: the empty state leads to the generator', async () => {
    renderDashboard(fakeUser(), BASE);
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Your First Post' })).toHaveAttribute('href', '/post-generator');
    expect(screen.getByRole('link', { name: /View All Posts/ })).toHaveAttribute('href', '/post-history');
  });

  it('recent posts: the three-line preview spends no line on a blank line; Copy keeps the post as written', async () => {
    const text = 'Hook line\n\n\nSecond paragraph\n  \nThird paragraph\nFourth';
    renderDashboard(fakeUser(), {
      ...BASE,
      'GET /api/posts': { body: { posts: [post('00000000-0000-4000-8000-000000000003', text, HOUR)] } },
    });
    const list = await screen.findByRole('list', { name: 'Recent posts' });
    const preview = within(list).getByText(/Hook line/);
    expect(preview.textContent).toBe('Hook line\nSecond paragraph\nThird paragraph\nFourth');
  });

  it('recent posts: text with its line breaks, age, tone and Copy', async () => {
    const routes = {
      ...BASE,
      'GET /api/posts': {
        body: {
          posts: [
            post(
              '00000000-0000-4000-8000-000000000001',
              'First line\nSecond line <b>not bold</b>',
              2 * HOUR,
              'inspiring',
            ),
            post('00000000-0000-4000-8000-000000000002', 'Older post', 3 * 24 * HOUR),
          ],
        },
      },
    };
    renderDashboard(fakeUser(), routes);
    const list = await screen.findByRole('list', { name: 'Recent posts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/First line/)).toHaveClass('line-clamp-3', 'whitespace-pre-line');
    expect(within(items[0]!).getByText(/<b>not bold<\/b>/)).toBeVisible();
    expect(items[0]).toHaveTextContent('2h ago');
    expect(items[0]).toHaveTextContent('inspiring tone');
    expect(items[1]).toHaveTextContent('3d ago');
    expect(within(items[0]!).getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('asks the server for five recent posts', async () => {
    const fetch = vi.fn(mockFetch(BASE));
    vi.stubGlobal('fetch', fetch);
    renderSignedIn(<DashboardPage />);
    await screen.findByRole('heading', { name: 'No posts yet' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/posts?limit=5');
  });

  it('errors come with a retry', async () => {
    let fail = true;
    renderDashboard(fakeUser(), {
      ...BASE,
      'GET /api/stats': () =>
        fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : BASE['GET /api/stats'],
      'GET /api/posts': () =>
        fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : BASE['GET /api/posts'],
    });
    expect(await screen.findByText('Your statistics could not be loaded')).toBeVisible();
    expect(await screen.findByText('Your recent posts could not be loaded')).toBeVisible();
    fail = false;
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await userEvent.click(button);
    expect(await screen.findByRole('list', { name: 'Your statistics' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
  });

  it('shows scheduled posts that failed, and how many posts are due after an expiring connection', async () => {
    const user = fakeUser({
      linkedinConnected: true,
      linkedinStatus: 'expiring',
      linkedinTokenExpiresAt: '2026-12-03T10:00:00.000Z',
    });
    const publication = (status: string, error: string) => ({
      status,
      scheduledAt: '2026-11-27T09:00:00.000Z',
      publishedAt: null,
      target: 'member',
      linkedinPostUrn: null,
      error,
      firstComment: null,
      updatedAt: '2026-11-27T09:00:05.000Z',
    });
    renderDashboard(user, {
      ...BASE,
      'GET /api/schedule/settings': {
        body: { schedulingEnabled: true, timeZone: 'UTC', defaultScheduleDays: ['mon'], slots: ['09:00'] },
      },
      'GET /api/schedule/notices': {
        body: {
          attention: [
            {
              postId: '0b6f9a52-3f7a-4c36-8d0e-1a2b3c4d5e6f',
              excerpt: 'Our launch post',
              publication: publication('failed', 'Reconnect LinkedIn: the connection expired.'),
            },
            {
              postId: '1b6f9a52-3f7a-4c36-8d0e-1a2b3c4d5e6f',
              excerpt: 'The hiring post',
              publication: publication('check_linkedin', 'LinkedIn did not answer.'),
            },
          ],
          expiring: { expiresAt: '2026-12-03T10:00:00.000Z', postsAfter: 3 },
        },
      },
    });
    const problems = await screen.findByRole('region', { name: '2 scheduled posts need you' });
    expect(within(problems).getByText('Our launch post')).toBeVisible();
    expect(within(problems).getByText('Failed')).toBeVisible();
    expect(within(problems).getByText('Check LinkedIn')).toBeVisible();
    expect(within(problems).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', '/calendar');
    expect(
      await screen.findByText(/3 scheduled posts are due after that and will not be published unless you reconnect/),
    ).toBeVisible();
  });

  it('shows no publishing notice when nothing needs the member', async () => {
    renderDashboard(fakeUser(), { ...BASE, 'GET /api/schedule/notices': { body: { attention: [], expiring: null } } });
    await screen.findByRole('list', { name: 'Your statistics' });
    expect(screen.queryByTestId('publishing-problems')).toBeNull();
  });
});
