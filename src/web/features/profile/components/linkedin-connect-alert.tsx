import { CircleAlertIcon } from 'lucide-react';
import type { LinkedInConnectError } from '@shared/schemas/linkedin';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { connectErrorText } from '@/data/connect-linkedin';
import { DismissAlertButton } from './dismiss-alert-button';

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
      <DismissAlertButton onDismiss={onDismiss} />
    </Alert>
  );
}
