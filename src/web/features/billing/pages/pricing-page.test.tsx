import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATALOGUE, toPublicPricing } from '@shared/catalogue';
import { Toaster } from '@/components/ui/toaster';
import { takeReturnTo } from '@/lib/return-to';
import { fakeUser, renderSignedIn } from '@/test/render';
import { mockFetch, renderWithProviders } from '@/test/render';
import { PricingPage } from './pricing-page';

const PRICING = { ...toPublicPricing(DEFAULT_CATALOGUE), paymentsEnabled: true };
const FREE_SUMMARY = {
  tier: 'free',
  status: 'none',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  canManage: false,
  paymentsEnabled: true,
};
const SIGNED_OUT = {
  'GET /api/auth/me': { status: 401, body: { message: 'Please sign in to continue', code: 'UNAUTHORIZED' } },
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const page = (
  <>
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/register" element={<h1>Create your account</h1>} />
    </Routes>
    <Where />
    <Toaster />
  </>
);

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('<PricingPage />', () => {
  it('shows the loading text, then the plans with Pro as Most Popular, and the free-tier note', async () => {
    vi.stubGlobal('fetch', mockFetch({ ...SIGNED_OUT, 'GET /api/pricing': { body: PRICING } }));
    renderWithProviders(page, { path: '/pricing' });
    expect(screen.getByText('Loading pricing information...')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Pro' })).toHaveTextContent('Most Popular');
    expect(cardOf('Starter')).toHaveTextContent('€20/month');
    expect(cardOf('Business+')).toHaveTextContent('1,200 credits every month');
    expect(screen.getByText('Every account gets 15 free credits every month. No credit card required.')).toBeVisible();
  });

  it('?tab=packs opens Credit Packs, with the medium pack as Best Value', async () => {
    vi.stubGlobal('fetch', mockFetch({ ...SIGNED_OUT, 'GET /api/pricing': { body: PRICING } }));
    renderWithProviders(page, { path: '/pricing?tab=packs' });
    expect(await screen.findByRole('article', { name: 'Medium Pack' })).toHaveTextContent('Best Value');
    expect(screen.getByRole('tab', { name: 'Credit Packs' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Monthly Plans' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
  });

  it('shows the built-in plans when the pricing call fails or answers something else', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ ...SIGNED_OUT, 'GET /api/pricing': { status: 500, body: { message: 'down', code: 'INTERNAL' } } }),
    );
    const { unmount } = renderWithProviders(page, { path: '/pricing' });
    expect(await screen.findByRole('article', { name: 'Starter' })).toHaveTextContent('€20');
    unmount();
    vi.stubGlobal('fetch', mockFetch({ ...SIGNED_OUT, 'GET /api/pricing': { body: { subscriptionPlans: 'nope' } } }));
    renderWithProviders(page, { path: '/pricing?tab=packs' });
    expect(await screen.findByRole('article', { name: 'Large Pack' })).toHaveTextContent('€50');
  });

  it('a signed-out visitor who picks a plan goes to sign-up, and comes back to the same choice', async () => {
    vi.stubGlobal('fetch', mockFetch({ ...SIGNED_OUT, 'GET /api/pricing': { body: PRICING } }));
    renderWithProviders(page, { path: '/pricing?tab=packs&code=SAVE20' });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Medium Pack' })).getByRole('button', { name: 'Buy Credits' }),
    );
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(takeReturnTo()).toBe('/pricing?tab=packs&pack=medium&code=SAVE20&continue=checkout');
  });

  it('back with a picked card: that card is highlighted and its button focused', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/pricing': { body: PRICING }, 'GET /api/billing/subscription': { body: FREE_SUMMARY } }),
    );
    renderSignedIn(page, fakeUser(), { path: '/pricing?plan=pro' });
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(pro).toHaveAttribute('data-chosen', 'true');
    await vi.waitFor(() => expect(within(pro).getByRole('button', { name: 'Get Started' })).toHaveFocus());
  });

  it('without payments configured every button says so instead of failing', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ ...SIGNED_OUT, 'GET /api/pricing': { body: { ...PRICING, paymentsEnabled: false } } }),
    );
    renderWithProviders(page, { path: '/pricing' });
    const buttons = await screen.findAllByRole('button', { name: 'Payments are not configured yet' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('a 503 from checkout switches the page to the not-configured state', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/pricing': { body: PRICING },
        'GET /api/billing/subscription': { body: FREE_SUMMARY },
        'POST /api/stripe/create-subscription-checkout': {
          status: 503,
          body: { message: 'Payments are not configured yet', code: 'SERVICE_UNAVAILABLE' },
        },
      }),
    );
    renderSignedIn(page, fakeUser(), { path: '/pricing' });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button', { name: 'Get Started' }),
    );
    expect(await screen.findByText('Payment Error')).toBeVisible();
    expect(await screen.findAllByRole('button', { name: 'Payments are not configured yet' })).toHaveLength(3);
  });

  it('a discount code shows the price before and after on the cards it applies to, and goes with the checkout', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/pricing': { body: PRICING },
        'GET /api/billing/subscription': { body: FREE_SUMMARY },
        'POST /api/discount-codes/validate': (init) => {
          const { code, packKey } = JSON.parse(String(init?.body)) as { code: string; packKey: string };
          if (code !== 'SAVE20')
            return { body: { valid: false, reason: 'unknown', message: 'This discount code does not exist' } };
          if (packKey !== 'medium')
            return {
              body: {
                valid: false,
                reason: 'not_applicable',
                message: 'This discount code does not apply to the Small Pack',
              },
            };
          return {
            body: {
              valid: true,
              code,
              type: 'percentage',
              value: 20,
              label: '20% off',
              originalPriceCents: 3000,
              discountedPriceCents: 2400,
              originalPrice: 30,
              discountedPrice: 24,
            },
          };
        },
        'POST /api/stripe/create-credit-checkout': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return {
            status: 502,
            body: { message: 'Failed to create checkout session. Please try again.', code: 'UPSTREAM_ERROR' },
          };
        },
      }),
    );
    renderSignedIn(page, fakeUser(), { path: '/pricing?tab=packs' });
    await userEvent.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'nope{Enter}');
    expect(await screen.findByText('This discount code does not exist')).toBeVisible();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Discount code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'save20{Enter}');
    expect(await screen.findByText('SAVE20 applied: 20% off')).toBeVisible();
    const medium = cardOf('Medium Pack');
    expect(medium).toHaveTextContent('€24instead of €30');
    expect(cardOf('Small Pack')).toHaveTextContent('Your code does not apply here.');
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing?tab=packs&code=SAVE20');

    await userEvent.click(within(medium).getByRole('button', { name: 'Buy Credits' }));
    await userEvent.click(within(cardOf('Small Pack')).getByRole('button', { name: 'Buy Credits' }));
    expect(sent).toEqual([{ packKey: 'medium', discountCode: 'SAVE20' }, { packKey: 'small' }]);
    expect(await screen.findByText('Failed to create checkout session. Please try again.')).toBeVisible();
  });

  it('a subscriber sees the current plan and Manage Subscription instead of a second subscription', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/pricing': { body: PRICING },
        'GET /api/billing/subscription': {
          body: {
            ...FREE_SUMMARY,
            tier: 'starter',
            status: 'active',
            currentPeriodEnd: '2026-12-24T10:00:00.000Z',
            canManage: true,
          },
        },
      }),
    );
    renderSignedIn(page, fakeUser({ subscriptionTier: 'starter' }), { path: '/pricing' });
    expect(await screen.findByText('Current plan: Starter')).toBeVisible();
    expect(screen.getByText('Renews on 24 December 2026.')).toBeVisible();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(within(starter).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(cardOf('Pro')).getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
    // Packs stay on sale.
    await userEvent.click(screen.getByRole('tab', { name: 'Credit Packs' }));
    expect(within(cardOf('Small Pack')).getByRole('button', { name: 'Buy Credits' })).toBeEnabled();
  });
});
