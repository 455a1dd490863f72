import { AlertOctagonIcon, ImageIcon, PenSquareIcon, ShieldAlertIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS, type AdminTab } from '@shared/schemas/admin';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/data/get-current-user';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useAdminAlerts, useAdminStats } from '../api/get-admin-overview';
import { DiscountCodesPanel } from '../components/discount-codes-panel';
import { PricingControlPanel } from '../components/pricing-control-panel';
import { RevenuePanel } from '../components/revenue-panel';
import { SummaryCards } from '../components/summary-cards';
import { SystemAlertsPanel } from '../components/system-alerts-panel';
import { SystemLogsPanel } from '../components/system-logs-panel';
import { UserManagementPanel } from '../components/user-management-panel';

const TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  users: 'Users',
  pricing: 'Pricing',
  discounts: 'Discounts',
  revenue: 'Revenue',
  logs: 'Logs',
};
const isTab = (value: string | null): value is AdminTab => (ADMIN_TABS as readonly (string | null)[]).includes(value);

function TodayCard({ title, value, icon: Icon }: { title: string; value: number; icon: typeof ImageIcon }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 p-5">
        <div>
          <p className="text-sm text-muted-foreground">{title}</p>
          <p className="text-2xl font-semibold tabular-nums">{formatNumber(value)}</p>
        </div>
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardContent>
    </Card>
  );
}

function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // An unknown tab value is ignored and Overview stays selected (money-and-admin §2).
  const tab: AdminTab = isTab(requested) ? requested : 'overview';
  const stats = useAdminStats();
  const alerts = useAdminAlerts();
  const critical = (alerts.data ?? []).filter((a) => a.severity === 'critical' && !a.isRead).length;

  if (stats.isPending) {
    return (
      <p className="py-10 text-center text-muted-foreground" role="status">
        Loading admin dashboard...
      </p>
    );
  }
  if (stats.isError)
    return (
      <ErrorState
        message={errorMessage(stats.error, 'The admin dashboard could not be loaded.')}
        onRetry={() => void stats.refetch()}
      />
    );

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      {critical > 0 ? (
        <Alert variant="destructive" data-testid="critical-banner">
          <AlertOctagonIcon aria-hidden="true" />
          <AlertTitle>{critical} critical alerts require immediate attention</AlertTitle>
        </Alert>
      ) : null}
      <SummaryCards stats={stats.data} />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'overview') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <div className="overflow-x-auto">
          <TabsList>
            {ADMIN_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview" className="grid min-w-0 gap-6 pt-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TodayCard title="Posts Generated Today" value={stats.data.postsToday} icon={PenSquareIcon} />
            <TodayCard title="Images Generated Today" value={stats.data.imagesToday} icon={ImageIcon} />
          </div>
          <SystemAlertsPanel />
        </TabsContent>
        <TabsContent value="users" className="pt-4">
          <UserManagementPanel />
        </TabsContent>
        <TabsContent value="pricing" className="pt-4">
          <PricingControlPanel />
        </TabsContent>
        <TabsContent value="discounts" className="pt-4">
          <DiscountCodesPanel />
        </TabsContent>
        <TabsContent value="revenue" className="pt-4">
          <RevenuePanel />
        </TabsContent>
        <TabsContent value="logs" className="pt-4">
          <SystemLogsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /admin (money-and-admin §2): administrators only; the server checks every call too. */
export function AdminPage() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') {
    return (
      <div className="container-page py-10">
        <title>Admin · Postwright</title>
        <EmptyState icon={ShieldAlertIcon} title="Access denied. Admin privileges required." />
      </div>
    );
  }
  return (
    <div className="container-page grid min-w-0 gap-8 py-10 [&>*]:min-w-0">
      <title>Admin Dashboard · Postwright</title>
      <PageHeader
        title="Admin Dashboard"
        description="Manage users, pricing, and monitor system performance"
        actions={<Badge variant="secondary">Admin Access</Badge>}
      />
      <AdminDashboard />
    </div>
  );
}
