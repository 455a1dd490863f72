import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_POLL_MS, type AdminAlert, type AdminStats } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Summary cards; refreshed every 30 s (money-and-admin §7). */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => api.get<AdminStats>('/api/admin/stats'),
    refetchInterval: ADMIN_POLL_MS,
  });
}

export function useAdminAlerts() {
  return useQuery({
    queryKey: adminKeys.alerts,
    queryFn: () => api.get<AdminAlert[]>('/api/admin/alerts'),
    refetchInterval: ADMIN_POLL_MS,
  });
}

/** Mark read or delete an alert; the cards and the list refresh. */
export function useAlertAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'read' | 'delete' }) =>
      action === 'read'
        ? api.post(`/api/admin/alerts/${encodeURIComponent(id)}/mark-read`)
        : api.delete(`/api/admin/alerts/${encodeURIComponent(id)}`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.alerts }),
        client.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
