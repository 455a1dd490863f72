import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_CATALOGUE,
  PLAN_ICONS,
  toPublicPricing,
  type Catalogue,
  type PackEntry,
  type PlanEntry,
  type PublicPricing,
} from '@shared/catalogue';
import {
  DEFAULT_FEATURE_COSTS,
  FEATURES,
  FREE_MONTHLY_CREDITS,
  PACK_KEYS,
  PLAN_KEYS,
  type Feature,
  type Tier,
} from '@shared/constants';
import type { PricingSettings, UpdatePricingSettingsInput } from '@shared/schemas/pricing-settings';
import type { Executor } from '../../db/client';
import type { DatabaseDeps } from '../../db/database-deps';
import { adminSettings } from '../../db/schema';

// The catalogue: plans, credit packs and feature costs. Administrators edit
// them (stored in `admin_settings`); anything never saved, or stored in a
// shape we no longer understand, falls back to the spec's defaults
// (money-and-admin §9, DECISIONS.md). Read on every use: several app
// processes share the table, so a price change applies everywhere at once.

export const SETTING_KEYS = {
  featureCosts: 'feature_costs',
  plans: 'subscription_plans',
  packs: 'credit_packs',
} as const;

const DESCRIPTIONS: Record<string, string> = {
  [SETTING_KEYS.featureCosts]: 'Credits each AI feature costs',
  [SETTING_KEYS.plans]: 'Monthly plans: price in euro cents, credits per paid invoice, card texts',
  [SETTING_KEYS.packs]: 'Credit packs: price in euro cents, credits, card texts',
};

type Stored = Record<string, Record<string, unknown> | undefined>;

// A paid tier's monthly allocation is read on every GET /api/credits/info:
// one fixed, prepared statement that brings back just that plan's stored
// credits, not the whole catalogue through Drizzle (decision 063).
const PLAN_CREDITS_SQL = `select value -> $1 -> 'credits' as "credits" from admin_settings where key = $2`;

/**
 * The stored credits of a user's plan as a scalar subquery, for the
 * per-request session lookup to carry (decision 063): `userAlias` names the
 * users row of that statement. `monthlyAllocationFrom` turns the value into
 * the allocation, so the route needs no query of its own.
 */
export const storedPlanCreditsSql = (userAlias: string) =>
  `(select a.value -> ${userAlias}.subscription_tier -> 'credits' from admin_settings a where a.key = '${SETTING_KEYS.plans}')`;

/** Credits a tier receives each month from the stored plan credits: 15 for free; a stored count of at least 1, else the spec's default (as mergeCommon). */
export function monthlyAllocationFrom(tier: Tier, storedCredits: unknown): number {
  if (tier === 'free') return FREE_MONTHLY_CREDITS;
  return isCount(storedCredits, 1) ? storedCredits : DEFAULT_CATALOGUE.plans[tier].credits;
}

export function createCatalogueService({ db, prepared, clock }: DatabaseDeps) {
  async function read(keys: string[], executor: Executor = db): Promise<Map<string, unknown>> {
    const rows = await executor
      .select({ key: adminSettings.key, value: adminSettings.value })
      .from(adminSettings)
      .where(inArray(adminSettings.key, keys));
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** `executor`: read inside a caller's transaction (PGlite has one connection: a read beside it would wait forever). */
  async function catalogue(executor?: Executor): Promise<Catalogue> {
    const stored = await read([SETTING_KEYS.plans, SETTING_KEYS.packs], executor);
    return { plans: mergePlans(stored.get(SETTING_KEYS.plans)), packs: mergePacks(stored.get(SETTING_KEYS.packs)) };
  }

  async function featureCosts(): Promise<Record<Feature, number>> {
    return mergeCosts((await read([SETTING_KEYS.featureCosts])).get(SETTING_KEYS.featureCosts));
  }

  return {
    featureCosts,

    async featureCost(feature: Feature): Promise<number> {
      return (await featureCosts())[feature];
    },

    /** Every plan and pack with its current price, credits and card texts. */
    pricing: catalogue,

    /** GET /api/pricing. */
    async publicPricing(): Promise<PublicPricing> {
      return toPublicPricing(await catalogue());
    },

    /** Credits a tier receives each month: 15 for free, the plan's credits otherwise. */
    async monthlyAllocation(tier: Tier): Promise<number> {
      if (tier === 'free') return FREE_MONTHLY_CREDITS;
      const [row] = await prepared<{ credits: unknown }>('plan-credits', PLAN_CREDITS_SQL, [tier, SETTING_KEYS.plans]);
      return monthlyAllocationFrom(tier, row?.credits);
    },

    /** The administrator's view (money-and-admin §3): price in cents and credits per key, feature costs. */
    async pricingSettings(): Promise<PricingSettings> {
      const [current, costs] = await Promise.all([catalogue(), featureCosts()]);
      return toSettings(current, costs);
    },

    /**
     * Applies an administrator's change (already validated by the shared
     * schema) and answers the settings now in force. The rows are locked for
     * the read-modify-write, so two administrators saving at once both land.
     */
    async updatePricingSettings(input: UpdatePricingSettingsInput): Promise<PricingSettings> {
      const keys = [SETTING_KEYS.plans, SETTING_KEYS.packs, SETTING_KEYS.featureCosts];
      await db.transaction(async (tx) => {
        await tx
          .insert(adminSettings)
          .values(keys.map((key) => ({ key, value: {}, description: DESCRIPTIONS[key] })))
          .onConflictDoNothing({ target: adminSettings.key });
        const rows = await tx.select().from(adminSettings).where(inArray(adminSettings.key, keys)).for('update');
        const stored = new Map(rows.map((r) => [r.key, (isObject(r.value) ? r.value : {}) as Stored]));
        const next = {
          [SETTING_KEYS.plans]: applyEntries(stored.get(SETTING_KEYS.plans)!, input.subscriptionPlans),
          [SETTING_KEYS.packs]: applyEntries(stored.get(SETTING_KEYS.packs)!, input.creditPacks),
          [SETTING_KEYS.featureCosts]: {
            ...stored.get(SETTING_KEYS.featureCosts),
            ...definedOnly(input.featureCosts ?? {}),
          },
        };
        for (const key of keys) {
          await tx
            .update(adminSettings)
            .set({ value: next[key], updatedAt: clock.now() })
            .where(eq(adminSettings.key, key));
        }
      });
      return this.pricingSettings();
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;

function toSettings(catalogue: Catalogue, featureCosts: Record<Feature, number>): PricingSettings {
  const entry = ({ priceCents, credits }: { priceCents: number; credits: number }) => ({ price: priceCents, credits });
  return {
    subscriptionPlans: {
      starter: entry(catalogue.plans.starter),
      pro: entry(catalogue.plans.pro),
      business: entry(catalogue.plans.business),
    },
    creditPacks: {
      small: entry(catalogue.packs.small),
      medium: entry(catalogue.packs.medium),
      large: entry(catalogue.packs.large),
    },
    featureCosts,
  };
}

/** Stored entries use `priceCents`; the admin API speaks `price` (cents too, per the spec's shape). */
function applyEntries(
  stored: Stored,
  changes: Partial<Record<string, { price?: number; credits?: number } | undefined>> | undefined,
): Stored {
  const next: Stored = { ...stored };
  for (const [key, change] of Object.entries(changes ?? {})) {
    if (!change) continue;
    next[key] = {
      ...next[key],
      ...(change.price !== undefined ? { priceCents: change.price } : {}),
      ...(change.credits !== undefined ? { credits: change.credits } : {}),
    };
  }
  return next;
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function mergeCommon<E extends PlanEntry | PackEntry>(fallback: E, stored: unknown): E {
  const result = structuredClone(fallback);
  if (!isObject(stored)) return result;
  if (isCount(stored.priceCents, 0)) result.priceCents = stored.priceCents;
  if (isCount(stored.credits, 1)) result.credits = stored.credits;
  if (isText(stored.name)) result.name = stored.name;
  if (isText(stored.description)) result.description = stored.description;
  if (typeof stored.popular === 'boolean') result.popular = stored.popular;
  return result;
}

function mergePlans(stored: unknown): Catalogue['plans'] {
  const source = isObject(stored) ? stored : {};
  return Object.fromEntries(
    PLAN_KEYS.map((key) => {
      const plan = mergeCommon(DEFAULT_CATALOGUE.plans[key], source[key]);
      const entry = source[key];
      if (isObject(entry) && Array.isArray(entry.features) && entry.features.every(isText))
        plan.features = entry.features as string[];
      if (isObject(entry) && (PLAN_ICONS as readonly unknown[]).includes(entry.icon))
        plan.icon = entry.icon as PlanEntry['icon'];
      return [key, plan];
    }),
  ) as Catalogue['plans'];
}

function mergePacks(stored: unknown): Catalogue['packs'] {
  const source = isObject(stored) ? stored : {};
  return Object.fromEntries(
    PACK_KEYS.map((key) => [key, mergeCommon(DEFAULT_CATALOGUE.packs[key], source[key])]),
  ) as Catalogue['packs'];
}

function mergeCosts(stored: unknown): Record<Feature, number> {
  const costs = { ...DEFAULT_FEATURE_COSTS };
  if (!isObject(stored)) return costs;
  for (const feature of FEATURES) if (isCount(stored[feature], 0)) costs[feature] = stored[feature];
  return costs;
}
