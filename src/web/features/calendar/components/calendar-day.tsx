import { Link } from 'react-router';
import type { CalendarItem } from '@shared/schemas/scheduling';
import { PublicationBadge } from '@/components/publication-badge';
import { cn } from '@/lib/utils';
import { formatTimeInZone } from '@/lib/zoned-format';

/** The drag payload of a scheduled post (desktop calendar: drag to another day to reschedule). */
export const DRAG_TYPE = 'application/x-postwright-publication';
export type DraggedPublication = { postId: string; scheduledAt: string; target: string };

/**
 * One day's posts (each opens its post in the history; published ones link to LinkedIn) and the queue's free
 * slots. With `draggable`, scheduled posts can be dragged to another day (the history card's Reschedule is the
 * keyboard way to do the same).
 */
export function CalendarDay({
  items,
  emptySlots,
  timeZone,
  compact,
  draggable,
}: {
  items: CalendarItem[];
  emptySlots: Date[];
  timeZone: string;
  compact?: boolean;
  draggable?: boolean;
}) {
  const entries = [
    ...items.map((item) => ({ at: item.publication.scheduledAt, item })),
    ...emptySlots.map((at) => ({ at, item: null })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  if (entries.length === 0) return compact ? null : <p className="text-xs text-muted-foreground">Nothing planned</p>;
  return (
    <ul className="grid gap-2">
      {entries.map(({ at, item }) =>
        item ? (
          <li
            key={item.postId}
            className={cn(
              'grid gap-1 rounded-md border bg-card p-2 text-sm',
              draggable && item.publication.status === 'scheduled' && 'cursor-grab active:cursor-grabbing',
            )}
            data-testid="calendar-item"
            draggable={draggable && item.publication.status === 'scheduled'}
            title={
              draggable && item.publication.status === 'scheduled' ? 'Drag to another day to reschedule' : undefined
            }
            onDragStart={(event) => {
              const payload: DraggedPublication = {
                postId: item.postId,
                scheduledAt: item.publication.scheduledAt.toISOString(),
                target: item.publication.target,
              };
              event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
              event.dataTransfer.effectAllowed = 'move';
            }}
          >
            <span className="font-medium tabular-nums">{formatTimeInZone(at, timeZone)}</span>
            <Link
              to={`/post-history?search=${encodeURIComponent(item.excerpt.split(/\s+/).slice(0, 6).join(' '))}`}
              className={cn(
                'break-words underline-offset-4 hover:underline',
                compact ? 'line-clamp-2' : 'line-clamp-3',
              )}
            >
              {item.excerpt}
            </Link>
            <PublicationBadge publication={item.publication} timeZone={timeZone} />
          </li>
        ) : (
          <li
            key={at.toISOString()}
            className="rounded-md border border-dashed p-2 text-xs text-muted-foreground"
            data-testid="calendar-empty-slot"
          >
            {formatTimeInZone(at, timeZone)} · free slot
          </li>
        ),
      )}
    </ul>
  );
}
