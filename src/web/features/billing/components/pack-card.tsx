import { CoinsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicPack } from '@shared/catalogue';
import { Badge } from '@/components/ui/badge';
import { formatEuroPerUnit, formatNumber } from '@/lib/format';
import type { DiscountQuote } from '../api/validate-discount-code';
import { OfferCard } from './offer-card';
import { PriceDisplay } from './price-display';

export function PackCard({
  pack,
  action,
  quote,
  chosen = false,
}: {
  pack: PublicPack;
  action: ReactNode;
  quote?: DiscountQuote;
  chosen?: boolean;
}) {
  const titleId = `pack-${pack.packKey}-title`;
  return (
    <OfferCard titleId={titleId} highlighted={pack.popular && !chosen} chosen={chosen}>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg border bg-muted/60">
          <CoinsIcon className="size-5" aria-hidden="true" />
        </span>
        {pack.popular ? <Badge variant="brand">Best Value</Badge> : null}
      </div>
      <div className="grid gap-1.5">
        <h3 id={titleId} className="text-lg font-semibold">
          {pack.name}
        </h3>
        <p className="text-sm text-muted-foreground md:min-h-[2lh]">{pack.description}</p>
      </div>
      <div className="grid gap-1">
        <PriceDisplay priceCents={pack.priceCents} quote={quote} />
        <p className="text-sm text-muted-foreground">
          {/* From the price actually paid: with a code, the discounted one (issue 26). */}
          {formatNumber(pack.credits)} credits ·{' '}
          {formatEuroPerUnit((quote?.valid ? quote.discountedPriceCents : pack.priceCents) / pack.credits)} per credit
        </p>
      </div>
      <p className="text-sm text-muted-foreground">One-off purchase, no subscription.</p>
      <div className="mt-auto grid">{action}</div>
    </OfferCard>
  );
}
