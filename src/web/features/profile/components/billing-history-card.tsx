import { ExternalLinkIcon, ReceiptIcon, RotateCwIcon } from 'lucide-react';
import type { BillingHistoryItem } from '@shared/schemas/auto-top-up';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEuro, formatLongDate, formatNumber } from '@/lib/format';
import { useBillingHistory } from '../api/get-billing-history';
import { CardHeading } from './card-heading';

const STATUS_LABELS: Record<BillingHistoryItem['status'], string | null> = {
  paid: null,
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

/** Billing history (issue #24): pack purchases, plan payments and automatic top-ups, each with Stripe's receipt. */
export function BillingHistoryCard() {
  const history = useBillingHistory();
  return (
    <Card>
      <CardHeader className="grid gap-1.5">
        <CardHeading>Billing history</CardHeading>
        <CardDescription>Your purchases, plan payments and automatic top-ups, with Stripe's receipts.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {history.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading your billing history">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : history.isError ? (
          <div className="grid gap-2">
            <p className="text-muted-foreground">Your billing history could not be loaded.</p>
            <Button variant="outline" onClick={() => void history.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : history.data.items.length === 0 ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <ReceiptIcon className="size-4" aria-hidden="true" />
            No payments yet. Plans and credit packs you buy will be listed here.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Payments">
            {history.data.items.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="grid gap-0.5">
                  <span className="font-medium">
                    {item.description}
                    {STATUS_LABELS[item.status] ? (
                      <Badge variant="secondary" className="ml-2">
                        {STATUS_LABELS[item.status]}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="text-muted-foreground">
                    {formatLongDate(new Date(item.date))} · {formatNumber(item.credits)} credits
                  </span>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-medium tabular-nums">{formatEuro(item.amountCents)}</span>
                  <a
                    href={item.receiptPath}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-11 items-center gap-1 text-violet-600 underline-offset-4 hover:underline sm:min-h-0 dark:text-violet-400"
                  >
                    {item.kind === 'plan' ? 'Invoice' : 'Receipt'}
                    <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                    <span className="sr-only"> for {item.description} (opens Stripe)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
