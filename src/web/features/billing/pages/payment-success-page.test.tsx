import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { PaymentSuccessPage } from './payment-success-page';

describe('<PaymentSuccessPage />', () => {
  it('without a session_id: the balance and no claim of a payment (issue 26)', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/credits/info': { body: { credits: 42, tier: 'starter', monthlyAllocation: 150 } } }),
    );
    renderSignedIn(<PaymentSuccessPage />, fakeUser(), { path: '/payment-success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your credits' })).toBeVisible();
    expect(await screen.findByText('42 credits')).toBeVisible();
    expect(screen.getByText('Starter')).toBeVisible();
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ready to use/)).not.toBeInTheDocument();
  });

  it('with a session_id: "Payment Successful!" and what was added', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/auth/me': { body: fakeUser() },
        'GET /api/credits/info': { body: { credits: 115, tier: 'free', monthlyAllocation: 15 } },
        'GET /api/stripe/checkout-session/cs_test_1': {
          body: {
            id: 'cs_test_1',
            kind: 'pack',
            paid: true,
            planKey: null,
            packKey: 'small',
            creditsAdded: 100,
            amountTotal: 1500,
            credits: 115,
            tier: 'free',
            monthlyAllocation: 15,
          },
        },
      }),
    );
    renderSignedIn(<PaymentSuccessPage />, fakeUser(), { path: '/payment-success?session_id=cs_test_1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await vi.waitFor(() => expect(screen.getByText('+100')).toBeVisible());
  });
});
