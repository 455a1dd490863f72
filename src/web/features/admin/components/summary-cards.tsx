import { AlertTriangleIcon, BotIcon, EuroIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '@shared/schemas/admin';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatAdminEuro } from './admin-format';

function SummaryCard({
  title,
  value,
  note,
  icon: Icon,
}: {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-3 sm:p-5">
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground sm:text-sm">
          <span>{title}</span>
          <Icon className="size-4" aria-hidden="true" />
        </div>
        <p className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

/** The four summary cards (money-and-admin §2); two by two on phones, so the tabs stay on the first screen (issue 26). */
export function SummaryCards({ stats }: { stats: AdminStats }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <SummaryCard
        title="Total Users"
        value={formatNumber(stats.totalUsers)}
        note={`${formatNumber(stats.activeUsers)} active this month`}
        icon={UsersIcon}
      />
      <SummaryCard
        title="Monthly Revenue"
        value={formatAdminEuro(stats.monthlyRevenue)}
        note={`${formatAdminEuro(stats.totalRevenue)} total`}
        icon={EuroIcon}
      />
      <SummaryCard title="OpenAI Costs" value={formatAdminEuro(stats.openaiCosts)} note="This month" icon={BotIcon} />
      <SummaryCard
        title="Active Alerts"
        value={formatNumber(stats.activeAlerts)}
        note="Requiring attention"
        icon={AlertTriangleIcon}
      />
    </section>
  );
}
