import { DEFAULT_PACKS, DEFAULT_PLANS, FREE_MONTHLY_CREDITS, PACK_KEYS, PLAN_KEYS, TIER_LABELS, type PackKey, type PlanKey } from '@shared/constants';
import { formatNumber } from '@/lib/format';

export type PlanIcon = 'rocket' | 'zap' | 'building';

/** A plan card (money-and-admin §2): name, price, period, description, features, credits, popular, planKey, icon. */
export type Plan = {
  planKey: PlanKey;
  name: string;
  priceCents: number;
  period: 'month';
  description: string;
  features: string[];
  credits: number;
  popular: boolean;
  icon: PlanIcon;
};

/** A pack card: name, price, credits, description, packKey, value (price per credit), popular. */
export type Pack = {
  packKey: PackKey;
  name: string;
  priceCents: number;
  credits: number;
  description: string;
  /** Cents per credit. */
  valueCents: number;
  popular: boolean;
};

export type Pricing = { plans: Plan[]; packs: Pack[] };

const PLAN_COPY: Record<PlanKey, { description: string; icon: PlanIcon; extras: string[] }> = {
  starter: {
    description: 'For professionals who post a few times a week.',
    icon: 'rocket',
    extras: ['LinkedIn, Instagram and Facebook', 'Brand voices and consistency analysis', 'Unused credits roll over', 'Cancel anytime'],
  },
  pro: {
    description: 'For creators and consultants who post every day.',
    icon: 'zap',
    extras: ['Everything in Starter', 'Up to three versions of every post', 'Unused credits roll over', 'Priority e-mail support'],
  },
  business: {
    description: 'For teams and agencies writing in several voices.',
    icon: 'building',
    extras: ['Everything in Pro', 'Room for many brand voices', 'Unused credits roll over', 'Priority e-mail support'],
  },
};

const PACK_COPY: Record<PackKey, { name: string; description: string }> = {
  small: { name: 'Small Pack', description: 'A quick top-up for a busy week.' },
  medium: { name: 'Medium Pack', description: 'The sweet spot for regular writers.' },
  large: { name: 'Large Pack', description: 'Plenty of credits for campaigns and launches.' },
};

export const FREE_TIER_NOTE = `Every account gets ${FREE_MONTHLY_CREDITS} free credits every month. No credit card required.`;

function plan(planKey: PlanKey, priceCents: number, credits: number): Plan {
  const copy = PLAN_COPY[planKey];
  return {
    planKey,
    name: TIER_LABELS[planKey],
    priceCents,
    period: 'month',
    description: copy.description,
    features: [`${formatNumber(credits)} credits every month`, ...copy.extras],
    credits,
    popular: planKey === 'pro',
    icon: copy.icon,
  };
}

function pack(packKey: PackKey, priceCents: number, credits: number): Pack {
  return { packKey, ...PACK_COPY[packKey], priceCents, credits, valueCents: credits > 0 ? priceCents / credits : 0, popular: packKey === 'medium' };
}

/** The built-in plans and packs (money-and-admin §9), shown whenever the pricing call does not deliver. */
export const DEFAULT_PRICING: Pricing = {
  plans: PLAN_KEYS.map((key) => plan(key, DEFAULT_PLANS[key].priceCents, DEFAULT_PLANS[key].credits)),
  packs: PACK_KEYS.map((key) => pack(key, DEFAULT_PACKS[key].priceCents, DEFAULT_PACKS[key].credits)),
};

type Entry = Record<string, unknown>;

function entries(value: unknown): Entry[] {
  return Array.isArray(value) ? value.filter((v): v is Entry => typeof v === 'object' && v !== null) : [];
}

/** Integer cents from `priceCents`, or from `price` in euro; undefined when neither is usable. */
function readPriceCents(entry: Entry | undefined): number | undefined {
  if (!entry) return undefined;
  if (typeof entry.priceCents === 'number' && Number.isInteger(entry.priceCents) && entry.priceCents >= 0) return entry.priceCents;
  if (typeof entry.price === 'number' && Number.isFinite(entry.price) && entry.price >= 0) return Math.round(entry.price * 100);
  return undefined;
}

function readCredits(entry: Entry | undefined): number | undefined {
  const credits = entry?.credits;
  return typeof credits === 'number' && Number.isInteger(credits) && credits > 0 ? credits : undefined;
}

/**
 * Applies the admin-editable numbers of GET /api/pricing (price and credits per
 * plan and pack key) to the built-in catalogue; anything missing or malformed
 * keeps its default, so the page never shows a broken card.
 */
export function mergePricing(response: unknown): Pricing {
  const body = typeof response === 'object' && response !== null ? (response as Entry) : {};
  const plans = entries(body.subscriptionPlans);
  const packs = entries(body.creditPacks);
  return {
    plans: DEFAULT_PRICING.plans.map((fallback) => {
      const match = plans.find((p) => p.planKey === fallback.planKey);
      return plan(fallback.planKey, readPriceCents(match) ?? fallback.priceCents, readCredits(match) ?? fallback.credits);
    }),
    packs: DEFAULT_PRICING.packs.map((fallback) => {
      const match = packs.find((p) => p.packKey === fallback.packKey);
      return pack(fallback.packKey, readPriceCents(match) ?? fallback.priceCents, readCredits(match) ?? fallback.credits);
    }),
  };
}
