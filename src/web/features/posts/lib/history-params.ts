import { HISTORY_PERIODS, MOODS, type HistoryPeriod, type Mood } from '@shared/constants';

/** The history's filters and page, kept in the URL so reload and Back work. */
export type HistoryParams = { search: string; mood: Mood | undefined; period: HistoryPeriod | undefined; page: number };

const isMood = (v: string | null): v is Mood => v !== null && (MOODS as readonly string[]).includes(v);
const isPeriod = (v: string | null): v is HistoryPeriod =>
  v !== null && (HISTORY_PERIODS as readonly string[]).includes(v);

/** Reads the URL leniently: an unknown mood or a page of "abc" means "not set". */
export function readHistoryParams(params: URLSearchParams): HistoryParams {
  const page = Number(params.get('page'));
  const mood = params.get('mood');
  const period = params.get('period');
  return {
    search: (params.get('search') ?? '').trim(),
    mood: isMood(mood) ? mood : undefined,
    period: isPeriod(period) ? period : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL (page 1 and "all" are implied). */
export function writeHistoryParams(value: HistoryParams): URLSearchParams {
  const params = new URLSearchParams();
  if (value.search) params.set('search', value.search);
  if (value.mood) params.set('mood', value.mood);
  if (value.period) params.set('period', value.period);
  if (value.page > 1) params.set('page', String(value.page));
  return params;
}

export function hasActiveFilters(value: HistoryParams): boolean {
  return Boolean(value.search || value.mood || value.period);
}

export const PERIOD_LABELS: Record<HistoryPeriod, string> = { today: 'Today', week: 'This week', month: 'This month' };
