import { BuildingIcon, CheckIcon, RocketIcon, ZapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatEuro } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { PlanIcon, PublicPlan } from '@shared/catalogue';

const ICONS: Record<PlanIcon, typeof RocketIcon> = { rocket: RocketIcon, zap: ZapIcon, building: BuildingIcon };

export function PlanCard({ plan, action }: { plan: PublicPlan; action: ReactNode }) {
  const Icon = ICONS[plan.icon];
  const titleId = `plan-${plan.planKey}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground',
        plan.popular && 'border-transparent shadow-lg [background:linear-gradient(var(--card),var(--card))_padding-box,linear-gradient(135deg,var(--brand-from),var(--brand-to))_border-box]',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg border bg-muted/60">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {plan.popular ? <Badge variant="brand">Most Popular</Badge> : null}
      </div>
      <div className="grid gap-1.5">
        <h3 id={titleId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        <p className="text-sm text-muted-foreground md:min-h-[2lh]">{plan.description}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight">{formatEuro(plan.priceCents)}</span>
        <span className="text-sm text-muted-foreground">/{plan.period}</span>
      </p>
      <ul className="grid gap-2.5 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid">{action}</div>
    </article>
  );
}
