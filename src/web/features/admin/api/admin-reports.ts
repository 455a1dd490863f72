import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_POLL_MS,
  type LogsFilter,
  type LogsResponse,
  type RevenuePeriod,
  type RevenueReport,
} from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys, toQuery } from './admin-keys';

export function useRevenue(period: RevenuePeriod) {
  return useQuery({
    queryKey: adminKeys.revenue(period),
    queryFn: () => api.get<RevenueReport>(`/api/admin/revenue${toQuery({ period })}`),
    refetchInterval: ADMIN_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useLogs(filter: LogsFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.logs(filter, page),
    queryFn: () => api.get<LogsResponse>(`/api/admin/logs${toQuery({ ...filter, page })}`),
    refetchInterval: ADMIN_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** The export's address with the active filters (opened in a new tab). */
export const logsExportUrl = (filter: LogsFilter) => `/api/admin/logs/export${toQuery({ ...filter })}`;
