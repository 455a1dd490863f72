import { useQuery } from '@tanstack/react-query';
import { LOW_CREDIT_THRESHOLD, POLL_INTERVAL_MS, TIER_LABELS, TIERS, type Tier } from '@shared/constants';
import type { CreditInfo } from '@shared/schemas/credits';

export type { CreditInfo };

export const CREDIT_INFO_PATH = '/api/credits/info';

/** Where every "Buy Credits" link goes: the pricing page, opened on Credit Packs. */
export const BUY_CREDITS_PATH = '/pricing?tab=packs';
export const creditInfoQueryKey = [CREDIT_INFO_PATH] as const;

/**
 * The balance shown in the shells, polled every 30 s (customer-area §7) so a
 * purchase or a spend in another tab shows up without a reload. Features that
 * spend credits invalidate ['/api/credits/info'] to update it at once.
 */
export function usePolledCreditInfo() {
  return useQuery<CreditInfo>({ queryKey: creditInfoQueryKey, refetchInterval: POLL_INTERVAL_MS });
}

/** The balance once (no polling): success pages, the generator's cost line. */
export function useCreditInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<CreditInfo>({ queryKey: creditInfoQueryKey, enabled });
}

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

/** "1 credit", "12 credits". */
export function creditCount(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
