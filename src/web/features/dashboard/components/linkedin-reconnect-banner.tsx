import { ClockIcon, Loader2Icon } from 'lucide-react';
import { LinkedInIcon } from '@/components/brand-icons';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { useLinkedInConnect } from '@/data/connect-linkedin';
import type { SessionUser } from '@/data/get-current-user';

/**
 * From 7 days before the LinkedIn token expires (and after), the dashboard asks to reconnect (DECISIONS.md,
 * LinkedIn), saying how many scheduled posts are due after the end (issue #23).
 */
export function LinkedInReconnectBanner({
  user,
  postsAfter = 0,
}: {
  user: Pick<SessionUser, 'linkedinStatus' | 'linkedinTokenExpiresAt'>;
  /** Scheduled posts due after the connection ends (they fail with "Reconnect LinkedIn" unless the member reconnects). */
  postsAfter?: number;
}) {
  const connect = useLinkedInConnect();
  if (user.linkedinStatus !== 'expiring' && user.linkedinStatus !== 'expired') return null;
  const date = user.linkedinTokenExpiresAt ? formatLongDate(new Date(user.linkedinTokenExpiresAt)) : null;
  const busy = connect.isStarting || connect.isWaiting;
  return (
    <section
      aria-labelledby="linkedin-reconnect-title"
      className="flex flex-col gap-4 rounded-xl border border-warning/50 bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="linkedin-reconnect-banner"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-warning/15 text-warning">
          <ClockIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="linkedin-reconnect-title" className="text-base font-semibold">
            {user.linkedinStatus === 'expired'
              ? 'Your LinkedIn connection has expired'
              : 'Your LinkedIn connection expires soon'}
          </h2>
          <p className="text-sm text-muted-foreground">
            {user.linkedinStatus === 'expired'
              ? 'Reconnect LinkedIn to publish your posts again.'
              : `LinkedIn access ends on ${date}. Reconnect now to keep publishing without interruption.`}
            {postsAfter > 0
              ? ` ${postsAfter === 1 ? '1 scheduled post is' : `${postsAfter} scheduled posts are`} due after that and will not be published unless you reconnect.`
              : null}
          </p>
        </div>
      </div>
      <Button
        className="shrink-0 bg-[#0a66c2] text-white hover:bg-[#004182]"
        onClick={() => void connect.connect(false)}
        disabled={busy}
      >
        {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LinkedInIcon />}
        {connect.isWaiting ? 'Waiting for LinkedIn…' : 'Reconnect LinkedIn'}
      </Button>
    </section>
  );
}
