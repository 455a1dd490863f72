import { AlertTriangleIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarItem } from '@shared/schemas/scheduling';
import { PublicationBadge } from '@/components/publication-badge';
import { Button } from '@/components/ui/button';

/**
 * Scheduled posts that ended Failed or "Check LinkedIn" (issue #23): listed on the dashboard until the member
 * tries again, reschedules or moves them back to drafts (the calendar does all three).
 */
export function PublishingProblems({ items, timeZone }: { items: CalendarItem[]; timeZone: string }) {
  if (items.length === 0) return null;
  const one = items.length === 1;
  return (
    <section
      aria-labelledby="publishing-problems-title"
      className="grid gap-4 rounded-xl border border-destructive/40 bg-card p-5"
      data-testid="publishing-problems"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
          <AlertTriangleIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="publishing-problems-title" className="text-base font-semibold">
            {one ? 'A scheduled post needs you' : `${items.length} scheduled posts need you`}
          </h2>
          <p className="text-sm text-muted-foreground">
            {one
              ? 'It was not published, or LinkedIn did not confirm it.'
              : 'They were not published, or LinkedIn did not confirm them.'}{' '}
            Check LinkedIn when asked, then try again or pick another time in the calendar.
          </p>
        </div>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.postId} className="grid gap-1 rounded-md border p-3 text-sm">
            <span className="line-clamp-2 break-words">{item.excerpt}</span>
            <PublicationBadge publication={item.publication} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/calendar">Open the calendar</Link>
      </Button>
    </section>
  );
}
