import { Loader2Icon, LogInIcon } from 'lucide-react';
import { LinkedInIcon } from '@/components/brand-icons';
import { Button } from '@/components/ui/button';
import type { useLinkedInConnect } from '@/data/connect-linkedin';

type Connect = ReturnType<typeof useLinkedInConnect>;

/**
 * Full permissions (sign in and publish) or Limited Permissions (sign-in only, no posting). `single`: only
 * "Connect LinkedIn" (through Postwright's app; Limited Permissions is then under "Advanced").
 */
export function ConnectLinkedInButtons({
  connect,
  reconnect = false,
  single = false,
}: {
  connect: Connect;
  reconnect?: boolean;
  single?: boolean;
}) {
  const busy = connect.isStarting || connect.isWaiting;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          className="bg-[#0a66c2] text-white hover:bg-[#004182]"
          onClick={() => void connect.connect(false)}
          disabled={busy}
        >
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LinkedInIcon />}
          {connect.isWaiting
            ? 'Waiting for LinkedIn…'
            : connect.isStarting
              ? 'Opening LinkedIn…'
              : reconnect
                ? 'Reconnect LinkedIn'
                : 'Connect LinkedIn'}
        </Button>
        {single ? null : <LimitedButton connect={connect} />}
      </div>
      {connect.isWaiting ? (
        <p className="text-sm text-muted-foreground" role="status">
          Finish in the LinkedIn window.{' '}
          <button
            type="button"
            className="cursor-pointer font-medium text-foreground underline-offset-4 hover:underline"
            onClick={connect.focusPopup}
          >
            Show it
          </button>
        </p>
      ) : single ? null : (
        <p className="text-sm text-muted-foreground">
          Limited Permissions only signs you in with LinkedIn (no posting): use it when your LinkedIn app does not have
          the “Share on LinkedIn” product.
        </p>
      )}
    </div>
  );
}

export function LimitedButton({ connect }: { connect: Connect }) {
  return (
    <Button
      variant="outline"
      onClick={() => void connect.connect(true)}
      disabled={connect.isStarting || connect.isWaiting}
    >
      <LogInIcon aria-hidden="true" />
      Connect with Limited Permissions
    </Button>
  );
}
