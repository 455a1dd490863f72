import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ConfirmEmailPage, SignInLinkPage, UndoEmailChangePage, VerifyEmailPage } from './email-change-page';

beforeEach(() => resetToasts());

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      <Route path="/undo-email-change" element={<UndoEmailChangePage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/sign-in-link" element={<SignInLinkPage />} />
      <Route path="/auth" element={<h1>Sign in</h1>} />
    </Routes>,
    { path },
  );
}

describe('e-mail change links', () => {
  it('confirm: nothing happens on load; the button sends the token and shows the answer', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/confirm-email': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { body: { success: true, message: 'Your new e-mail address is confirmed.' } };
        },
      }),
    );
    renderAt('/confirm-email?token=tok-123');
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByText('Your new e-mail address is confirmed.')).toBeVisible();
    expect(bodies).toEqual([{ token: 'tok-123' }]);
  });

  it('verify: a mail scanner loading /verify-email confirms nothing; the button posts the token', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/verify-email': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { body: { success: true, message: 'Your e-mail address is confirmed.' } };
        },
      }),
    );
    renderAt('/verify-email?token=verify-1');
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeVisible();
    expect(bodies).toEqual([{ token: 'verify-1' }]);
  });

  it('sign-in link: only "Sign me in" spends the token, then the way in is offered', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/sign-in-link': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { body: { id: 'u1' } };
        },
      }),
    );
    renderAt('/sign-in-link?token=once-1');
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign me in' }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard');
    expect(bodies).toEqual([{ token: 'once-1' }]);
  });

  it("an expired link shows the server's reason", async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/confirm-email': {
          status: 400,
          body: { message: 'This link is invalid or has expired.', code: 'BAD_REQUEST' },
        },
      }),
    );
    renderAt('/confirm-email?token=old');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByText('This link is invalid or has expired.')).toBeVisible();
  });

  it('a link without its token says so and cannot be sent', () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderAt('/undo-email-change');
    expect(screen.getByText(/This link is incomplete/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore my previous e-mail' })).toBeDisabled();
  });

  it('undo: restores, then goes to sign-in with the message (every session ended)', async () => {
    const message =
      'Your previous e-mail address is back and every session was ended. Sign in, then change your password.';
    vi.stubGlobal('fetch', mockFetch({ 'POST /api/auth/undo-email-change': { body: { success: true, message } } }));
    renderAt('/undo-email-change?token=undo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Restore my previous e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(getToasts()[0]).toMatchObject({ title: 'Previous e-mail restored', description: message });
  });
});
