import { FEATURES, PACK_KEYS, PLAN_KEYS, type Feature, type PackKey, type PlanKey } from '../constants';
import { z } from './common';

// The administrator's pricing settings (money-and-admin §3 "Admin pricing
// settings", §7 GET/POST /api/admin/pricing-settings): plans and packs keyed by
// their keys with price (euro cents) and credits, and the feature costs.

/** Stripe's smallest euro charge is €0.50; €10,000 keeps a typo from becoming a price. */
export const MIN_PRICE_CENTS = 50;
export const MAX_PRICE_CENTS = 1_000_000;

const priceCents = z
  .number('Price must be a number')
  .int('Price must be a whole number of cents')
  .min(MIN_PRICE_CENTS, `Price must be at least ${MIN_PRICE_CENTS} cents`)
  .max(MAX_PRICE_CENTS, 'Price is too large');
const credits = z
  .number('Credits must be a number')
  .int('Credits must be a whole number')
  .min(1, 'Credits must be at least 1')
  .max(1_000_000, 'Credits is too large');
const featureCost = z
  .number('Cost must be a number')
  .int('Cost must be a whole number')
  .min(0, 'Cost cannot be negative')
  .max(1000, 'Cost is too large');

const entry = z.object({ price: priceCents, credits });
export type PriceSetting = z.infer<typeof entry>;

const keyed = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);

export const pricingSettingsSchema = z.object({
  subscriptionPlans: keyed(PLAN_KEYS, entry),
  creditPacks: keyed(PACK_KEYS, entry),
  featureCosts: keyed(FEATURES, featureCost),
});
export type PricingSettings = {
  subscriptionPlans: Record<PlanKey, PriceSetting>;
  creditPacks: Record<PackKey, PriceSetting>;
  featureCosts: Record<Feature, number>;
};

/** POST /api/admin/pricing-settings: any part of the settings; what is left out keeps its value. */
export const updatePricingSettingsSchema = z.object({
  subscriptionPlans: keyed(PLAN_KEYS, entry.partial().optional()).partial().optional(),
  creditPacks: keyed(PACK_KEYS, entry.partial().optional()).partial().optional(),
  featureCosts: keyed(FEATURES, featureCost.optional()).partial().optional(),
});
export type UpdatePricingSettingsInput = {
  subscriptionPlans?: Partial<Record<PlanKey, Partial<PriceSetting>>>;
  creditPacks?: Partial<Record<PackKey, Partial<PriceSetting>>>;
  featureCosts?: Partial<Record<Feature, number>>;
};
