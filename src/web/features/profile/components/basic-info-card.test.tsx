import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { BasicInfoCard } from './basic-info-card';
import { queryKeys } from '@/data/query-keys';

const user = fakeUser({ professionalTitle: 'Analyst', linkedinProfile: 'https://www.linkedin.com/in/ada' });

beforeEach(() => {
  resetToasts();
  window.sessionStorage.clear();
});

describe('<BasicInfoCard />', () => {
  it('shows the details, and Edit/Cancel toggles the form without saving', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<BasicInfoCard user={user} />);
    expect(screen.getByText('Analyst')).toBeVisible();
    expect(screen.getByRole('link', { name: /linkedin\.com\/in\/ada/ })).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText(/LinkedIn Profile URL/)).toHaveValue('https://www.linkedin.com/in/ada');
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
  });

  it('validates before sending: name required, e-mail and URL well-formed', async () => {
    const fetch = vi.fn(mockFetch({}));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<BasicInfoCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.clear(screen.getByLabelText(/LinkedIn Profile URL/));
    await userEvent.type(screen.getByLabelText(/LinkedIn Profile URL/), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('LinkedIn profile must be a valid URL')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves: "Saving...", then the toast, the refreshed user and the view mode', async () => {
    let body: unknown;
    let release: () => void = () => {};
    const saved = fakeUser({
      fullName: 'Ada King',
      professionalTitle: null,
      linkedinProfile: 'https://www.linkedin.com/in/ada',
    });
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'PATCH /api/auth/profile': async (init) => {
          body = JSON.parse(String(init?.body));
          await new Promise<void>((resolve) => (release = resolve));
          return { body: saved };
        },
      }),
    );
    const { queryClient } = renderWithProviders(<BasicInfoCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada King');
    await userEvent.clear(screen.getByLabelText(/Professional Title/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Profile updated successfully!'));
    // An emptied title is sent as '' so the server removes it.
    expect(body).toEqual({
      fullName: 'Ada King',
      email: 'ada@example.com',
      linkedinProfile: 'https://www.linkedin.com/in/ada',
      professionalTitle: '',
    });
    expect(queryClient.getQueryData(queryKeys.currentUser)).toEqual(saved);
    // The form closes in the same callback as the toast, but React may render it a tick later on a loaded machine.
    await vi.waitFor(() => expect(screen.queryByLabelText('Full Name')).toBeNull());
  });

  it('a failure keeps the form, with the server message in the toast and under the e-mail', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'PATCH /api/auth/profile': {
          status: 409,
          body: { message: 'An account with this email already exists', code: 'CONFLICT' },
        },
      }),
    );
    renderWithProviders(<BasicInfoCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Failed to update profile',
        description: 'An account with this email already exists',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
  });

  it('a failure without a server message says "Please try again"', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'PATCH /api/auth/profile': { status: 502, text: '' } }));
    renderWithProviders(<BasicInfoCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Failed to update profile', description: 'Please try again' }),
    );
  });
  it('a new e-mail asks for the current password, sends it, and says to check the new inbox', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'PATCH /api/auth/profile': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          // The address only changes once the link is opened: the answer still carries the old one.
          return { body: user };
        },
      }),
    );
    renderWithProviders(<BasicInfoCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@newmail.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password to change your e-mail')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Current Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Check your new inbox'));
    expect(bodies[0]).toMatchObject({ email: 'ada@newmail.example', currentPassword: 'correct horse' });
  });

  it('a Google-only account is offered "Confirm with Google", which keeps the typed address for the way back', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<BasicInfoCard user={fakeUser({ hasPassword: false, googleLinked: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@newmail.example');
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    const confirm = screen.getByRole('link', { name: 'Confirm with Google' });
    expect(confirm).toHaveAttribute('href', '/api/auth/google?intent=reauth');
    confirm.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(confirm);
    expect(window.sessionStorage.getItem('postwright-pending-email')).toBe('ada@newmail.example');
  });

  it('back from Google, reopens the form with that address and saves it without a password', async () => {
    const bodies: unknown[] = [];
    const googleUser = fakeUser({ hasPassword: false, googleLinked: true });
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'PATCH /api/auth/profile': (init) => (bodies.push(JSON.parse(String(init?.body))), { body: googleUser }),
      }),
    );
    window.sessionStorage.setItem('postwright-pending-email', 'ada@newmail.example');
    renderWithProviders(<BasicInfoCard user={googleUser} />, { path: '/profile?google=confirmed' });
    expect(screen.getByRole('status')).toHaveTextContent('Google confirmed it is you');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@newmail.example');
    expect(screen.queryByRole('link', { name: 'Confirm with Google' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Check your new inbox'));
    expect(bodies[0]).toMatchObject({ email: 'ada@newmail.example' });
    expect(bodies[0]).not.toHaveProperty('currentPassword');
    expect(window.sessionStorage.getItem('postwright-pending-email')).toBeNull();
  });

  it('says so when Google confirmed a different account', () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<BasicInfoCard user={fakeUser({ hasPassword: false, googleLinked: true })} />, {
      path: '/profile?google=google_reauth_mismatch',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('That Google account is not the one linked to this account');
  });
});
