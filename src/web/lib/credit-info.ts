import { LOW_CREDIT_THRESHOLD, TIER_LABELS, TIERS, type Tier } from '@shared/constants';
import { formatNumber } from './format';

/** Where every "Buy Credits" link goes: the pricing page, opened on Credit Packs. */
export const BUY_CREDITS_PATH = '/pricing?tab=packs';

// How a balance and a tier read on screen. The balance itself is fetched by
// data/get-credit-info.ts.

export type CreditLevel = 'empty' | 'low' | 'ok';

/** 0 is empty (red), under 5 is low (amber, with a warning), otherwise neutral (customer-area §2, §9). */
export function creditLevel(credits: number): CreditLevel {
  if (credits <= 0) return 'empty';
  if (credits < LOW_CREDIT_THRESHOLD) return 'low';
  return 'ok';
}

/** Tier labels Free, Starter, Pro, Business+; an unknown tier is shown as Free (customer-area §2). */
export function tierLabel(tier: string | null | undefined): string {
  return tier && (TIERS as readonly string[]).includes(tier) ? TIER_LABELS[tier as Tier] : TIER_LABELS.free;
}

/** Anything that is not a known paid tier counts as the free tier (upsell, labels). */
export function isFreeTier(tier: string | null | undefined): boolean {
  return tierLabel(tier) === TIER_LABELS.free;
}

/** "1 credit", "12 credits", "1,200 credits". */
export function creditCount(credits: number): string {
  return `${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}
