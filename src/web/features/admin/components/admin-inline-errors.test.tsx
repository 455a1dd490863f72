import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { CreditDialog } from './credit-dialog';
import { DiscountCodesPanel } from './discount-codes-panel';

// Issue 26: admin forms show the inline errors used everywhere else, never the browser's validation bubbles.

const ADMIN = fakeUser({ role: 'admin' });

describe('admin forms: inline errors', () => {
  it('the new discount code form says what is wrong under each field and sends nothing', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/admin/discount-codes': { body: [] },
        'POST /api/admin/discount-codes': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return { status: 201, body: {} };
        },
      }),
    );
    renderSignedIn(<DiscountCodesPanel />, ADMIN, { path: '/admin?tab=discounts' });
    await userEvent.click(await screen.findByRole('button', { name: /New code/ }));
    const form = screen.getByRole('form', { name: 'New discount code' });
    expect(form).toHaveAttribute('novalidate');
    await userEvent.type(within(form).getByLabelText('Code'), 'x!');
    await userEvent.clear(within(form).getByLabelText('Value (%)'));
    await userEvent.type(within(form).getByLabelText('Value (%)'), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Code must be 3 to 32 letters, digits, dashes or underscores')).toBeVisible();
    expect(within(form).getByText('A percentage discount is at most 100')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('the credit dialog explains an amount it cannot apply', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    const user = {
      id: 'u1',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'user',
      subscriptionTier: 'free',
      creditBalance: 3,
      credits: 3,
      totalPosts: 0,
      totalImages: 0,
      lastLoginAt: null,
      createdAt: '2026-11-01T09:00:00.000Z',
      suspendedAt: null,
    } as const;
    renderSignedIn(<CreditDialog user={user} isPending={false} onOpenChange={() => {}} onSubmit={() => {}} />, ADMIN, {
      path: '/admin',
    });
    const amount = screen.getByLabelText('Amount');
    await userEvent.type(amount, '0');
    expect(screen.getByText('Enter a whole number of credits, at least 1')).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
