import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { CreditBadge } from './credit-badge';

function withCredits(credits: number, tier = 'free') {
  vi.stubGlobal('fetch', mockFetch({ 'GET /api/credits/info': { body: { credits, tier, monthlyAllocation: 15 } } }));
}

describe('<CreditBadge />', () => {
  it('shows a loading state while the balance is on its way', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<CreditBadge />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading credits…');
  });

  it('is red with a warning at 0 credits', async () => {
    withCredits(0);
    renderWithProviders(<CreditBadge />);
    const badge = await screen.findByRole('link', { name: /0 credits/ });
    expect(badge).toHaveAttribute('data-level', 'empty');
    expect(badge).toHaveClass('text-destructive');
    expect(badge).toHaveAccessibleName(/No credits left/);
  });

  it('is amber with a warning icon under 5 credits', async () => {
    withCredits(4);
    renderWithProviders(<CreditBadge />);
    const badge = await screen.findByRole('link', { name: /4 credits/ });
    expect(badge).toHaveAttribute('data-level', 'low');
    expect(badge).toHaveClass('text-warning');
    expect(badge).toHaveAccessibleName(/Credits running low/);
    expect(badge.querySelector('svg.lucide-triangle-alert, svg.lucide-alert-triangle')).not.toBeNull();
  });

  it('is neutral from 5 credits and links to the credit packs', async () => {
    withCredits(5, 'pro');
    renderWithProviders(<CreditBadge />);
    const badge = await screen.findByRole('link', { name: /5 credits/ });
    expect(badge).toHaveAttribute('data-level', 'ok');
    expect(badge).toHaveAttribute('href', '/pricing?tab=packs');
    expect(badge).not.toHaveAccessibleName(/low|No credits/);
    expect(badge).toHaveTextContent('Pro');
  });

  it.each([
    ['free', 'Free'],
    ['starter', 'Starter'],
    ['pro', 'Pro'],
    ['business', 'Business+'],
    ['enterprise', 'Free'],
  ])('labels the %s tier "%s"', async (tier, label) => {
    withCredits(20, tier);
    renderWithProviders(<CreditBadge />);
    expect(await screen.findByRole('link', { name: `20 credits, ${label} plan` })).toBeVisible();
  });

  it('groups the thousands of a large balance, in the full and the compact badge', async () => {
    withCredits(1_000_000, 'business');
    const { unmount } = renderWithProviders(<CreditBadge />);
    expect(await screen.findByRole('link', { name: '1,000,000 credits, Business+ plan' })).toHaveTextContent(
      '1,000,000 credits',
    );
    unmount();
    renderWithProviders(<CreditBadge compact />);
    expect(await screen.findByRole('link', { name: /1,000,000 credits/ })).toHaveTextContent(/^1,000,000$/);
  });

  it('says so when the balance cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/credits/info': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } }),
    );
    renderWithProviders(<CreditBadge />);
    expect(await screen.findByText('Credits unavailable')).toBeVisible();
  });

  it('polls the balance every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/credits/info': () => {
          calls += 1;
          return { body: { credits: calls === 1 ? 12 : 11, tier: 'free', monthlyAllocation: 15 } };
        },
      }),
    );
    renderWithProviders(<CreditBadge compact />);
    expect(await screen.findByRole('link', { name: /12 credits/ })).toBeVisible();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole('link', { name: /11 credits/ })).toBeVisible();
    expect(calls).toBe(2);
  });
});
