import { useQuery } from '@tanstack/react-query';
import { scheduleNoticesResponseSchema, type ScheduleNotices } from '@shared/schemas/scheduling';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/data/query-keys';

/** GET /api/schedule/notices: failed and "Check LinkedIn" posts, and a connection ending before scheduled ones. */
export async function fetchScheduleNotices(signal?: AbortSignal): Promise<ScheduleNotices> {
  return scheduleNoticesResponseSchema.parse(await api.get<unknown>(`${queryKeys.schedule[0]}/notices`, { signal }));
}

/** Keyed under the calendar's prefix, so scheduling, retrying or unscheduling a post refreshes it. */
export function useScheduleNotices() {
  return useQuery({
    queryKey: [...queryKeys.schedule, 'notices'],
    queryFn: ({ signal }) => fetchScheduleNotices(signal),
    refetchInterval: 60_000,
  });
}
