import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { json, routeFetch, signedInUser, wirePost } from '../test/fixtures';
import { PostHistoryPage } from './post-history-page';

const analysis = {
  overallScore: 91,
  toneScore: 90,
  styleScore: 88,
  messagingScore: 95,
  feedback: { strengths: ['Clear hook'], improvements: ['Shorter lines'], recommendations: [] },
  confidence: 0.8,
};

function setup(search: (url: URL) => Response | Promise<Response>, extra: Parameters<typeof routeFetch>[0] = {}) {
  const stub = routeFetch({ 'GET /api/auth/me': () => json(signedInUser), 'GET /api/posts/search': search, ...extra });
  vi.stubGlobal('fetch', stub.fetch);
  return stub;
}

const searches = (calls: ReturnType<typeof routeFetch>['calls']) =>
  calls.filter((c) => c.key === 'GET /api/posts/search').map((c) => Object.fromEntries(c.url.searchParams));

describe('<PostHistoryPage />', () => {
  it('shows the loading state, then the cards, the count line and pagination', async () => {
    const voiceId = crypto.randomUUID();
    setup(() =>
      json({
        posts: [
          wirePost({
            mood: 'friendly',
            postLength: 'short',
            platform: 'facebook',
            usedBrandVoice: true,
            brandVoiceId: voiceId,
            includeLink: true,
            linkUrl: 'https://example.com/a',
          }),
        ],
        total: 12,
      }),
    );
    renderWithProviders(<PostHistoryPage />, { path: '/post-history' });

    expect(screen.getByText('Loading posts...')).toBeVisible();
    expect(await screen.findByText('Showing 12 total posts')).toBeVisible();
    const card = screen.getByRole('article');
    expect(within(card).getByText('friendly tone')).toBeVisible();
    expect(within(card).getByText('short length')).toBeVisible();
    expect(within(card).getByText('Brand Voice')).toBeVisible();
    expect(within(card).getByText('2h ago')).toBeVisible();
    expect(within(card).getByText('AL')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Why written rituals help remote teams' })).toBeVisible();
    expect(within(card).getByText('Hashtags')).toBeVisible();
    expect(within(card).getByText('Link')).toBeVisible();
    expect(within(card).queryByText('Emojis')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Reuse' })).toHaveAttribute(
      'href',
      `/post-generator?idea=Why+written+rituals+help+remote+teams&mood=friendly&length=short&platform=facebook&voice=${voiceId}&emojis=0&hashtags=1&link=https%3A%2F%2Fexample.com%2Fa`,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeVisible();
  });

  it('sends the search term and filters to the server and names the term in the count line', async () => {
    const stub = setup((url) =>
      json({
        posts: url.searchParams.get('search') ? [wirePost()] : [wirePost(), wirePost()],
        total: url.searchParams.get('search') ? 1 : 2,
      }),
    );
    renderWithProviders(<PostHistoryPage />, { path: '/post-history?page=1' });
    await screen.findByText('Showing 2 total posts');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'rituals{Enter}');
    expect(await screen.findByText('Found 1 post matching "rituals"')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Mood'), 'casual');
    await userEvent.selectOptions(screen.getByLabelText('Time'), 'week');
    await waitFor(() =>
      expect(searches(stub.calls).at(-1)).toEqual({
        page: '1',
        limit: '10',
        search: 'rituals',
        mood: 'casual',
        period: 'week',
      }),
    );
  });

  it('reads filters and page from the URL', async () => {
    const stub = setup(() => json({ posts: [wirePost()], total: 31 }));
    renderWithProviders(<PostHistoryPage />, { path: '/post-history?search=hooks&mood=inspiring&period=today&page=3' });
    expect(await screen.findByText('Found 31 posts matching "hooks"')).toBeVisible();
    expect(searches(stub.calls)[0]).toEqual({
      page: '3',
      limit: '10',
      search: 'hooks',
      mood: 'inspiring',
      period: 'today',
    });
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('hooks');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "No posts yet" to a new user and "No posts found" when filters match nothing', async () => {
    setup(() => json({ posts: [], total: 0 }));
    const { unmount } = renderWithProviders(<PostHistoryPage />, { path: '/post-history' });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Your First Post' })).toHaveAttribute('href', '/post-generator');
    unmount();

    renderWithProviders(<PostHistoryPage />, { path: '/post-history?mood=casual' });
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search term or filters')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
  });

  it('shows what went wrong with a retry', async () => {
    let fail = true;
    setup(() =>
      fail
        ? json({ message: 'Database unavailable', code: 'UNAVAILABLE' }, 503)
        : json({ posts: [wirePost()], total: 1 }),
    );
    renderWithProviders(<PostHistoryPage />, { path: '/post-history' });
    expect(await screen.findByRole('heading', { name: 'Failed to load posts' })).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 total post')).toBeVisible();
  });

  it('analyses a post: "Analyzing..." while pending, then the consistency card', async () => {
    let answer!: (response: Response) => void;
    const post = wirePost();
    setup(() => json({ posts: [post], total: 1 }), {
      [`POST /api/posts/${post.id}/analyze-consistency`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<PostHistoryPage />, { path: '/post-history' });
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze Voice · 1 credit' }));
    expect(await screen.findByRole('button', { name: /^Analyzing\.\.\./ })).toBeDisabled();
    answer(json({ consistencyAnalysis: analysis }));
    const card = await screen.findByRole('region', { name: 'Brand Voice Consistency' });
    expect(within(card).getByText('Excellent')).toBeVisible();
    expect(within(card).getByTestId('analysis-time')).toHaveTextContent(/^Analyzed on /);
    expect(screen.getByRole('button', { name: 'Analyze Again · 1 credit' })).toBeEnabled();
  });

  it('says what Analyze Voice costs, and at 0 credits disables it with the reason', async () => {
    setup(() => json({ posts: [wirePost()], total: 1 }), {
      'GET /api/credits/info': () => json({ credits: 0, tier: 'free', monthlyAllocation: 10 }),
    });
    renderWithProviders(<PostHistoryPage />, { path: '/post-history' });
    const button = await screen.findByRole('button', { name: 'Analyze Voice · 1 credit' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription('No credits left for an analysis');
  });

  it('edits a post in place: live count, save with PATCH, Edited marker, Copy uses the edit, Undo restores', async () => {
    const post = wirePost({ consistencyAnalysis: analysis, analyzedAt: new Date(Date.now() - 3600_000).toISOString() });
    const patches: string[] = [];
    const stub = setup(() => json({ posts: [post], total: 1 }), {
      [`PATCH /api/posts/${post.id}`]: (_url, init) => {
        const { generatedContent } = JSON.parse(String(init?.body)) as { generatedContent: string };
        patches.push(generatedContent);
        return json({
          post: { ...post, generatedContent, editedAt: new Date().toISOString(), analyzedBeforeEdit: true },
        });
      },
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<PostHistoryPage />, { path: '/post-history' });
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit post' }));
    const box = within(card).getByRole('textbox', { name: 'Post text' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.clear(box);
    await userEvent.type(box, 'My own hook');
    expect(within(card).getByText('11 / 3,000')).toBeVisible();
    expect(within(card).getByTestId('see-more-cut')).toHaveTextContent('All of it shows before “…see more”');
    await userEvent.click(within(card).getByRole('button', { name: 'Save edit' }));

    await waitFor(() => expect(within(card).getByTestId('history-post-text')).toHaveTextContent(/^My own hook$/));
    expect(patches).toEqual(['My own hook']);
    expect(stub.calls.find((c) => c.key === `PATCH /api/posts/${post.id}`)?.init?.method).toBe('PATCH');
    expect(within(card).getByTestId('edited-marker')).toHaveTextContent(/^Edited /);
    expect(within(card).getByTestId('analysis-time')).toHaveTextContent(/^Analyzed before the edit/);
    await userEvent.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith('My own hook');

    await userEvent.click(within(card).getByRole('button', { name: 'Undo edit' }));
    await waitFor(() =>
      expect(within(card).getByTestId('history-post-text')).toHaveTextContent(
        (post.generatedContent as string).replace(/\s+/g, ' '),
      ),
    );
    expect(patches).toEqual(['My own hook', post.generatedContent]);
    expect(within(card).queryByRole('button', { name: 'Undo edit' })).not.toBeInTheDocument();
  });

  it('refuses to save an empty or over-long edit, with the reason', async () => {
    const post = wirePost({ platform: 'facebook' });
    setup(() => json({ posts: [post], total: 1 }));
    renderWithProviders(<PostHistoryPage />, { path: '/post-history' });
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit post' }));
    const box = within(card).getByRole('textbox', { name: 'Post text' });
    await userEvent.clear(box);
    expect(within(card).getByRole('alert')).toHaveTextContent('The post cannot be empty.');
    expect(within(card).getByRole('button', { name: 'Save edit' })).toBeDisabled();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    expect(within(card).getByRole('alert')).toHaveTextContent('Over the limit by 1 characters');
    expect(within(card).getByRole('button', { name: 'Save edit' })).toBeDisabled();
  });

  it('shows a stored analysis without running it again', async () => {
    setup(() => json({ posts: [wirePost({ consistencyAnalysis: analysis })], total: 1 }));
    renderWithProviders(<PostHistoryPage />, { path: '/post-history' });
    expect(await screen.findByRole('region', { name: 'Brand Voice Consistency' })).toBeVisible();
  });
});
