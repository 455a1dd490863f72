import { AlertTriangleIcon, CalendarClockIcon, CheckCircle2Icon, Loader2Icon, XCircleIcon } from 'lucide-react';
import { MEMBER_TARGET, type Publication } from '@shared/schemas/publication';
import { linkedinPostUrl } from '@shared/schemas/linkedin';
import { Badge } from '@/components/ui/badge';
import { useCurrentUser } from '@/data/get-current-user';
import { formatDateTimeInZone } from '@/lib/zoned-format';

const LABELS: Record<Publication['status'], string> = {
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
  check_linkedin: 'Check LinkedIn',
};

/**
 * A post's publishing state with its time (issue #23): Scheduled, Publishing,
 * Published (with a link), Failed and Check LinkedIn (with the reason).
 * A draft (no publication) shows nothing here.
 */
export function PublicationBadge({ publication, timeZone }: { publication: Publication | null; timeZone: string }) {
  const pages = useCurrentUser().data?.linkedinCompanyPages ?? [];
  if (!publication) return null;
  const { status } = publication;
  // A company page's post says so (decision 123); the member's own needs no word.
  const page =
    publication.target === MEMBER_TARGET
      ? null
      : (pages.find((p) => p.urn === publication.target)?.name ?? 'a company page');
  const when = formatDateTimeInZone(
    status === 'published' && publication.publishedAt
      ? publication.publishedAt
      : status === 'scheduled'
        ? publication.scheduledAt
        : publication.updatedAt,
    timeZone,
  );
  const Icon = {
    scheduled: CalendarClockIcon,
    publishing: Loader2Icon,
    published: CheckCircle2Icon,
    failed: XCircleIcon,
    check_linkedin: AlertTriangleIcon,
  }[status];
  const tone =
    status === 'published'
      ? 'border-success/40 text-success'
      : status === 'failed'
        ? 'border-destructive/40 text-destructive'
        : status === 'check_linkedin'
          ? 'border-warning/50 text-warning'
          : 'text-foreground';
  return (
    <div className="flex flex-col gap-1" data-testid="publication-state" data-status={status}>
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" className={tone}>
          <Icon className={status === 'publishing' ? 'animate-spin' : undefined} aria-hidden="true" />
          {LABELS[status]}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {when}
          {page ? ` · as ${page}` : ''}
        </span>
        {status === 'published' && publication.linkedinPostUrn ? (
          <a
            href={linkedinPostUrl(publication.linkedinPostUrn)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            View on LinkedIn
          </a>
        ) : null}
      </span>
      {publication.error && status !== 'scheduled' ? (
        <p className="text-xs text-muted-foreground">{publication.error}</p>
      ) : null}
    </div>
  );
}
