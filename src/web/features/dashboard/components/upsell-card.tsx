import { SparklesIcon, ZapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_MONTHLY_CREDITS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { BUY_CREDITS_PATH } from '@/lib/credit-info';

/** Shown to free-tier users only (customer-area §2, §6); both buttons lead to /pricing. */
export function UpsellCard() {
  return (
    <section
      aria-labelledby="upsell-title"
      className="relative overflow-hidden rounded-xl border border-violet-500/30 bg-card p-5 sm:p-6"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_120%_at_0%_0%,var(--brand-glow),transparent)]" />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-brand text-white">
            <SparklesIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h2 id="upsell-title" className="text-base font-semibold">
              You're on the Free plan
            </h2>
            <p className="max-w-xl text-sm text-muted-foreground">
              {FREE_MONTHLY_CREDITS} credits a month to try things out. Paid plans bring 150 credits or more every month, and credit packs top you up any
              time.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button asChild variant="brand">
            <Link to="/pricing">
              <SparklesIcon aria-hidden="true" />
              View Plans
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={BUY_CREDITS_PATH}>
              <ZapIcon aria-hidden="true" />
              Buy Credits
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
