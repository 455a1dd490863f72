import { HistoryIcon, Loader2Icon, RefreshCwIcon, SparklesIcon, SquareIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isRunning, type GenerationState } from '../lib/generation-state';
import { creditsLabel } from '../lib/labels';
import { GenerationFailure } from './generation-failure';
import { VersionCard } from './version-card';

type Props = { state: GenerationState; onRegenerate: () => void; onStop: () => void; ref?: Ref<HTMLElement> };

/** The right-hand side of the generator: what the run is doing, then its versions. */
export function GenerationResults({ state, onRegenerate, onStop, ref }: Props) {
  const { phase, request, versions, failure } = state;
  const count = request?.versions ?? 1;
  const running = isRunning(phase);
  // What the writer wrote from (issue 22): the voice's samples, when it had some.
  const basedOn = versions.find((draft) => draft.post)?.post?.basedOnSamples ?? null;

  return (
    <section ref={ref} aria-labelledby="results-heading" className="grid scroll-mt-20 content-start gap-4">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" className="text-lg font-semibold">
          Generated posts
        </h2>
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button variant="outline" size="sm" onClick={onStop}>
              <SquareIcon aria-hidden="true" />
              Stop
            </Button>
          ) : null}
          {phase === 'results' ? (
            <>
              <Button variant="ghost" size="sm" asChild>
                <Link to="/post-history">
                  <HistoryIcon aria-hidden="true" />
                  View in history
                </Link>
              </Button>
              {/* A new run costs what Generate costs (one credit a version): say so on the button, as Generate does. */}
              <Button
                variant="outline"
                size="sm"
                onClick={onRegenerate}
                aria-label={`Regenerate · ${creditsLabel(count)}`}
              >
                <RefreshCwIcon aria-hidden="true" />
                Regenerate
                <span className="font-normal text-muted-foreground" aria-hidden="true">
                  · {creditsLabel(count)}
                </span>
              </Button>
            </>
          ) : null}
        </div>
      </div>

      {phase === 'results' && basedOn ? (
        <p className="-mt-2 text-sm text-muted-foreground">
          Based on {basedOn} of your posts: their habits and the ones nearest your idea.
        </p>
      ) : null}

      <p
        role="status"
        aria-live="polite"
        className={running ? 'flex items-center gap-2 text-sm text-muted-foreground' : 'sr-only'}
      >
        {running ? <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> : null}
        {statusText(state)}
      </p>

      {phase === 'idle' ? (
        <EmptyState
          icon={SparklesIcon}
          title="Your posts will appear here"
          description="Describe your idea, choose the options and press Generate Posts. Each version appears as it is written."
        />
      ) : null}

      {phase === 'stopped' ? (
        <EmptyState
          icon={SquareIcon}
          title="Generation stopped"
          description="Nothing was saved and no credits were used."
          action={
            <Button variant="outline" onClick={onRegenerate}>
              <RefreshCwIcon aria-hidden="true" />
              Generate again
            </Button>
          }
        />
      ) : null}

      {phase === 'failed' && failure ? <GenerationFailure failure={failure} onRetry={onRegenerate} /> : null}

      {phase === 'enhancing' ? <VersionSkeletons count={count} /> : null}

      {request && (phase === 'generating' || phase === 'results')
        ? versions.map((draft) => (
            <VersionCard
              key={`${state.runId}-${draft.version}`}
              draft={draft}
              platform={request.platform}
              total={versions.length}
            />
          ))
        : null}
    </section>
  );
}

function statusText({ phase, request, versions }: GenerationState): string {
  const n = request?.versions ?? 1;
  const noun = n === 1 ? 'version' : 'versions';
  switch (phase) {
    case 'enhancing':
      return 'Enhancing your idea...';
    case 'generating':
      return `Writing ${n} ${noun}...`;
    case 'results':
      return `${versions.length} ${versions.length === 1 ? 'version' : 'versions'} ready and saved to your Post History.`;
    default:
      return '';
  }
}

/** The shape of the versions to come, while the idea is being enhanced. */
function VersionSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5" aria-hidden="true">
          <div className="flex items-center justify-between">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-3 w-16" />
          </div>
          <Skeleton className="h-9 w-full sm:w-56" />
          <div className="grid gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </>
  );
}
