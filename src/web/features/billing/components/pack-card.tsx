import { CoinsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatEuro, formatEuroPrecise, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { PublicPack } from '@shared/catalogue';

export function PackCard({ pack, action }: { pack: PublicPack; action: ReactNode }) {
  const titleId = `pack-${pack.packKey}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground',
        pack.popular && 'border-transparent shadow-lg [background:linear-gradient(var(--card),var(--card))_padding-box,linear-gradient(135deg,var(--brand-from),var(--brand-to))_border-box]',
      )}
    >
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
        <p className="text-4xl font-semibold tracking-tight">{formatEuro(pack.priceCents)}</p>
        <p className="text-sm text-muted-foreground">
          {formatNumber(pack.credits)} credits · {formatEuroPrecise(pack.value * 100)} per credit
        </p>
      </div>
      <p className="text-sm text-muted-foreground">One-off purchase, no subscription.</p>
      <div className="mt-auto grid">{action}</div>
    </article>
  );
}
