import { useQuery } from '@tanstack/react-query';
import { linkedinStatusSchema, type LinkedInStatusView } from '@shared/schemas/linkedin';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/data/query-keys';

export const linkedinStatusQueryKey = queryKeys.linkedinStatus;

/** GET /api/linkedin/status: the panel's view of the connection (member, scopes, expiry, which LinkedIn app). */
export async function getLinkedInStatus(): Promise<LinkedInStatusView> {
  return linkedinStatusSchema.parse(await api.get<unknown>(queryKeys.linkedinStatus[0]));
}

export function useLinkedInStatus() {
  return useQuery({ queryKey: linkedinStatusQueryKey, queryFn: getLinkedInStatus });
}
