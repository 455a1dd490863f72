import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { UserManagementPanel } from './user-management-panel';

// Issue 26: a tier change asks first, as Suspend and Delete do, and names its consequence.

const CUSTOMER = {
  id: '0b7e3d52-3c4b-4e0a-9d1e-2b3c4d5e6f71',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'user',
  subscriptionTier: 'starter',
  creditBalance: 140,
  credits: 140,
  totalPosts: 3,
  totalImages: 0,
  lastLoginAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  suspendedAt: null,
};

function setup() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    mockFetch({
      'GET /api/admin/users': { body: { users: [CUSTOMER], total: 1, page: 1, limit: 50 } },
      [`POST /api/admin/users/${CUSTOMER.id}/tier`]: (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { body: { ...CUSTOMER, subscriptionTier: 'pro' } };
      },
    }),
  );
  renderSignedIn(
    <>
      <UserManagementPanel />
      <Toaster />
    </>,
    fakeUser({ role: 'admin' }),
    { path: '/admin' },
  );
  return sent;
}

describe('<UserManagementPanel /> tier change', () => {
  it('asks, naming the balance and billing, and changes nothing when cancelled', async () => {
    const sent = setup();
    await userEvent.selectOptions(await screen.findByLabelText('Plan of grace@example.com'), 'pro');
    const dialog = screen.getByRole('alertdialog', { name: 'Change the plan to Pro?' });
    expect(dialog).toHaveTextContent('grace@example.com moves from Starter to Pro at once.');
    expect(dialog).toHaveTextContent('Their balance stays at 140 credits');
    expect(dialog).toHaveTextContent('nothing changes at Stripe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Plan of grace@example.com')).toHaveValue('starter');
  });

  it('changes the plan once confirmed', async () => {
    const sent = setup();
    await userEvent.selectOptions(await screen.findByLabelText('Plan of grace@example.com'), 'pro');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change to Pro' }));
    expect(await screen.findByText('Plan updated')).toBeVisible();
    expect(sent).toEqual([{ tier: 'pro' }]);
  });
});
