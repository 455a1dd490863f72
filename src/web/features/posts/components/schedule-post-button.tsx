import { CalendarClockIcon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Post } from '@shared/schemas/posts';
import { FIRST_COMMENT_MAX } from '@shared/schemas/publication';
import { instantOf, isoWithOffset, nextDay, wallTimeOf } from '@shared/zoned-time';
import { PublicationBadge } from '@/components/publication-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useScheduleSettings } from '@/data/get-schedule-settings';
import { useChangeSchedule, type ScheduleAction } from '@/data/schedule-post';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { formatDateTimeInZone } from '@/lib/zoned-format';
import { PostTargetSelect, usePostTargets } from './post-target-select';

export type SchedulablePost = Pick<Post, 'id' | 'platform' | 'linkedinPostUrn' | 'publication'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Tomorrow at the first slot (or 09:00), as the date and time fields write them, in the user's zone. */
function defaultFields(timeZone: string, slot = '09:00') {
  const tomorrow = nextDay(wallTimeOf(new Date(), timeZone));
  return { date: `${tomorrow.year}-${pad(tomorrow.month)}-${pad(tomorrow.day)}`, time: slot };
}

/**
 * "Schedule" for a saved LinkedIn post (issue #23): a date and time in the
 * user's zone, or "Add to queue" (the next free slot of the posting
 * schedule); once scheduled, its state with Reschedule and Move to drafts;
 * Failed and Check LinkedIn offer "Try again". The edit a user saves before
 * the time is what gets published.
 */
export function SchedulePostButton({ post, className }: { post: SchedulablePost; className?: string }) {
  const settings = useScheduleSettings().data;
  const change = useChangeSchedule();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<{ date: string; time: string; firstComment: string; target: string } | null>(
    null,
  );
  const targets = usePostTargets();
  const ids = { date: useId(), time: useId(), comment: useId() };
  if (post.platform !== 'linkedin' || (post.linkedinPostUrn && !post.publication)) return null;

  const timeZone = settings?.timeZone ?? 'UTC';
  // This card's own answer wins over the post it was given (the generator keeps its copy).
  const publication = change.data ? change.data.publication : post.publication;
  const status = publication?.status;

  const run = (action: ScheduleAction, done: string) =>
    change.mutate(action, {
      onSuccess: (updated) => {
        setOpen(false);
        const at = updated.publication ? formatDateTimeInZone(updated.publication.scheduledAt, timeZone) : null;
        toast({ title: done, description: at ? `It goes out ${at} (${timeZone}).` : 'The post is a draft again.' });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not change the schedule',
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  const openDialog = () => {
    const start =
      publication && status === 'scheduled'
        ? {
            date: isoWithOffset(publication.scheduledAt, timeZone).slice(0, 10),
            time: isoWithOffset(publication.scheduledAt, timeZone).slice(11, 16),
          }
        : defaultFields(timeZone, settings?.slots[0]);
    setFields({
      ...start,
      firstComment: publication?.firstComment ?? '',
      target: publication?.target ?? targets.defaultTarget,
    });
    setOpen(true);
  };

  const submit = () => {
    if (!fields) return;
    const [year, month, day] = fields.date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = fields.time.split(':').map(Number) as [number, number];
    const instant = instantOf({ year, month, day, hour, minute }, timeZone);
    run(
      {
        kind: 'schedule',
        postId: post.id,
        scheduledAt: isoWithOffset(instant, timeZone),
        firstComment: fields.firstComment.trim() || undefined,
        // The chosen target (company pages), else the publication's own, so a reschedule moves the same row.
        target: targets.pages.length > 0 ? fields.target : publication?.target,
      },
      'Post scheduled',
    );
  };

  const busy = change.isPending;
  const label =
    status === 'failed' || status === 'check_linkedin'
      ? 'Try again'
      : status === 'scheduled'
        ? 'Reschedule'
        : 'Schedule';
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <PublicationBadge publication={publication ?? null} timeZone={timeZone} />
      {status === 'published' || status === 'publishing' ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={openDialog} disabled={busy}>
            <CalendarClockIcon aria-hidden="true" />
            {label}
          </Button>
          {publication ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => run({ kind: 'unschedule', postId: post.id }, 'Moved to drafts')}
            >
              Move to drafts
            </Button>
          ) : null}
        </div>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeading title="Schedule this post">
            {status === 'check_linkedin'
              ? 'LinkedIn may already have this post. Check your LinkedIn feed before scheduling it again.'
              : `Times are in your zone, ${timeZone} (profile, Scheduling).`}
          </DialogHeading>
          {fields ? (
            <form
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <div className="grid grid-cols-2 gap-3">
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.date}>Date</Label>
                  <Input
                    id={ids.date}
                    type="date"
                    required
                    value={fields.date}
                    onChange={(e) => setFields({ ...fields, date: e.target.value })}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.time}>Time</Label>
                  <Input
                    id={ids.time}
                    type="time"
                    required
                    value={fields.time}
                    onChange={(e) => setFields({ ...fields, time: e.target.value })}
                  />
                </div>
              </div>
              <PostTargetSelect value={fields.target} onChange={(target) => setFields({ ...fields, target })} />
              <div className="grid gap-1.5">
                <Label htmlFor={ids.comment}>First comment (optional)</Label>
                <Textarea
                  id={ids.comment}
                  maxLength={FIRST_COMMENT_MAX}
                  rows={2}
                  placeholder="Posted right after the post: the usual place for a link"
                  value={fields.firstComment}
                  onChange={(e) => setFields({ ...fields, firstComment: e.target.value })}
                />
              </div>
              <DialogFooter className="gap-2">
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy || !settings?.schedulingEnabled}
                  title={
                    settings?.schedulingEnabled ? undefined : 'Turn on the posting queue in your profile (Scheduling)'
                  }
                  onClick={() =>
                    run(
                      {
                        kind: 'queue',
                        postId: post.id,
                        firstComment: fields.firstComment.trim() || undefined,
                        target: targets.pages.length > 0 ? fields.target : undefined,
                      },
                      'Added to the queue',
                    )
                  }
                >
                  Add to queue
                </Button>
                <Button type="submit" disabled={busy}>
                  {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                  Schedule
                </Button>
              </DialogFooter>
            </form>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
