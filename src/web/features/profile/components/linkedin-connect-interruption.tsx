import { RefreshCwIcon, XIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { useLinkedInConnect } from '@/data/connect-linkedin';

type Connect = ReturnType<typeof useLinkedInConnect>;

/** The LinkedIn window was blocked, or closed before it answered: say so, and offer to try again (issue 26). */
export function LinkedInConnectInterruption({ connect }: { connect: Connect }) {
  const { interruption } = connect;
  if (!interruption) return null;
  const blocked = interruption === 'blocked';
  return (
    <Alert className="border-warning/50 pr-12" data-testid="linkedin-connect-interrupted" role="status">
      <RefreshCwIcon aria-hidden="true" />
      <AlertTitle>{blocked ? 'Your browser blocked the LinkedIn window' : 'The LinkedIn window closed'}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {blocked
            ? 'Allow pop-ups for this site and try again, or continue to LinkedIn in this tab (you come back here after).'
            : 'LinkedIn was not connected. If you finished on LinkedIn, this panel updates by itself; otherwise try again.'}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" size="sm" className="w-fit text-foreground" onClick={() => void connect.connect()}>
            Try again
          </Button>
          {blocked ? (
            <Button variant="ghost" size="sm" className="w-fit text-foreground" onClick={connect.continueInTab}>
              Continue in this tab
            </Button>
          ) : null}
        </div>
      </AlertDescription>
      <button
        type="button"
        onClick={connect.dismissInterruption}
        className={[
          'absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-md',
          'text-current opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring sm:size-9',
        ].join(' ')}
      >
        <XIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </button>
    </Alert>
  );
}
