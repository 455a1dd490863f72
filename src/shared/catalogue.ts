import { FREE_MONTHLY_CREDITS, PACK_KEYS, PLAN_KEYS, TIER_LABELS, type PackKey, type PlanKey } from './constants';
import { once } from './once';
import { euroTwoDecimals } from './euro';

// The catalogue of plans and credit packs (money-and-admin §2, §9). The
// server keeps the admin-edited copy in `admin_settings` and merges it over
// these defaults; the web shows the same defaults when GET /api/pricing does
// not deliver. `toPublicPricing` builds the answer of GET /api/pricing on both
// sides, so the fallback can never drift from what the server sends.

export const PLAN_ICONS = ['rocket', 'zap', 'building'] as const;
export type PlanIcon = (typeof PLAN_ICONS)[number];

export type PlanEntry = {
  name: string;
  /** Euro cents a month. */
  priceCents: number;
  /** Credits added by every paid invoice. */
  credits: number;
  description: string;
  /** Feature lines after the credits line (which follows the credits). */
  features: string[];
  popular: boolean;
  icon: PlanIcon;
};

export type PackEntry = {
  name: string;
  /** Euro cents, once. */
  priceCents: number;
  credits: number;
  description: string;
  popular: boolean;
};

export type Catalogue = { plans: Record<PlanKey, PlanEntry>; packs: Record<PackKey, PackEntry> };

export const DEFAULT_CATALOGUE: Catalogue = {
  plans: {
    starter: {
      name: TIER_LABELS.starter,
      priceCents: 2000,
      credits: 150,
      description: 'For professionals who post a few times a week.',
      features: [
        'LinkedIn, Instagram and Facebook',
        'Brand voices and consistency analysis',
        'Unused credits roll over',
        'Cancel anytime',
      ],
      popular: false,
      icon: 'rocket',
    },
    pro: {
      name: TIER_LABELS.pro,
      priceCents: 5000,
      credits: 500,
      description: 'For creators and consultants who post every day.',
      // Only what this plan adds: every account already writes up to three versions, and there is no priority support.
      features: [
        'Everything in Starter',
        'Room for several posts a day, each in three versions',
        'Cheaper per credit than Starter',
      ],
      popular: true,
      icon: 'zap',
    },
    business: {
      name: TIER_LABELS.business,
      priceCents: 9900,
      credits: 1200,
      description: 'For teams and agencies writing in several voices.',
      features: ['Everything in Pro', 'Enough for a team writing in several voices', 'The lowest price per credit'],
      popular: false,
      icon: 'building',
    },
  },
  packs: {
    small: {
      name: 'Small Pack',
      priceCents: 1000,
      credits: 100,
      description: 'A quick top-up for a busy week.',
      popular: false,
    },
    medium: {
      name: 'Medium Pack',
      priceCents: 3000,
      credits: 500,
      description: 'The sweet spot for regular writers.',
      popular: true,
    },
    large: {
      name: 'Large Pack',
      priceCents: 5000,
      credits: 1000,
      description: 'Plenty of credits for campaigns and launches.',
      popular: false,
    },
  },
};

export const FREE_TIER_NOTE = `Every account gets ${FREE_MONTHLY_CREDITS} free credits every month. No credit card required.`;

/** Public plan card (money-and-admin §3 "Pricing"); `price` in euro, `priceCents` for exact arithmetic. */
export type PublicPlan = {
  planKey: PlanKey;
  name: string;
  price: number;
  priceCents: number;
  period: 'month';
  description: string;
  features: string[];
  credits: number;
  popular: boolean;
  icon: PlanIcon;
};

/** Public pack card; `value` is the price of one credit in euro. */
export type PublicPack = {
  packKey: PackKey;
  name: string;
  price: number;
  priceCents: number;
  credits: number;
  description: string;
  value: number;
  popular: boolean;
};

export type PublicPricing = { subscriptionPlans: PublicPlan[]; creditPacks: PublicPack[] };

const integer = once(() => new Intl.NumberFormat('en-GB'));

export function toPublicPricing(catalogue: Catalogue): PublicPricing {
  return {
    subscriptionPlans: PLAN_KEYS.map((planKey) => {
      const plan = catalogue.plans[planKey];
      return {
        planKey,
        name: plan.name,
        price: plan.priceCents / 100,
        priceCents: plan.priceCents,
        period: 'month' as const,
        description: plan.description,
        features: [`${integer().format(plan.credits)} credits every month`, ...plan.features],
        credits: plan.credits,
        popular: plan.popular,
        icon: plan.icon,
      };
    }),
    creditPacks: PACK_KEYS.map((packKey) => {
      const pack = catalogue.packs[packKey];
      return {
        packKey,
        name: pack.name,
        price: pack.priceCents / 100,
        priceCents: pack.priceCents,
        credits: pack.credits,
        description: pack.description,
        value: Math.round((pack.priceCents / pack.credits) * 100) / 10_000,
        popular: pack.popular,
      };
    }),
  };
}

/** What one discount takes off a price, in cents (never more than the price). */
export function discountedPriceCents(
  priceCents: number,
  discount: { type: 'percentage' | 'fixed_amount'; value: number },
): number {
  const off =
    discount.type === 'percentage' ? Math.round((priceCents * discount.value) / 100) : Math.round(discount.value * 100);
  return Math.max(0, priceCents - Math.min(off, priceCents));
}

const wholeEuro = once(
  () => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);

/** "20% off", "€5 off", "€7.50 off". */
export function discountLabel(discount: { type: 'percentage' | 'fixed_amount'; value: number }): string {
  if (discount.type === 'percentage') return `${discount.value}% off`;
  const cents = Math.round(discount.value * 100);
  return `${(cents % 100 === 0 ? wholeEuro() : euroTwoDecimals()).format(cents / 100)} off`;
}
