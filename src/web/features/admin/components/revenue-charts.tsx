import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueReport } from '@shared/schemas/admin';
import { monthLabel } from '../lib/month-label';
import { formatAdminEuro } from './admin-format';

// Recharts lives only in this module, which the revenue panel loads lazily:
// customers never download it (DESIGN.md: the theme's colours, values readable without hovering).

const AXIS = { stroke: 'var(--muted-foreground)', fontSize: 12 };
const short = (value: number) => `€${Math.round(value)}`;

export function RevenueCostChart({ data }: { data: RevenueReport['monthlyStats'] }) {
  return (
    <div className="h-72 w-full" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 24, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="month"
            tick={AXIS}
            stroke="var(--border)"
            tickFormatter={(month: string) => monthLabel(month, 'short')}
          />
          <YAxis tick={AXIS} stroke="var(--border)" tickFormatter={short} width={56} />
          <Tooltip
            formatter={(value) => formatAdminEuro(Number(value))}
            labelFormatter={(month) => monthLabel(String(month))}
            contentStyle={{ background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8 }}
          />
          <Legend />
          <Bar
            dataKey="revenue"
            name="Revenue"
            fill="var(--chart-1, #8b5cf6)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="revenue"
              position="top"
              formatter={(v: unknown) => short(Number(v))}
              style={{ fill: 'var(--foreground)', fontSize: 11 }}
            />
          </Bar>
          <Bar
            dataKey="costs"
            name="AI and payment costs"
            fill="var(--chart-2, #06b6d4)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="costs"
              position="top"
              formatter={(v: unknown) => short(Number(v))}
              style={{ fill: 'var(--foreground)', fontSize: 11 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function RevenueByPlanChart({ data }: { data: RevenueReport['revenueByPlan'] }) {
  return (
    <div className="w-full" style={{ height: Math.max(120, data.length * 44) }} data-testid="revenue-by-plan-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 56, left: 8, bottom: 0 }}>
          <XAxis type="number" hide />
          <YAxis type="category" dataKey="label" tick={AXIS} stroke="var(--border)" width={110} />
          <Bar
            dataKey="revenue"
            name="Revenue"
            fill="var(--chart-1, #8b5cf6)"
            radius={[0, 4, 4, 0]}
            barSize={24}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="revenue"
              position="right"
              formatter={(v: unknown) => formatAdminEuro(Number(v))}
              style={{ fill: 'var(--foreground)', fontSize: 12 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
