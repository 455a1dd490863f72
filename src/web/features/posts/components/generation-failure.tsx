import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Failure } from '../lib/generation-state';

export const INSUFFICIENT_CREDITS_MESSAGE = 'Insufficient credits. Please upgrade your plan or purchase more credits.';

const TITLES = { enhance: 'Failed to enhance prompt', generate: 'Failed to generate posts' } as const;

/** What went wrong, and the way forward: more credits, or another try. Nothing was saved or charged. */
export function GenerationFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  if (failure.kind === 'credits') {
    return (
      <Alert variant="destructive" className="gap-y-2">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>{INSUFFICIENT_CREDITS_MESSAGE}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3 text-foreground">
          <span className="text-muted-foreground">No post was written and no credits were used.</span>
          <Button asChild size="sm" variant="brand">
            <Link to="/pricing">View plans and credits</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" className="gap-y-2">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{TITLES[failure.kind]}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {failure.detail ?? 'Something went wrong on our side.'} Nothing was saved, and any credits charged were
          refunded.
        </p>
        <Button size="sm" variant="outline" onClick={onRetry} className="w-fit text-foreground">
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
