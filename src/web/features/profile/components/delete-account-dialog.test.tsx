import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { getToasts, resetToasts } from '@/lib/toast';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { DeleteAccountDialog } from './delete-account-dialog';
import { queryKeys } from '@/data/query-keys';

beforeEach(() => resetToasts());

function renderDialog(hasPassword: boolean) {
  const user = fakeUser({ hasPassword });
  const view = renderWithProviders(
    <Routes>
      <Route path="/profile" element={<DeleteAccountDialog user={user} />} />
      <Route path="/" element={<p>Landing</p>} />
    </Routes>,
    { path: '/profile' },
  );
  view.queryClient.setQueryData(queryKeys.currentUser, user);
  return view;
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('<DeleteAccountDialog />', () => {
  it('asks for the password and shows the server refusal under it', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'DELETE /api/auth/account': (init) => {
          body = JSON.parse(String(init?.body));
          return {
            status: 400,
            body: {
              message: 'Password is incorrect',
              code: 'BAD_REQUEST',
              fields: { password: 'Password is incorrect' },
            },
          };
        },
      }),
    );
    renderDialog(true);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Password is required')).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeVisible();
    expect(body).toEqual({ password: 'wrong-password' });
  });

  it('Google-only accounts type DELETE instead', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'DELETE /api/auth/account': (init) => {
          body = JSON.parse(String(init?.body));
          return { body: { success: true, message: 'Your account has been deleted' } };
        },
      }),
    );
    const { queryClient } = renderDialog(false);
    const dialog = await open();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Type DELETE to confirm', { selector: 'p' })).toBeVisible();

    await userEvent.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Landing')).toBeVisible();
    expect(body).toEqual({ confirmation: 'DELETE' });
    expect(queryClient.getQueryData(queryKeys.currentUser)).toBeNull();
    expect(getToasts()[0]?.title).toBe('Your account has been deleted');
  });

  it('shows a failure the server did not tie to a field', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'DELETE /api/auth/account': {
          status: 503,
          body: { message: 'Postwright is briefly unavailable.', code: 'SERVICE_UNAVAILABLE' },
        },
      }),
    );
    renderDialog(true);
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Postwright is briefly unavailable.');
  });
});
