import { AlertTriangleIcon, BarChart3Icon, UsersIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { REVENUE_PERIODS, type RevenuePeriod, type RevenueReport } from '@shared/schemas/admin';
import { marginVariant } from '../lib/margin-variant';
import { TIER_LABELS } from '@shared/constants';
import { EmptyState } from '@/components/empty-state';
import { NativeSelect } from '@/components/native-select';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { ScrollRegion } from '@/components/scroll-region';
import { useRevenue } from '../api/admin-reports';
import { formatAdminEuro } from './admin-format';
import { monthLabel } from '../lib/month-label';

const RevenueCostChart = lazy(() => import('./revenue-charts').then((m) => ({ default: m.RevenueCostChart })));
const RevenueByPlanChart = lazy(() => import('./revenue-charts').then((m) => ({ default: m.RevenueByPlanChart })));

const PERIOD_LABELS: Record<RevenuePeriod, string> = {
  week: 'Last 7 days',
  month: 'Last 30 days',
  quarter: 'Last quarter',
  year: 'Last year',
};
/** money-and-admin §2: OpenAI costs above €1000 or a margin below 10 % (recommended above 20 %). */
const COST_ALERT_EURO = 1000;
const MARGIN_ALERT = 10;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border p-4">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-xl font-semibold tabular-nums">{value}</span>
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
    </div>
  );
}

function Report({ report }: { report: RevenueReport }) {
  const costAlert = report.openaiCosts > COST_ALERT_EURO || (report.margin !== null && report.margin < MARGIN_ALERT);
  return (
    <div className="grid gap-6">
      {costAlert ? (
        <Alert variant="destructive">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>Cost alert</AlertTitle>
          <AlertDescription>
            {report.openaiCosts > COST_ALERT_EURO
              ? `OpenAI costs of ${formatAdminEuro(report.openaiCosts)} exceed €1,000. `
              : ''}
            {report.margin !== null && report.margin < MARGIN_ALERT
              ? `The margin of ${report.margin}% is below 10%. `
              : ''}
            A margin above 20% is recommended.
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Total revenue"
          value={formatAdminEuro(report.totalRevenue)}
          note={`${report.payments} ${report.payments === 1 ? 'payment' : 'payments'} in the period`}
        />
        <Figure label="Monthly revenue" value={formatAdminEuro(report.monthlyRevenue)} note="This calendar month" />
        <Figure label="OpenAI costs" value={formatAdminEuro(report.openaiCosts)} note="Metered AI usage" />
        <Figure label="Stripe fees (estimate)" value={formatAdminEuro(report.stripeFees)} note={report.stripeFeeRule} />
        <Figure label="Subscription revenue" value={formatAdminEuro(report.subscriptionRevenue)} />
        <Figure label="Credit pack revenue" value={formatAdminEuro(report.creditPackRevenue)} />
        <div className="grid gap-0.5 rounded-lg border p-4 sm:col-span-2">
          <span className="text-sm text-muted-foreground">Net profit</span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xl font-semibold tabular-nums">{formatAdminEuro(report.netProfit)}</span>
            <Badge variant={marginVariant(report.margin)} data-testid="margin-badge">
              {report.margin === null ? 'No revenue yet' : `${report.margin}% margin`}
            </Badge>
          </div>
        </div>
      </div>

      <section className="grid gap-3" aria-labelledby="monthly-heading">
        <h3 id="monthly-heading" className="font-medium">
          Revenue against costs
        </h3>
        {report.monthlyStats.length === 0 ? (
          <EmptyState icon={BarChart3Icon} title="No monthly data available yet" />
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-72" />}>
              <RevenueCostChart data={report.monthlyStats} />
            </Suspense>
            <ScrollRegion label="Monthly stats">
              <table className="w-full text-sm">
                <caption className="sr-only">Monthly stats</caption>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-2 pr-4 font-medium">Month</th>
                    <th className="py-2 pr-4 text-right font-medium">Revenue</th>
                    <th className="py-2 pr-4 text-right font-medium">Costs</th>
                    <th className="py-2 pr-4 text-right font-medium">Profit</th>
                    <th className="py-2 text-right font-medium">New users</th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {report.monthlyStats.map((m) => (
                    <tr key={m.month} className="border-t">
                      <td className="py-2 pr-4">{monthLabel(m.month)}</td>
                      <td className="py-2 pr-4 text-right">{formatAdminEuro(m.revenue)}</td>
                      <td className="py-2 pr-4 text-right">{formatAdminEuro(m.costs)}</td>
                      <td className="py-2 pr-4 text-right">{formatAdminEuro(m.profit)}</td>
                      <td className="py-2 text-right">{m.users}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        )}
      </section>

      {report.revenueByPlan.length > 0 ? (
        <section className="grid gap-3" aria-labelledby="by-plan-heading">
          <h3 id="by-plan-heading" className="font-medium">
            Revenue by plan
          </h3>
          <Suspense fallback={<Skeleton className="h-40" />}>
            <RevenueByPlanChart data={report.revenueByPlan} />
          </Suspense>
        </section>
      ) : null}

      <section className="grid gap-3" aria-labelledby="top-users-heading">
        <h3 id="top-users-heading" className="font-medium">
          Top customers
        </h3>
        {report.topUsers.length === 0 ? (
          <EmptyState icon={UsersIcon} title="No customer purchases yet" />
        ) : (
          <ol className="grid gap-2">
            {report.topUsers.map((u) => (
              <li
                key={u.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-4 py-3 text-sm"
              >
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{u.name}</span>
                  <span className="truncate text-muted-foreground">{u.email}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant="outline">{TIER_LABELS[u.plan]}</Badge>
                  <span className="font-medium tabular-nums">{formatAdminEuro(u.totalSpent)}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Revenue & Cost Monitoring (money-and-admin §2): period selector, refreshed every 30 s. */
export function RevenuePanel() {
  const [period, setPeriod] = useState<RevenuePeriod>('month');
  const revenue = useRevenue(period);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Revenue &amp; Cost Monitoring</CardTitle>
          <CardDescription>
            Completed purchases and paid invoices against AI usage and estimated payment fees.
          </CardDescription>
        </div>
        <NativeSelect
          aria-label="Period"
          className="w-44"
          value={period}
          onChange={(e) => setPeriod(e.target.value as RevenuePeriod)}
        >
          {REVENUE_PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </CardHeader>
      <CardContent>
        <QueryState
          query={revenue}
          loading={<Skeleton className="h-96" />}
          errorFallback="The revenue report could not be loaded."
        >
          {(data) => <Report report={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
