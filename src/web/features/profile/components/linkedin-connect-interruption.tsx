import { RefreshCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { useLinkedInConnect } from '@/data/connect-linkedin';
import { DismissAlertButton } from './dismiss-alert-button';

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
      <DismissAlertButton onDismiss={connect.dismissInterruption} />
    </Alert>
  );
}
