import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { AppRoutes } from './router';

const USER = fakeUser();
// Screens arrive as lazy chunks (the data layer, then the page): allow for a busy machine.
const LAZY = { timeout: 10_000 };

describe('route tables', () => {
  it('shows a loading screen while the session resolves', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<AppRoutes />);
    expect(screen.getByText('Loading Postwright…')).toBeVisible();
  });

  it('treats 401 from /api/auth/me as signed out: / is the landing page', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/auth/me': { status: 401, body: { message: 'Please sign in to continue', code: 'UNAUTHORIZED' } },
      }),
    );
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('link', { name: /Start Creating/ }, LAZY)).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });

  it('treats a missing accounts API (404) as signed out too', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AppRoutes />, { path: '/dashboard' });
    // Signed out, /dashboard is the auth screen.
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeVisible();
  });

  it('sends unknown paths to the landing page when signed out', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AppRoutes />, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: /sound like you/ }, LAZY)).toBeVisible();
  });

  it('signed out, a signed-in screen asks to sign in first and keeps the address in next', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AppRoutes />, { path: '/post-history?search=hiring' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeVisible();
    // The auth screen remembers it, so sign-in, sign-up and Google all come back to it.
    await vi.waitFor(() =>
      expect(window.sessionStorage.getItem('postwright-return-to')).toBe('/post-history?search=hiring'),
    );
    window.sessionStorage.clear();
  });

  it('signed in, / and unknown paths show the dashboard', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: USER } }));
    renderWithProviders(<AppRoutes />, { path: '/somewhere-else' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' }, LAZY)).toBeVisible();
  });

  it('signed in, the auth screens lead to the dashboard', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: USER } }));
    renderWithProviders(<AppRoutes />, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' }, LAZY)).toBeVisible();
  });

  it('a 401 from any call while signed in ends the session in this tab', async () => {
    let signedIn = true;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/auth/me': () =>
          signedIn
            ? { body: USER }
            : { status: 401, body: { message: 'Please sign in to continue', code: 'UNAUTHORIZED' } },
        'GET /api/stats': () => {
          signedIn = false;
          return { status: 401, body: { message: 'Please sign in to continue', code: 'UNAUTHORIZED' } };
        },
      }),
    );
    renderWithProviders(<AppRoutes />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY)).toBeVisible();
    expect(getToasts()[0]?.title).toBe('Your session has ended');
  });

  it('signed in, /admin refuses non-admins', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: USER } }));
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    expect(await screen.findByText('Access denied. Admin privileges required.', {}, LAZY)).toBeVisible();
  });
});
