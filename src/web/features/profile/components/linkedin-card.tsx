import { AlertTriangleIcon, CheckCircle2Icon, CircleDashedIcon, ClockIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LinkedInConnectError, LinkedInStatusView } from '@shared/schemas/linkedin';
import { LinkedInIcon } from '@/components/brand-icons';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { formatLongDate } from '@/lib/format';
import {
  connectResultFromParam,
  toastConnectResult,
  useLinkedInConnect,
  type ConnectResult,
} from '@/data/connect-linkedin';
import { useLinkedInStatus } from '../api/get-linkedin-status';
import { CardHeading } from './card-heading';
import { ConnectLinkedInButtons } from './connect-linkedin-buttons';
import { DirectPostingSwitch } from './direct-posting-switch';
import { DisconnectLinkedInButton } from './disconnect-linkedin-button';
import { LinkedInConnectAlert } from './linkedin-connect-alert';
import { LinkedInConnectInterruption } from './linkedin-connect-interruption';
import { LinkedInMember } from './linkedin-member';
import { LinkedInPages } from './linkedin-pages';
import { LinkedInOwnApp } from './linkedin-own-app';

/**
 * LinkedIn Integration (customer-area §2, §4): not connected (credentials,
 * then connect buttons) → connected (member, one-click publishing,
 * disconnect), with the reconnect warning from 7 days before expiry and an
 * expired token shown as what it is.
 */
export function LinkedInCard() {
  const status = useLinkedInStatus();
  const [params, setParams] = useSearchParams();
  // Back from LinkedIn in this tab (popups were blocked): the result rides in the URL once.
  const fromRedirect = params.get('linkedin');
  const [lastError, setLastError] = useState<LinkedInConnectError | null>(() =>
    errorOf(connectResultFromParam(fromRedirect)),
  );
  const connect = useLinkedInConnect({ onResult: (result) => setLastError(errorOf(result)), askWhenBlocked: true });

  useEffect(() => {
    if (!fromRedirect) return;
    const result = connectResultFromParam(fromRedirect);
    if (result) toastConnectResult(result);
    setParams(
      (current) => {
        current.delete('linkedin');
        return current;
      },
      { replace: true },
    );
  }, [fromRedirect, setParams]);

  return (
    <Card id="linkedin" aria-labelledby="linkedin-heading" className="scroll-mt-20">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardHeading id="linkedin-heading">LinkedIn Integration</CardHeading>
          <CardDescription>Connect your LinkedIn account to publish posts in one click.</CardDescription>
        </div>
        {status.data ? <StatusBadge view={status.data} /> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {lastError ? (
          <LinkedInConnectAlert
            reason={lastError}
            onLimited={() => void connect.connect(true)}
            onRetry={() => {
              setLastError(null);
              void connect.connect(false);
            }}
            onDismiss={() => setLastError(null)}
          />
        ) : null}
        <LinkedInConnectInterruption connect={connect} />
        <QueryState query={status} loading={<PanelSkeleton />} errorTitle="Could not load your LinkedIn connection">
          {(data) => <PanelBody view={data} connect={connect} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** A failure worth showing in the panel (a cancel is the user's own choice, not an error). */
const errorOf = (result: ConnectResult | null): LinkedInConnectError | null =>
  result?.status === 'error' && result.reason !== 'cancelled' ? result.reason : null;

function PanelBody({ view, connect }: { view: LinkedInStatusView; connect: ReturnType<typeof useLinkedInConnect> }) {
  const canConnect = view.appCredentials || view.ownCredentials !== null;
  // Postwright's own app: one button; Limited Permissions and an app of the user's own are under Advanced.
  const single = view.appCredentials && view.ownCredentials === null;
  if (view.status === 'not_connected') {
    return (
      <>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-[#0a66c2] text-white">
            <LinkedInIcon className="size-5" />
          </span>
          <p className="text-sm text-muted-foreground">
            Connect once, then publish any LinkedIn post from the generator or your history. Postwright posts only when
            you press Publish.
          </p>
        </div>
        {canConnect ? <ConnectLinkedInButtons connect={connect} single={single} /> : null}
        <LinkedInOwnApp status={view} connect={single ? connect : undefined} />
      </>
    );
  }
  const expiresAt = view.expiresAt ? formatLongDate(new Date(view.expiresAt)) : '';
  return (
    <>
      <LinkedInMember status={view} />
      {view.status === 'expiring' ? (
        <Alert className="border-warning/50 text-warning" data-testid="linkedin-reconnect-warning">
          <ClockIcon aria-hidden="true" />
          <AlertTitle>Reconnect LinkedIn</AlertTitle>
          <AlertDescription className="text-foreground/80">
            Your LinkedIn access expires on {expiresAt}. Reconnect now to keep publishing without interruption.
          </AlertDescription>
        </Alert>
      ) : null}
      {view.status === 'expired' ? (
        <Alert className="border-warning/50 text-warning" data-testid="linkedin-reconnect-warning">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>Your LinkedIn connection has expired</AlertTitle>
          <AlertDescription className="text-foreground/80">
            Reconnect LinkedIn to publish again. Your published posts are not affected.
          </AlertDescription>
        </Alert>
      ) : null}
      {view.status === 'expired' || view.status === 'expiring' ? (
        <ConnectLinkedInButtons connect={connect} reconnect />
      ) : null}
      {view.status !== 'expired' ? (
        <DirectPostingSwitch enabled={view.directPostingEnabled} canPublish={view.canPublish} />
      ) : null}
      {view.status !== 'expired' && view.canPublish ? <LinkedInPages view={view} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {view.status === 'connected' ? <ReconnectButton connect={connect} limited={!view.canPublish} /> : null}
        <DisconnectLinkedInButton />
      </div>
      <LinkedInOwnApp status={view} />
    </>
  );
}

/** Connected already: reconnecting is rarely needed (a Limited connection upgrading, a fresh 60 days), so it is a quiet action. */
function ReconnectButton({ connect, limited }: { connect: ReturnType<typeof useLinkedInConnect>; limited: boolean }) {
  const busy = connect.isStarting || connect.isWaiting;
  return (
    <Button variant="outline" onClick={() => void connect.connect(false)} disabled={busy}>
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LinkedInIcon />}
      {busy ? 'Waiting for LinkedIn…' : limited ? 'Reconnect with full permissions' : 'Reconnect'}
    </Button>
  );
}

function StatusBadge({ view }: { view: LinkedInStatusView }) {
  if (view.status === 'not_connected') {
    return (
      <Badge variant="outline" className="text-muted-foreground">
        <CircleDashedIcon aria-hidden="true" />
        Not connected
      </Badge>
    );
  }
  if (view.status === 'expired') {
    return (
      <Badge variant="outline" className="border-warning/50 text-warning">
        <AlertTriangleIcon aria-hidden="true" />
        Expired
      </Badge>
    );
  }
  return (
    <Badge variant="secondary" className={view.status === 'expiring' ? 'text-warning' : 'text-success'}>
      {view.status === 'expiring' ? <ClockIcon aria-hidden="true" /> : <CheckCircle2Icon aria-hidden="true" />}
      {view.status === 'expiring' ? 'Expires soon' : view.canPublish ? 'Connected' : 'Connected · Limited'}
    </Badge>
  );
}

function PanelSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
      </div>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-9 w-44" />
    </div>
  );
}
