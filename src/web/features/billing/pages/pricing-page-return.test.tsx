import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATALOGUE, toPublicPricing } from '@shared/catalogue';
import { Toaster } from '@/components/ui/toaster';
import { peekPendingCheckout } from '@/lib/return-to';
import { fakeUser, mockFetch, renderSignedIn, renderWithProviders } from '@/test/render';
import { PricingPage } from './pricing-page';

// Issue 26: the way back to /pricing, from sign-up (the choice goes on to its checkout) and from Stripe (cancelled).

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
    </Routes>
    <Where />
    <Toaster />
  </>
);

afterEach(() => window.localStorage.clear());

function checkoutRecorder() {
  const sent: unknown[] = [];
  const routes = {
    'GET /api/pricing': { body: PRICING },
    'GET /api/billing/subscription': { body: FREE_SUMMARY },
    'POST /api/stripe/create-subscription-checkout': (init: RequestInit | undefined) => {
      sent.push(JSON.parse(String(init?.body)));
      return {
        status: 502,
        body: { message: 'Failed to create checkout session. Please try again.', code: 'UPSTREAM_ERROR' },
      };
    },
  };
  return { sent, routes };
}

describe('<PricingPage /> on the way back', () => {
  it('back from sign-up with Pro picked and a confirmed address: the Pro checkout starts once, with the code', async () => {
    const { sent, routes } = checkoutRecorder();
    vi.stubGlobal('fetch', mockFetch(routes));
    renderSignedIn(page, fakeUser(), { path: '/pricing?plan=pro&code=SAVE20&continue=checkout' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ planKey: 'pro' });
    // The flag leaves the address, so a reload does not start a second checkout.
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing\?plan=pro&code=SAVE20$/),
    );
    expect(sent).toHaveLength(1);
  });

  it('an unconfirmed address waits: no checkout, the choice is kept for after the confirmation link', async () => {
    const { sent, routes } = checkoutRecorder();
    vi.stubGlobal('fetch', mockFetch(routes));
    renderSignedIn(page, fakeUser({ emailVerified: false }), { path: '/pricing?plan=pro&continue=checkout' });
    expect(await screen.findByRole('article', { name: 'Pro' })).toHaveAttribute('data-chosen', 'true');
    await vi.waitFor(() => expect(peekPendingCheckout()).toBe('/pricing?plan=pro&continue=checkout'));
    expect(sent).toEqual([]);
  });

  it('without the flag (a plain link to a plan) nothing starts by itself', async () => {
    const { sent, routes } = checkoutRecorder();
    vi.stubGlobal('fetch', mockFetch(routes));
    renderSignedIn(page, fakeUser(), { path: '/pricing?plan=pro' });
    expect(await screen.findByRole('article', { name: 'Pro' })).toHaveAttribute('data-chosen', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('back from Stripe without paying: "Checkout cancelled, nothing was charged", once', async () => {
    vi.stubGlobal('fetch', mockFetch({ ...SIGNED_OUT, 'GET /api/pricing': { body: PRICING } }));
    renderWithProviders(page, { path: '/pricing?tab=packs&cancelled=1' });
    expect(await screen.findByText('Checkout cancelled, nothing was charged')).toBeVisible();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing\?tab=packs$/));
    expect(within(document.body).getAllByText('Checkout cancelled, nothing was charged')).toHaveLength(1);
  });
});
