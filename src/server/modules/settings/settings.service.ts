import { inArray } from 'drizzle-orm';
import {
  DEFAULT_FEATURE_COSTS,
  DEFAULT_PACKS,
  DEFAULT_PLANS,
  FEATURES,
  FREE_MONTHLY_CREDITS,
  type Feature,
  type PackKey,
  type PlanKey,
  type Tier,
} from '@shared/constants';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';

// Admin-editable prices and costs live in `admin_settings`; a key that was
// never saved falls back to the defaults of the spec (money-and-admin §9,
// DECISIONS.md). Read on every use: several app processes share the table.

export const SETTING_KEYS = { featureCosts: 'feature_costs', plans: 'subscription_plans', packs: 'credit_packs' } as const;

type PriceAndCredits = { priceCents: number; credits: number };

export function createSettingsService({ db }: { db: Database }) {
  async function read(keys: string[]): Promise<Map<string, unknown>> {
    const rows = await db.select({ key: adminSettings.key, value: adminSettings.value }).from(adminSettings).where(inArray(adminSettings.key, keys));
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  return {
    async featureCosts(): Promise<Record<Feature, number>> {
      const stored = (await read([SETTING_KEYS.featureCosts])).get(SETTING_KEYS.featureCosts) as Partial<Record<Feature, number>> | undefined;
      const costs = { ...DEFAULT_FEATURE_COSTS };
      for (const feature of FEATURES) {
        const value = stored?.[feature];
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0) costs[feature] = value;
      }
      return costs;
    },

    async featureCost(feature: Feature): Promise<number> {
      return (await this.featureCosts())[feature];
    },

    async pricing(): Promise<{ plans: Record<PlanKey, PriceAndCredits>; packs: Record<PackKey, PriceAndCredits> }> {
      const stored = await read([SETTING_KEYS.plans, SETTING_KEYS.packs]);
      return {
        plans: merge(DEFAULT_PLANS, stored.get(SETTING_KEYS.plans)),
        packs: merge(DEFAULT_PACKS, stored.get(SETTING_KEYS.packs)),
      };
    },

    /** Credits a tier receives each month: 15 for free, the plan's credits otherwise. */
    async monthlyAllocation(tier: Tier): Promise<number> {
      if (tier === 'free') return FREE_MONTHLY_CREDITS;
      return (await this.pricing()).plans[tier].credits;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

function merge<K extends string>(defaults: Record<K, PriceAndCredits>, stored: unknown): Record<K, PriceAndCredits> {
  const result = structuredClone(defaults);
  if (!stored || typeof stored !== 'object') return result;
  for (const key of Object.keys(defaults) as K[]) {
    const entry = (stored as Record<string, Partial<PriceAndCredits> | undefined>)[key];
    if (entry && Number.isInteger(entry.priceCents) && entry.priceCents! >= 0) result[key].priceCents = entry.priceCents!;
    if (entry && Number.isInteger(entry.credits) && entry.credits! >= 0) result[key].credits = entry.credits!;
  }
  return result;
}
