import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Real concurrency: PostgreSQL with a connection pool (PGlite runs one transaction at a time).
describe('pricing settings under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('administrators saving different prices at the same moment all land', async () => {
    const catalogue = t.app.services.catalogue;
    await Promise.all([
      catalogue.updatePricingSettings({ subscriptionPlans: { starter: { price: 2100 } } }),
      catalogue.updatePricingSettings({ subscriptionPlans: { pro: { price: 5100 } } }),
      catalogue.updatePricingSettings({ subscriptionPlans: { starter: { credits: 170 } } }),
      catalogue.updatePricingSettings({ creditPacks: { small: { price: 1100 } } }),
      catalogue.updatePricingSettings({ featureCosts: { image_generation: 5 } }),
      catalogue.updatePricingSettings({ creditPacks: { large: { credits: 1100 } } }),
    ]);
    const settings = await catalogue.pricingSettings();
    expect(settings.subscriptionPlans.starter).toEqual({ price: 2100, credits: 170 });
    expect(settings.subscriptionPlans.pro).toEqual({ price: 5100, credits: 500 });
    expect(settings.creditPacks.small).toEqual({ price: 1100, credits: 100 });
    expect(settings.creditPacks.large).toEqual({ price: 5000, credits: 1100 });
    expect(settings.featureCosts.image_generation).toBe(5);
  });
});
