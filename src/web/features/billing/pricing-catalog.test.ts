import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, mergePricing } from './pricing-catalog';

describe('pricing catalogue', () => {
  it('has the default plans and packs of the spec', () => {
    expect(DEFAULT_PRICING.plans.map((p) => [p.planKey, p.priceCents, p.credits, p.popular])).toEqual([
      ['starter', 2000, 150, false],
      ['pro', 5000, 500, true],
      ['business', 9900, 1200, false],
    ]);
    expect(DEFAULT_PRICING.packs.map((p) => [p.packKey, p.priceCents, p.credits, p.valueCents, p.popular])).toEqual([
      ['small', 1000, 100, 10, false],
      ['medium', 3000, 500, 6, true],
      ['large', 5000, 1000, 5, false],
    ]);
  });

  it('falls back to the defaults when the answer is missing or malformed', () => {
    expect(mergePricing(undefined)).toEqual(DEFAULT_PRICING);
    expect(mergePricing({ subscriptionPlans: 'nope', creditPacks: [null, 3] })).toEqual(DEFAULT_PRICING);
    expect(mergePricing({ subscriptionPlans: [{ planKey: 'pro', priceCents: -5, credits: 0 }] })).toEqual(DEFAULT_PRICING);
  });

  it('applies admin-edited prices and credits by key (cents, or euro in `price`)', () => {
    const pricing = mergePricing({
      subscriptionPlans: [
        { planKey: 'pro', priceCents: 4500, credits: 600 },
        { planKey: 'starter', price: 19.5 },
      ],
      creditPacks: [{ packKey: 'small', priceCents: 1200, credits: 120 }],
    });
    expect(pricing.plans.find((p) => p.planKey === 'pro')).toMatchObject({ priceCents: 4500, credits: 600, features: expect.arrayContaining(['600 credits every month']) });
    expect(pricing.plans.find((p) => p.planKey === 'starter')).toMatchObject({ priceCents: 1950, credits: 150 });
    expect(pricing.packs.find((p) => p.packKey === 'small')).toMatchObject({ priceCents: 1200, credits: 120, valueCents: 10 });
  });
});
