import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { AppRoutes } from './router';

const USER = { id: 'u1', email: 'ada@example.com', fullName: 'Ada Lovelace', role: 'user' };

describe('route tables', () => {
  it('shows a loading screen while the session resolves', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<AppRoutes />);
    expect(screen.getByText('Loading Postwright…')).toBeVisible();
  });

  it('treats 401 from /api/auth/me as signed out: / is the landing page', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Please sign in to continue', code: 'UNAUTHORIZED' } } }));
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('link', { name: /Start Creating/ })).toHaveAttribute('href', '/auth');
  });

  it('treats a missing accounts API (404) as signed out too', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AppRoutes />, { path: '/dashboard' });
    // Signed out, /dashboard is the auth screen.
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  it('sends unknown paths to the landing page when signed out', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AppRoutes />, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: /sound like you/ })).toBeVisible();
  });

  it('signed in, / and unknown paths show the dashboard', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: USER } }));
    renderWithProviders(<AppRoutes />, { path: '/somewhere-else' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  });

  it('signed in, /admin refuses non-admins', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: { user: USER } } }));
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeVisible();
  });
});
