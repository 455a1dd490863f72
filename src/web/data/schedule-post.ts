import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@shared/schemas/posts';
import { scheduledPostResponseSchema } from '@shared/schemas/scheduling';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

// Scheduling a saved post (issue #23): a time, the next slot of the queue, or
// back to drafts. Used by the post cards and the calendar, so it lives here.

export type ScheduleAction =
  | { kind: 'schedule'; postId: string; scheduledAt: string; firstComment?: string; target?: string }
  | { kind: 'queue'; postId: string; firstComment?: string; target?: string }
  | { kind: 'unschedule'; postId: string };

export async function changeSchedule(action: ScheduleAction): Promise<Post> {
  const path = `/api/posts/${encodeURIComponent(action.postId)}`;
  const comment = 'firstComment' in action && action.firstComment ? { firstComment: action.firstComment } : {};
  // A reschedule names the publication's target, so the same row moves (not a new one for the default target).
  const target = action.kind !== 'unschedule' && action.target ? { target: action.target } : {};
  const body =
    action.kind === 'schedule'
      ? await api.post<unknown>(`${path}/schedule`, { scheduledAt: action.scheduledAt, ...comment, ...target })
      : action.kind === 'queue'
        ? await api.post<unknown>(`${path}/queue`, { ...comment, ...target })
        : await api.delete<unknown>(`${path}/schedule`);
  return scheduledPostResponseSchema.parse(body).post;
}

/** Changes a post's schedule and refreshes every list that shows it (history, dashboard, calendar). */
export function useChangeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.postSearch });
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule });
    },
  });
}
