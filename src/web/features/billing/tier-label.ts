import { TIER_LABELS, TIERS, type Tier } from '@shared/constants';

/** Tier labels Free, Starter, Pro, Business+; an unknown tier shows as Free (customer-area §2). */
export function tierLabel(tier: string | undefined): string {
  return tier && (TIERS as readonly string[]).includes(tier) ? TIER_LABELS[tier as Tier] : TIER_LABELS.free;
}
