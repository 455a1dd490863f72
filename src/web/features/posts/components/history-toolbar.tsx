import { SearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { HISTORY_PERIODS, MOODS, type HistoryPeriod, type Mood } from '@shared/constants';
import { SEARCH_TERM_MAX } from '@shared/schemas/posts';
import { NativeSelect } from '@/components/native-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PERIOD_LABELS, type HistoryParams } from '../lib/history-params';
import { MOOD_LABELS } from '../lib/labels';

/** Search (on Enter or 'Search Posts'), mood and time filters; each change goes to the URL and the server. */
export function HistoryToolbar({
  params,
  onSearch,
  onMoodChange,
  onPeriodChange,
}: {
  params: HistoryParams;
  onSearch: (term: string) => void;
  onMoodChange: (mood: Mood | undefined) => void;
  onPeriodChange: (period: HistoryPeriod | undefined) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };

  return (
    <div className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_11rem_11rem]">
      {/* Keyed by the term in the URL, so Back and "Clear filters" reset the box too. */}
      <form key={params.search} role="search" aria-label="Post history" onSubmit={submit} className="flex gap-2">
        <Label htmlFor="history-search" className="sr-only">
          Search posts
        </Label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="history-search"
            name="search"
            type="search"
            defaultValue={params.search}
            maxLength={SEARCH_TERM_MAX}
            placeholder="Search posts..."
            className="pl-9"
          />
        </div>
        <Button type="submit" className="shrink-0">
          Search Posts
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 lg:contents">
        <div>
          <Label htmlFor="history-mood" className="sr-only">
            Mood
          </Label>
          <NativeSelect
            id="history-mood"
            value={params.mood ?? ''}
            onChange={(e) => onMoodChange((e.target.value || undefined) as Mood | undefined)}
          >
            <option value="">All moods</option>
            {MOODS.map((mood) => (
              <option key={mood} value={mood}>
                {MOOD_LABELS[mood]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="history-period" className="sr-only">
            Time
          </Label>
          <NativeSelect
            id="history-period"
            value={params.period ?? ''}
            onChange={(e) => onPeriodChange((e.target.value || undefined) as HistoryPeriod | undefined)}
          >
            <option value="">All time</option>
            {HISTORY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
