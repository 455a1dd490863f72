import { BellIcon, CheckIcon, CheckCircle2Icon } from 'lucide-react';
import { ALERTS_SHOWN, type AdminAlert } from '@shared/schemas/admin';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminAlerts, useAlertAction } from '../api/get-admin-overview';
import { formatDateTime } from './admin-format';
import { DeleteRowButton } from './admin-list-parts';

const SEVERITY_VARIANT = { critical: 'destructive', warning: 'secondary', info: 'outline' } as const;

/** System Alerts: the first five unread alerts; mark read or delete (money-and-admin §2). */
export function SystemAlertsPanel() {
  const alerts = useAdminAlerts();
  const action = useAlertAction();
  const unread = (alerts.data ?? []).filter((a) => !a.isRead).slice(0, ALERTS_SHOWN);

  const run = (alert: AdminAlert, kind: 'read' | 'delete') =>
    action.mutate(
      { id: alert.id, action: kind },
      {
        onSuccess: () => toast({ title: kind === 'read' ? 'Alert marked as read' : 'Alert deleted' }),
        onError: (error) =>
          toast({
            title: kind === 'read' ? 'Failed to mark alert as read' : 'Failed to delete alert',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon className="size-4" aria-hidden="true" />
          System Alerts
        </CardTitle>
        <CardDescription>Unread alerts are active; the latest five are shown.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={alerts}
          loading={
            <div className="grid gap-2">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          }
          errorFallback="The alerts could not be loaded."
          isEmpty={() => unread.length === 0}
          empty={<EmptyState icon={CheckCircle2Icon} title="All systems operating normally" />}
        >
          {() => (
            <ul className="grid gap-3" aria-label="Active alerts">
              {unread.map((alert) => (
                <li
                  key={alert.id}
                  className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="alert-item"
                >
                  <div className="grid gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={SEVERITY_VARIANT[alert.severity]}>{alert.severity}</Badge>
                      <span className="font-medium">{alert.title}</span>
                    </div>
                    <p className="text-sm text-muted-foreground">{alert.message}</p>
                    <p className="text-xs text-muted-foreground">{formatDateTime(alert.createdAt)}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button size="sm" variant="outline" onClick={() => run(alert, 'read')} disabled={action.isPending}>
                      <CheckIcon aria-hidden="true" />
                      Mark read
                    </Button>
                    <DeleteRowButton
                      label={`Delete alert ${alert.title}`}
                      onClick={() => run(alert, 'delete')}
                      disabled={action.isPending}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
