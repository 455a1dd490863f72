import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scheduleSettingsResponseSchema, type ScheduleSettings } from '@shared/schemas/scheduling';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/schedule/settings: the posting schedule (profile, calendar, the schedule dialog's zone). */
export async function fetchScheduleSettings({ signal }: { signal?: AbortSignal } = {}): Promise<ScheduleSettings> {
  return scheduleSettingsResponseSchema.parse(await api.get<unknown>(queryKeys.scheduleSettings[0], { signal }));
}

export function useScheduleSettings() {
  return useQuery({ queryKey: queryKeys.scheduleSettings, queryFn: fetchScheduleSettings });
}

/** PUT /api/schedule/settings; the calendar's empty slots change with it. */
export function useSaveScheduleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ScheduleSettings) => scheduleSettingsResponseSchema.parse(await api.put<unknown>(queryKeys.scheduleSettings[0], input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.scheduleSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule });
    },
  });
}
