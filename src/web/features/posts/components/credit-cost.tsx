import { AlertTriangleIcon, CoinsIcon } from 'lucide-react';
import { GetMoreCreditsLink } from '@/components/get-more-credits-link';
import { creditsLabel } from '../lib/labels';
import { useCreditInfo } from '@/data/get-credit-info';

/**
 * The price before the click: post_generation is 1 credit per version by
 * default (DECISIONS.md). The server decides in the end; this only warns.
 */
export function CreditCost({ versions }: { versions: number }) {
  const credits = useCreditInfo().data?.credits;
  const isShort = credits !== undefined && credits < versions;
  // At 0 the line turns red like the balance badge; short of a bigger run it stays amber.
  const tone = credits === 0 ? 'text-destructive' : 'text-warning';
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-center text-xs text-muted-foreground">
      {isShort ? (
        <AlertTriangleIcon className={`size-3.5 ${tone}`} aria-hidden="true" />
      ) : (
        <CoinsIcon className="size-3.5" aria-hidden="true" />
      )}
      <span>Uses {creditsLabel(versions)}</span>
      {credits !== undefined ? (
        <>
          <span aria-hidden="true">·</span>
          <span className={isShort ? `font-medium ${tone}` : undefined} data-testid="credits-left">
            {creditsLabel(credits)} left
          </span>
        </>
      ) : null}
      {isShort ? <GetMoreCreditsLink /> : null}
    </p>
  );
}
