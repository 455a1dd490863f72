import { Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { WEEKDAYS, isValidTimeZone, type Weekday } from '@shared/zoned-time';
import type { ScheduleSettings } from '@shared/schemas/scheduling';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSaveScheduleSettings, useScheduleSettings } from '@/data/get-schedule-settings';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { WEEKDAY_LABELS, browserTimeZone } from '@/lib/zoned-format';
import { CardHeading } from './card-heading';

/**
 * Scheduling (issue #23): the posting schedule the queue fills. The time zone
 * is proposed from the browser and saved only when the user confirms it.
 */
export function SchedulingCard() {
  const { data } = useScheduleSettings();
  if (!data) return null;
  return <SchedulingForm initial={data} />;
}

function SchedulingForm({ initial }: { initial: ScheduleSettings }) {
  const save = useSaveScheduleSettings();
  const [form, setForm] = useState({ ...initial, slotsText: initial.slots.join(', ') });
  const ids = { enabled: useId(), zone: useId(), slots: useId() };
  const proposed = browserTimeZone();
  const slots = form.slotsText.split(/[,\s]+/).filter(Boolean);
  const slotsValid = slots.every((slot) => /^([01]\d|2[0-3]):[0-5]\d$/.test(slot));
  const zoneValid = isValidTimeZone(form.timeZone);

  const toggleDay = (day: Weekday) =>
    setForm({
      ...form,
      defaultScheduleDays: form.defaultScheduleDays.includes(day)
        ? form.defaultScheduleDays.filter((d) => d !== day)
        : [...form.defaultScheduleDays, day],
    });

  const submit = () =>
    save.mutate(
      {
        schedulingEnabled: form.schedulingEnabled,
        timeZone: form.timeZone.trim(),
        defaultScheduleDays: form.defaultScheduleDays,
        slots,
      },
      {
        onSuccess: (saved) => {
          setForm({ ...saved, slotsText: saved.slots.join(', ') });
          toast({ title: 'Posting schedule saved' });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Could not save the posting schedule',
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  return (
    <Card>
      <CardHeader className="grid gap-1.5">
        <CardHeading>Scheduling</CardHeading>
        <CardDescription>
          The days and times "Add to queue" fills, in your time zone. Scheduling costs no credits.
        </CardDescription>
      </CardHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <CardContent className="grid gap-4">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={ids.enabled}>Posting queue</Label>
            <Switch
              id={ids.enabled}
              checked={form.schedulingEnabled}
              onCheckedChange={(checked) => setForm({ ...form, schedulingEnabled: checked })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.zone}>Time zone</Label>
            <Input
              id={ids.zone}
              value={form.timeZone}
              aria-invalid={!zoneValid}
              onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
            />
            {proposed !== form.timeZone ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto justify-start p-0"
                onClick={() => setForm({ ...form, timeZone: proposed })}
              >
                Use this device's zone: {proposed}
              </Button>
            ) : null}
            {zoneValid ? null : (
              <p className="text-sm text-destructive">Unknown time zone: use an IANA name such as Europe/Brussels</p>
            )}
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Days</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day) => (
                <Button
                  key={day}
                  type="button"
                  size="sm"
                  variant={form.defaultScheduleDays.includes(day) ? 'default' : 'outline'}
                  aria-pressed={form.defaultScheduleDays.includes(day)}
                  onClick={() => toggleDay(day)}
                >
                  {WEEKDAY_LABELS[day]}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.slots}>Times of day</Label>
            <Input
              id={ids.slots}
              value={form.slotsText}
              placeholder="09:00, 17:30"
              aria-invalid={!slotsValid}
              onChange={(e) => setForm({ ...form, slotsText: e.target.value })}
            />
            {slotsValid ? null : <p className="text-sm text-destructive">Times must be written HH:MM, e.g. 09:00</p>}
          </div>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={save.isPending || !slotsValid || !zoneValid}>
            {save.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            Save schedule
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
