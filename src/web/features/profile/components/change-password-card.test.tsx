import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { ChangePasswordCard } from './change-password-card';

beforeEach(() => resetToasts());

describe('<ChangePasswordCard />', () => {
  it('accounts with a password get the Change Password form', () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<ChangePasswordCard user={fakeUser()} />);
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    expect(screen.getByLabelText('Current Password')).toBeVisible();
  });

  it('Google-only accounts are offered a link to set a password instead', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/forgot-password': (init) => {
          body = JSON.parse(String(init?.body));
          return {
            body: {
              success: true,
              message: 'If an account exists for this email, you will receive a password reset link shortly.',
            },
          };
        },
      }),
    );
    renderWithProviders(<ChangePasswordCard user={fakeUser({ hasPassword: false, googleLinked: true })} />);
    expect(screen.getByRole('heading', { name: 'Set a Password' })).toBeVisible();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Link' }));
    expect(await screen.findByRole('button', { name: 'Link sent' })).toBeDisabled();
    expect(body).toEqual({ email: 'ada@example.com' });
    expect(getToasts()[0]?.title).toBe('Check your email');
  });
});
