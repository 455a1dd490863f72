import { BuildingIcon, CheckIcon, RocketIcon, ZapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlanIcon, PublicPlan } from '@shared/catalogue';
import { Badge } from '@/components/ui/badge';
import type { DiscountQuote } from '../api/validate-discount-code';
import { OfferCard } from './offer-card';
import { PriceDisplay } from './price-display';

const ICONS: Record<PlanIcon, typeof RocketIcon> = { rocket: RocketIcon, zap: ZapIcon, building: BuildingIcon };

type Props = { plan: PublicPlan; action: ReactNode; quote?: DiscountQuote; current?: boolean; chosen?: boolean };

export function PlanCard({ plan, action, quote, current = false, chosen = false }: Props) {
  const Icon = ICONS[plan.icon];
  const titleId = `plan-${plan.planKey}-title`;
  return (
    <OfferCard titleId={titleId} highlighted={current || (plan.popular && !chosen)} chosen={chosen}>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg border bg-muted/60">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-wrap justify-end gap-1.5">
          {current ? <Badge variant="secondary">Current plan</Badge> : null}
          {plan.popular ? <Badge variant="brand">Most Popular</Badge> : null}
        </div>
      </div>
      <div className="grid gap-1.5">
        <h3 id={titleId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        <p className="text-sm text-muted-foreground md:min-h-[2lh]">{plan.description}</p>
      </div>
      <PriceDisplay priceCents={plan.priceCents} monthly quote={quote} />
      <ul className="grid gap-2.5 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid">{action}</div>
    </OfferCard>
  );
}
