import { useQuery } from '@tanstack/react-query';
import { calendarResponseSchema, type CalendarResponse } from '@shared/schemas/scheduling';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/data/query-keys';

/** GET /api/schedule?from&to: the publications in the range and the queue's empty slots. */
export async function fetchCalendar(from: string, to: string, signal?: AbortSignal): Promise<CalendarResponse> {
  const query = new URLSearchParams({ from, to });
  return calendarResponseSchema.parse(
    await api.get<unknown>(`${queryKeys.schedule[0]}?${query.toString()}`, { signal }),
  );
}

export function useCalendar(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...queryKeys.schedule, range?.from, range?.to],
    queryFn: ({ signal }) => fetchCalendar(range!.from, range!.to, signal),
    enabled: range !== null,
  });
}
