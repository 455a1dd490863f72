import { formatEuro } from '@/lib/format';
import type { DiscountQuote } from '../api/validate-discount-code';

/** A card's price, and with an applied code the price before and after it. */
export function PriceDisplay({
  priceCents,
  monthly = false,
  quote,
}: {
  priceCents: number;
  monthly?: boolean;
  quote?: DiscountQuote;
}) {
  const discounted = quote?.valid ? quote.discountedPriceCents : null;
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-4xl font-semibold tracking-tight">{formatEuro(discounted ?? priceCents)}</span>
        {discounted !== null ? (
          <s className="text-lg text-muted-foreground">
            <span className="sr-only">instead of </span>
            {formatEuro(priceCents)}
          </s>
        ) : null}
        {monthly ? <span className="text-sm text-muted-foreground">/month</span> : null}
      </p>
      {quote?.valid ? (
        <p className="text-sm font-medium text-success">
          {quote.label}
          {monthly ? ` your first month, then ${formatEuro(priceCents)}/month` : ''}
        </p>
      ) : null}
      {quote && !quote.valid && quote.reason === 'not_applicable' ? (
        <p className="text-sm text-muted-foreground">Your code does not apply here.</p>
      ) : null}
    </div>
  );
}
