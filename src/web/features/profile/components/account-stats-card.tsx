import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate, formatNumber } from '@/lib/format';
import { useCurrentBrandVoice } from '@/data/get-current-brand-voice';
import { useStats } from '@/data/get-stats';
import { CardHeading } from './card-heading';
import type { SessionUser } from '@/data/get-current-user';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-7 items-center justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

const loading = (
  <>
    <Skeleton className="h-4 w-10" />
    <span className="sr-only">Loading…</span>
  </>
);

/** Account Statistics (customer-area §2): posts, images, brand voice status, member since. */
export function AccountStatsCard({ user }: { user: SessionUser }) {
  const stats = useStats();
  const voice = useCurrentBrandVoice();
  const failed = stats.isError || voice.isError;
  const retry = () => {
    if (stats.isError) void stats.refetch();
    if (voice.isError) void voice.refetch();
  };
  const unavailable = <span className="font-normal text-muted-foreground">–</span>;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardHeading>Account Statistics</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2">
          <Row label="Posts Generated">
            {stats.data ? formatNumber(stats.data.totalPosts) : stats.isError ? unavailable : loading}
          </Row>
          <Row label="Images Created">
            {stats.data ? formatNumber(stats.data.totalImages) : stats.isError ? unavailable : loading}
          </Row>
          <Row label="Brand Voice">
            {voice.data ? (
              voice.data.brandVoice ? (
                <Badge variant="secondary" className="text-success">
                  Active
                </Badge>
              ) : (
                <Badge variant="outline" className="text-muted-foreground">
                  Inactive
                </Badge>
              )
            ) : voice.isError ? (
              unavailable
            ) : (
              loading
            )}
          </Row>
          <Row label="Member Since">
            <time dateTime={user.createdAt}>{formatLongDate(new Date(user.createdAt))}</time>
          </Row>
        </dl>
        {failed ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-2 rounded-md border border-destructive/40 px-3 py-2 text-sm"
          >
            <span className="text-destructive">Statistics could not be loaded.</span>
            <Button variant="ghost" size="sm" onClick={retry}>
              Retry
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
