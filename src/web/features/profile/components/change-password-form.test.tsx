import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

beforeEach(() => resetToasts());

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('<ChangePasswordForm />', () => {
  it('shows every validation message of the spec', async () => {
    const fetch = vi.fn(mockFetch({}));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ChangePasswordForm />);
    await fill('', 'short', '');
    expect(await screen.findByText('Current password is required')).toBeVisible();
    expect(screen.getByText('New password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Please confirm your new password')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the passwords don't match, on the confirmation field", async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<ChangePasswordForm />);
    await fill('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText("Passwords don't match")).toBeVisible();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
  });

  it('puts "Current password is incorrect" under its field and in the failure toast', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/change-password': {
          status: 400,
          body: {
            message: 'Current password is incorrect',
            code: 'BAD_REQUEST',
            fields: { currentPassword: 'Current password is incorrect' },
          },
        },
      }),
    );
    renderWithProviders(<ChangePasswordForm />);
    await fill('wrong-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(getToasts()[0]).toMatchObject({
      title: 'Failed to change password',
      description: 'Current password is incorrect',
      variant: 'destructive',
    });
  });

  it('on success: the toast, and the form is cleared', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/change-password': (init) => {
          body = JSON.parse(String(init?.body));
          return { body: { success: true, message: 'Password changed successfully!' } };
        },
      }),
    );
    renderWithProviders(<ChangePasswordForm />);
    await fill('old-password', 'new-password-1', 'new-password-1');
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Password changed successfully!'));
    expect(body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });
});
