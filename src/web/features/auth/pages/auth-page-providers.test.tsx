import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { AuthPage } from './auth-page';

// Issue 26: "Continue with Google" only when the server has Google configured.
describe('<AuthPage /> sign-in providers', () => {
  it('offers Google when the server has it', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/providers': { body: { google: true, apple: false } } }));
    renderWithProviders(<AuthPage />, { path: '/auth' });
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
  });

  it('offers Sign in with Apple beside Google, or alone, when the server has it', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/providers': { body: { google: true, apple: true } } }));
    const { unmount } = renderWithProviders(<AuthPage />, { path: '/auth' });
    expect(await screen.findByRole('link', { name: 'Sign in with Apple' })).toHaveAttribute('href', '/api/auth/apple');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    unmount();
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/providers': { body: { google: false, apple: true } } }));
    renderWithProviders(<AuthPage />, { path: '/auth' });
    expect(await screen.findByRole('link', { name: 'Sign in with Apple' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.getByText('or')).toBeVisible();
  });

  it('hides Google when the server has not configured it, or cannot say', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/providers': { body: { google: false, apple: false } } }));
    const { unmount } = renderWithProviders(<AuthPage />, { path: '/auth' });
    expect(await screen.findByLabelText('Email')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with Apple' })).not.toBeInTheDocument();
    unmount();
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AuthPage />, { path: '/auth' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });
});
