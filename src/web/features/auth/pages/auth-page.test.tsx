import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '@/test/render';
import { AuthPage } from './auth-page';

beforeEach(() => resetToasts());

describe('<AuthPage />', () => {
  it.each([
    ['google_not_configured', 'Google login is not configured. Please contact support.'],
    ['google_failed', 'Google login failed. Please try again.'],
    ['account_suspended', 'Your account has been suspended. Please contact support.'],
  ])('?error=%s shows a toast', async (code, message) => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AuthPage />, { path: `/auth?error=${code}` });
    await vi.waitFor(() => expect(getToasts()[0]).toMatchObject({ title: message, variant: 'destructive' }));
  });

  it('ignores unknown error codes', () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AuthPage />, { path: '/auth?error=whatever' });
    expect(getToasts()).toEqual([]);
  });

  it('/register opens on sign-up; toggling resets both forms', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AuthPage />, { path: '/register' });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('/auth?mode=signup (Get Started, Start Creating) opens on sign-up; plain /auth on sign-in', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    const { unmount } = renderWithProviders(<AuthPage />, { path: '/auth?mode=signup' });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderWithProviders(<AuthPage />, { path: '/auth' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  it('sign-in shows the server message', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password', code: 'UNAUTHORIZED' } },
      }),
    );
    renderWithProviders(<AuthPage />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("sign-in falls back to 'Failed to login' without a server message", async () => {
    vi.stubGlobal('fetch', mockFetch({ 'POST /api/auth/login': { status: 502, text: '' } }));
    renderWithProviders(<AuthPage />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login');
  });

  it('sign-up shows the validation messages of the spec', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<AuthPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  it("sign-up puts a taken e-mail under the field, and falls back to 'Failed to create account'", async () => {
    let status = 409;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/register': () =>
          status === 409
            ? { status, body: { message: 'An account with this email already exists', code: 'CONFLICT' } }
            : { status, text: '' },
      }),
    );
    renderWithProviders(<AuthPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account');
  });
});
