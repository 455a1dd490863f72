import { CircleAlertIcon, XIcon } from 'lucide-react';
import type { LinkedInConnectError } from '@shared/schemas/linkedin';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { connectErrorText } from '@/data/connect-linkedin';

/** Why the last connection attempt failed, and for a refused posting permission, the way out (customer-area §8). */
export function LinkedInConnectAlert({
  reason,
  onLimited,
  onRetry,
  onDismiss,
}: {
  reason: LinkedInConnectError;
  onLimited: () => void;
  onRetry?: () => void;
  onDismiss: () => void;
}) {
  return (
    <Alert variant="destructive" className="pr-12" data-testid="linkedin-connect-error">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>
        {reason === 'unauthorized_scope_error' ? 'LinkedIn did not allow posting' : 'LinkedIn was not connected'}
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{connectErrorText(reason)}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {reason === 'unauthorized_scope_error' ? (
            <Button variant="outline" size="sm" className="w-fit text-foreground" onClick={onLimited}>
              Connect with Limited Permissions
            </Button>
          ) : null}
          {onRetry ? (
            <Button variant="outline" size="sm" className="w-fit text-foreground" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      </AlertDescription>
      <button
        type="button"
        onClick={onDismiss}
        className="absolute right-1 top-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-current opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring sm:size-9"
      >
        <XIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </button>
    </Alert>
  );
}
