import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updatePricingSettingsSchema } from '@shared/schemas/pricing-settings';
import { adminSettings } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('catalogue: plans, packs and feature costs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(adminSettings);
  });
  const catalogue = () => t.app.services.catalogue;
  const pricing = async () => {
    const response = await t.app.inject({ url: '/api/pricing' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('GET /api/pricing answers the spec’s plans and packs to anyone, prices in euro', async () => {
    const body = await pricing();
    expect(
      body.subscriptionPlans.map((p: Record<string, unknown>) => [
        p.planKey,
        p.name,
        p.price,
        p.priceCents,
        p.credits,
        p.period,
        p.popular,
        p.icon,
      ]),
    ).toEqual([
      ['starter', 'Starter', 20, 2000, 150, 'month', false, 'rocket'],
      ['pro', 'Pro', 50, 5000, 500, 'month', true, 'zap'],
      ['business', 'Business+', 99, 9900, 1200, 'month', false, 'building'],
    ]);
    expect(body.subscriptionPlans[0].features[0]).toBe('150 credits every month');
    expect(body.subscriptionPlans[2].features[0]).toBe('1,200 credits every month');
    expect(
      body.creditPacks.map((p: Record<string, unknown>) => [p.packKey, p.name, p.price, p.credits, p.value, p.popular]),
    ).toEqual([
      ['small', 'Small Pack', 10, 100, 0.1, false],
      ['medium', 'Medium Pack', 30, 500, 0.06, true],
      ['large', 'Large Pack', 50, 1000, 0.05, false],
    ]);
    for (const plan of body.subscriptionPlans) expect(plan.description).toMatch(/\w/);
    // No Stripe keys in this app: the page says so instead of failing.
    expect(body.paymentsEnabled).toBe(false);
  });

  it('the admin settings start at the defaults: price in cents and credits per key, feature costs', async () => {
    expect(await catalogue().pricingSettings()).toEqual({
      subscriptionPlans: {
        starter: { price: 2000, credits: 150 },
        pro: { price: 5000, credits: 500 },
        business: { price: 9900, credits: 1200 },
      },
      creditPacks: {
        small: { price: 1000, credits: 100 },
        medium: { price: 3000, credits: 500 },
        large: { price: 5000, credits: 1000 },
      },
      featureCosts: { post_generation: 1, prompt_enhancement: 0, brand_voice_analysis: 1, image_generation: 4 },
    });
  });

  it('an update changes only what it names, and the pricing call, allocations and costs follow at once', async () => {
    const after = await catalogue().updatePricingSettings({
      subscriptionPlans: { starter: { price: 2500 }, pro: { credits: 600 } },
      creditPacks: { medium: { price: 2900, credits: 550 } },
      featureCosts: { post_generation: 2 },
    });
    expect(after.subscriptionPlans).toEqual({
      starter: { price: 2500, credits: 150 },
      pro: { price: 5000, credits: 600 },
      business: { price: 9900, credits: 1200 },
    });
    expect(after.creditPacks.medium).toEqual({ price: 2900, credits: 550 });
    expect(after.featureCosts).toEqual({
      post_generation: 2,
      prompt_enhancement: 0,
      brand_voice_analysis: 1,
      image_generation: 4,
    });

    const body = await pricing();
    expect(body.subscriptionPlans[0]).toMatchObject({ planKey: 'starter', price: 25, priceCents: 2500 });
    expect(body.subscriptionPlans[1]).toMatchObject({
      planKey: 'pro',
      credits: 600,
      features: expect.arrayContaining(['600 credits every month']),
    });
    expect(body.creditPacks[1]).toMatchObject({ packKey: 'medium', price: 29, credits: 550 });
    expect(await catalogue().featureCost('post_generation')).toBe(2);

    const user = await createUser(t.db, { subscriptionTier: 'pro' });
    const info = await t.app.inject({ url: '/api/credits/info', headers: await signIn(t.app, user.email) });
    expect(info.json().monthlyAllocation).toBe(600);

    // A second change keeps the first one.
    await catalogue().updatePricingSettings({ subscriptionPlans: { starter: { credits: 160 } } });
    expect((await catalogue().pricingSettings()).subscriptionPlans.starter).toEqual({ price: 2500, credits: 160 });
  });

  it('stored values it cannot trust fall back to the defaults instead of breaking the page', async () => {
    await t.db.insert(adminSettings).values([
      { key: 'subscription_plans', value: { starter: { priceCents: -5, credits: 'many', name: '' }, pro: 'nonsense' } },
      { key: 'credit_packs', value: [1, 2, 3] },
      { key: 'feature_costs', value: { post_generation: 1.5, image_generation: -1 } },
    ]);
    const body = await pricing();
    expect(body.subscriptionPlans[0]).toMatchObject({ name: 'Starter', priceCents: 2000, credits: 150 });
    expect(body.creditPacks[1]).toMatchObject({ priceCents: 3000, credits: 500 });
    expect(await catalogue().featureCosts()).toMatchObject({ post_generation: 1, image_generation: 4 });
  });

  it('the shared schema accepts prices in whole cents and positive credits only', () => {
    const fieldsOf = (input: unknown) => {
      const result = updatePricingSettingsSchema.safeParse(input);
      return result.success ? 'ok' : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(
      fieldsOf({
        subscriptionPlans: { starter: { price: 1999, credits: 140 } },
        featureCosts: { prompt_enhancement: 0 },
      }),
    ).toBe('ok');
    expect(fieldsOf({ subscriptionPlans: { starter: { price: 19.99 } } })).toEqual([
      'subscriptionPlans.starter.price: Price must be a whole number of cents',
    ]);
    expect(fieldsOf({ creditPacks: { small: { price: 0 } } })).toEqual([
      'creditPacks.small.price: Price must be at least 50 cents',
    ]);
    expect(fieldsOf({ creditPacks: { large: { credits: 0 } } })).toEqual([
      'creditPacks.large.credits: Credits must be at least 1',
    ]);
    expect(fieldsOf({ creditPacks: { large: { credits: 2.5 } } })).toEqual([
      'creditPacks.large.credits: Credits must be a whole number',
    ]);
    expect(fieldsOf({ featureCosts: { image_generation: -1 } })).toEqual([
      'featureCosts.image_generation: Cost cannot be negative',
    ]);
    expect(fieldsOf({ subscriptionPlans: { starter: { price: '20' } } })).toEqual([
      'subscriptionPlans.starter.price: Price must be a number',
    ]);
  });
});
