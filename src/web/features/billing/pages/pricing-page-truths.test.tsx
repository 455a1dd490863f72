import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATALOGUE, toPublicPricing } from '@shared/catalogue';
import { PLAN_KEYS } from '@shared/constants';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { PricingPage } from './pricing-page';

// Issue 26: what the pricing page says must be true for the one reading it.

const PRICING = { ...toPublicPricing(DEFAULT_CATALOGUE), paymentsEnabled: true };
const FREE_SUMMARY = {
  tier: 'free',
  status: 'none',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  canManage: false,
  paymentsEnabled: true,
};
const FREE_NOTE = 'Every account gets 15 free credits every month. No credit card required.';

describe('<PricingPage /> says only true things', () => {
  it('a Pro subscriber is not told about 15 free credits a month; a free account is', async () => {
    const pro = {
      ...FREE_SUMMARY,
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: '2026-12-24T10:00:00.000Z',
      canManage: true,
    };
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/pricing': { body: PRICING }, 'GET /api/billing/subscription': { body: pro } }),
    );
    const { unmount } = renderSignedIn(<PricingPage />, fakeUser({ subscriptionTier: 'pro' }), { path: '/pricing' });
    expect(await screen.findByText('Current plan: Pro')).toBeVisible();
    expect(screen.queryByText(FREE_NOTE)).not.toBeInTheDocument();
    unmount();
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/pricing': { body: PRICING }, 'GET /api/billing/subscription': { body: FREE_SUMMARY } }),
    );
    renderSignedIn(<PricingPage />, fakeUser(), { path: '/pricing' });
    expect(await screen.findByText(FREE_NOTE)).toBeVisible();
  });

  it('with a code, the price per credit comes from the discounted price: €24 for 500 credits is €0.048', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/pricing': { body: PRICING },
        'GET /api/billing/subscription': { body: FREE_SUMMARY },
        'POST /api/discount-codes/validate': (init) => {
          const { packKey } = JSON.parse(String(init?.body)) as { packKey?: string };
          if (packKey !== 'medium')
            return {
              body: { valid: false, reason: 'not_applicable', message: 'This discount code does not apply here' },
            };
          return {
            body: {
              valid: true,
              code: 'SAVE20',
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
      }),
    );
    renderSignedIn(<PricingPage />, fakeUser(), { path: '/pricing?tab=packs' });
    const medium = await screen.findByRole('article', { name: 'Medium Pack' });
    expect(medium).toHaveTextContent('500 credits · €0.06 per credit');
    await userEvent.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'save20{Enter}');
    expect(await within(medium).findByText('500 credits · €0.048 per credit')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Small Pack' })).toHaveTextContent('100 credits · €0.10 per credit');
  });

  it('each plan sells what the one below it does not have, and nothing every account already has', () => {
    const features = PLAN_KEYS.map((key) => DEFAULT_CATALOGUE.plans[key].features);
    for (const [index, list] of features.entries()) {
      expect(new Set(list).size).toBe(list.length);
      if (index > 0) for (const line of list) expect(features[index - 1]).not.toContain(line);
      // Free accounts already write up to three versions (spec §5): no plan may sell that.
      expect(list.join(' ')).not.toMatch(/up to three versions/i);
    }
  });
});
