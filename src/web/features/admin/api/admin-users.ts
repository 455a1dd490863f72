import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tier } from '@shared/constants';
import type { AdjustCreditsInput, AdminUser, AdminUsersResponse } from '@shared/schemas/admin';
import { queryKeys } from '@/data/query-keys';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { adminKeys, toQuery } from './admin-keys';

/** Search and tier run on the server (the spec's client-side filter only saw one page). */
export function useAdminUsers(search: string, tier: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(search, tier, page),
    queryFn: () => api.get<AdminUsersResponse>(`/api/admin/users${toQuery({ search, tier, page })}`),
    placeholderData: keepPreviousData,
  });
}

export type UserAction =
  | { kind: 'credits'; user: AdminUser; input: AdjustCreditsInput }
  | { kind: 'tier'; user: AdminUser; tier: Tier }
  | { kind: 'suspend' | 'unsuspend' | 'delete'; user: AdminUser };

function runUserAction(action: UserAction): Promise<unknown> {
  const base = `/api/admin/users/${encodeURIComponent(action.user.id)}`;
  switch (action.kind) {
    case 'credits':
      return api.post(`${base}/credits`, action.input, { headers: { 'Idempotency-Key': newIdempotencyKey() } });
    case 'tier':
      return api.post(`${base}/tier`, { tier: action.tier });
    case 'suspend':
      return api.post(`${base}/suspend`);
    case 'unsuspend':
      return api.post(`${base}/unsuspend`);
    case 'delete':
      return api.delete(base);
  }
}

/** Every user-management change; the list, the cards and (for oneself) the credit badge refresh. */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.usersPrefix }),
        client.invalidateQueries({ queryKey: adminKeys.stats }),
        client.invalidateQueries({ queryKey: queryKeys.creditInfo }),
      ]),
  });
}
