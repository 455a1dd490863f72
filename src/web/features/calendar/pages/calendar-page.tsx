import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { instantOf, isoWithOffset, wallTimeOf } from '@shared/zoned-time';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SegmentedControl } from '@/components/segmented-control';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useScheduleSettings } from '@/data/get-schedule-settings';
import { useChangeSchedule } from '@/data/schedule-post';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatDateTimeInZone } from '@/lib/zoned-format';
import { cn } from '@/lib/utils';
import { LONG_MONTHS } from '@/lib/en-gb';
import { dateKeyInZone } from '@/lib/zoned-format';
import { useCalendar } from '../api/get-calendar';
import { CalendarDay, DRAG_TYPE, type DraggedPublication } from '../components/calendar-day';
import { daysOf, dayKey, rangeOf, shift, type CalendarView, type Day } from '../lib/calendar-range';

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * /calendar (issue #23): scheduled, published and failed posts by week or
 * month, with the queue's free slots, in the user's time zone. Phones get an
 * agenda: the days that have something, one under the other.
 */
export function CalendarPage() {
  const settings = useScheduleSettings();
  const timeZone = settings.data?.timeZone ?? 'UTC';
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState<Day | null>(null);
  const today = wallTimeOf(new Date(), timeZone);
  const current = anchor ?? today;
  const days = useMemo(() => daysOf(view, current), [view, current]);
  const calendar = useCalendar(settings.data ? rangeOf(days, timeZone) : null);
  const data = calendar.data;
  const change = useChangeSchedule();
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  /** A scheduled post dropped on another day keeps its time of day there (in the user's zone). */
  const moveTo = (day: Day, dragged: DraggedPublication) => {
    const wall = wallTimeOf(new Date(dragged.scheduledAt), timeZone);
    if (wall.year === day.year && wall.month === day.month && wall.day === day.day) return;
    const instant = instantOf({ ...day, hour: wall.hour, minute: wall.minute }, timeZone);
    change.mutate(
      {
        kind: 'schedule',
        postId: dragged.postId,
        scheduledAt: isoWithOffset(instant, timeZone),
        target: dragged.target,
      },
      {
        onSuccess: () =>
          toast({ title: 'Post rescheduled', description: `It goes out ${formatDateTimeInZone(instant, timeZone)}.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Could not reschedule',
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  };

  const byDay = useMemo(() => {
    const map = new Map<string, { items: NonNullable<typeof data>['items']; emptySlots: Date[] }>();
    for (const day of days) map.set(dayKey(day), { items: [], emptySlots: [] });
    for (const item of data?.items ?? [])
      map.get(dateKeyInZone(item.publication.scheduledAt, timeZone))?.items.push(item);
    for (const slot of data?.emptySlots ?? []) map.get(dateKeyInZone(slot, timeZone))?.emptySlots.push(slot);
    return map;
  }, [data, days, timeZone]);

  const title =
    view === 'month'
      ? `${LONG_MONTHS[current.month - 1]} ${current.year}`
      : `Week of ${days[0]!.day} ${LONG_MONTHS[days[0]!.month - 1]} ${days[0]!.year}`;
  return (
    <div className="container-page grid gap-6 py-8 sm:py-10">
      <PageHeader title="Calendar" description={`Your scheduled and published posts, in ${timeZone}.`} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Previous ${view}`}
            onClick={() => setAnchor(shift(view, current, -1))}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAnchor(null)}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Next ${view}`}
            onClick={() => setAnchor(shift(view, current, 1))}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
          <h2 className="ml-2 font-semibold">{title}</h2>
        </div>
        <SegmentedControl
          label="View"
          name="calendar-view"
          value={view}
          options={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
          onChange={setView}
        />
      </div>
      <QueryState
        query={calendar}
        loading={<Skeleton className="h-64 w-full" />}
        errorTitle="Could not load the calendar"
      >
        {() => (
          <>
            <div className={cn('hidden gap-2 md:grid md:grid-cols-7')} data-testid="calendar-grid">
              {WEEKDAY_NAMES.map((name) => (
                <p key={name} className="text-xs font-medium uppercase text-muted-foreground">
                  {name}
                </p>
              ))}
              {days.map((day) => {
                const entry = byDay.get(dayKey(day))!;
                const isToday = dayKey(day) === dayKey(today);
                return (
                  <section
                    key={dayKey(day)}
                    aria-label={`${day.day} ${LONG_MONTHS[day.month - 1]}`}
                    data-testid="calendar-day"
                    data-day={dayKey(day)}
                    className={cn(
                      'grid min-h-24 content-start gap-2 rounded-lg border p-2',
                      view === 'month' && day.month !== current.month && 'opacity-60',
                      isToday && 'border-primary',
                      dropTarget === dayKey(day) && 'border-primary bg-primary/5',
                    )}
                    onDragOver={(event) => {
                      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      setDropTarget(dayKey(day));
                    }}
                    onDragLeave={() => setDropTarget((key) => (key === dayKey(day) ? null : key))}
                    onDrop={(event) => {
                      const raw = event.dataTransfer.getData(DRAG_TYPE);
                      setDropTarget(null);
                      if (!raw) return;
                      event.preventDefault();
                      moveTo(day, JSON.parse(raw) as DraggedPublication);
                    }}
                  >
                    <p className="text-sm font-medium tabular-nums">{day.day}</p>
                    <CalendarDay
                      items={entry.items}
                      emptySlots={entry.emptySlots}
                      timeZone={timeZone}
                      compact
                      draggable
                    />
                  </section>
                );
              })}
            </div>
            {/* On a phone the agenda lists only days with something in them: say so when there are none. */}
            {days.every((day) => {
              const entry = byDay.get(dayKey(day))!;
              return entry.items.length === 0 && (entry.emptySlots.length === 0 || dayKey(day) < dayKey(today));
            }) ? (
              <p className="text-sm text-muted-foreground md:hidden">
                Nothing scheduled or published {view === 'month' ? 'this month' : 'this week'}.
              </p>
            ) : null}
            <ol className="grid gap-4 md:hidden" data-testid="calendar-agenda">
              {days
                .filter((day) => dayKey(day) >= dayKey(today) || byDay.get(dayKey(day))!.items.length > 0)
                .map((day) => {
                  const entry = byDay.get(dayKey(day))!;
                  if (entry.items.length === 0 && entry.emptySlots.length === 0) return null;
                  return (
                    <li key={dayKey(day)} className="grid gap-2">
                      <h3 className="text-sm font-semibold">
                        {WEEKDAY_NAMES[(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7]}{' '}
                        {day.day} {LONG_MONTHS[day.month - 1]}
                      </h3>
                      <CalendarDay items={entry.items} emptySlots={entry.emptySlots} timeZone={timeZone} />
                    </li>
                  );
                })}
            </ol>
          </>
        )}
      </QueryState>
    </div>
  );
}
