import type { LogsFilter, RevenuePeriod } from '@shared/schemas/admin';

/** The admin area's query keys (only the admin feature reads them). The first element is the API path. */
export const adminKeys = {
  all: ['/api/admin'] as const,
  stats: ['/api/admin/stats'] as const,
  alerts: ['/api/admin/alerts'] as const,
  users: (search: string, tier: string, page: number) => ['/api/admin/users', { search, tier, page }] as const,
  usersPrefix: ['/api/admin/users'] as const,
  pricingSettings: ['/api/admin/pricing-settings'] as const,
  discountCodes: ['/api/admin/discount-codes'] as const,
  revenue: (period: RevenuePeriod) => ['/api/admin/revenue', period] as const,
  logs: (filter: LogsFilter, page: number) => ['/api/admin/logs', { ...filter, page }] as const,
};

/** `?a=1&b=2` from the set values only. */
export function toQuery(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
