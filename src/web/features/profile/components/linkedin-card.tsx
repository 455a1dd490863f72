import { CheckCircle2Icon, CircleDashedIcon, InfoIcon } from 'lucide-react';
import { LinkedInIcon } from '@/components/brand-icons';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { CardHeading } from './card-heading';
import type { SessionUser } from '@/data/get-current-user';

/**
 * LinkedIn Integration (customer-area §2). The publishing API is not built
 * yet, so this panel shows the connection status and says plainly what is
 * coming, with no button that would lead nowhere.
 */
export function LinkedInCard({ user }: { user: SessionUser }) {
  const connected = user.linkedinConnected;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardHeading>LinkedIn Integration</CardHeading>
          <CardDescription>Publish your posts to LinkedIn straight from Postwright.</CardDescription>
        </div>
        <Badge variant={connected ? 'secondary' : 'outline'} className={connected ? 'text-success' : 'text-muted-foreground'}>
          {connected ? <CheckCircle2Icon aria-hidden="true" /> : <CircleDashedIcon aria-hidden="true" />}
          {connected ? 'Connected' : 'Not connected'}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-[#0a66c2] text-white">
            <LinkedInIcon className="size-5" />
          </span>
          <div className="grid gap-1 text-sm">
            <p className="font-medium">{connected ? 'Your LinkedIn account is connected.' : 'No LinkedIn account is connected.'}</p>
            {connected && user.linkedinTokenExpiresAt ? (
              <p className="text-muted-foreground">Access valid until {formatLongDate(new Date(user.linkedinTokenExpiresAt))}.</p>
            ) : null}
          </div>
        </div>
        <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            One-click publishing to LinkedIn is being set up and will appear here soon. Until then, copy any post from the generator or your history and
            paste it into LinkedIn.
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
