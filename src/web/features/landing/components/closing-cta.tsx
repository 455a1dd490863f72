import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SIGN_UP_PATH } from '@/lib/auth-paths';
import { FREE_MONTHLY_CREDITS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { PromiseList } from './hero-section';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="container-page pb-16 sm:pb-24">
      <div className="relative overflow-hidden rounded-2xl border bg-card px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--brand-glow),transparent_70%)]"
        />
        <div className="relative mx-auto grid max-w-2xl justify-items-center gap-5">
          <h2 id="cta-title" className="text-2xl font-semibold sm:text-4xl">
            Your next post is one idea away
          </h2>
          <p className="text-muted-foreground">
            Start for free with {FREE_MONTHLY_CREDITS} credits every month. Bring an idea; Postwright brings the words.
          </p>
          <Button asChild variant="brand" size="lg">
            <Link to={SIGN_UP_PATH}>
              Get Started Free
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <PromiseList className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground" />
        </div>
      </div>
    </section>
  );
}
