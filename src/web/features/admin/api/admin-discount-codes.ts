import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDiscountCode } from '@shared/schemas/discount-codes';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export function useDiscountCodes() {
  return useQuery({
    queryKey: adminKeys.discountCodes,
    queryFn: () => api.get<AdminDiscountCode[]>('/api/admin/discount-codes'),
  });
}

/** The create form's values, as the API takes them (dates as ISO strings, empty optional fields as null). */
export type DiscountCodeDraft = {
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: number;
  startDate: string;
  endDate: string | null;
  usageLimit: number | null;
  usesPerUser: number | null;
  newUsersOnly: boolean;
  isActive: boolean;
};

export type DiscountCodeChange =
  | { kind: 'create'; draft: DiscountCodeDraft }
  | { kind: 'toggle'; code: AdminDiscountCode }
  | { kind: 'delete'; code: AdminDiscountCode };

export function useDiscountCodeChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: DiscountCodeChange): Promise<unknown> => {
      if (change.kind === 'create') return api.post('/api/admin/discount-codes', change.draft);
      const path = `/api/admin/discount-codes/${encodeURIComponent(change.code.id)}`;
      return change.kind === 'toggle' ? api.put(path, { isActive: !change.code.isActive }) : api.delete(path);
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.discountCodes }),
  });
}
