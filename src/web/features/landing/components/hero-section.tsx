import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SIGN_UP_PATH } from '@/lib/auth-paths';
import { Button } from '@/components/ui/button';
import { PreviewCard } from './preview-card';

export const MARKETING_PROMISES = ['No credit card required', 'Start for free', 'Upgrade anytime'] as const;

export function PromiseList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {MARKETING_PROMISES.map((promise) => (
        <li key={promise} className="inline-flex items-center gap-1.5">
          <CheckIcon className="size-4 text-success" aria-hidden="true" />
          {promise}
        </li>
      ))}
    </ul>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[32rem] max-w-5xl bg-[radial-gradient(ellipse_at_center,var(--brand-glow),transparent_65%)]"
      />
      <div className="container-page grid grid-cols-1 items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-28">
        <div className="grid justify-items-start gap-6">
          <p className="rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            Writing for LinkedIn professionals
          </p>
          <h1 id="hero-title" className="text-4xl font-semibold leading-[1.1] sm:text-5xl lg:text-[3.5rem]">
            Turn your ideas into posts that <span className="text-gradient-brand">sound like you</span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Postwright learns your brand voice and turns a rough idea into polished, audience-ready posts for LinkedIn
            and beyond, in seconds.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild variant="brand" size="lg">
              <Link to={SIGN_UP_PATH}>
                Start Creating
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/pricing">View Pricing</Link>
            </Button>
          </div>
          <PromiseList className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground" />
        </div>
        <PreviewCard />
      </div>
    </section>
  );
}
