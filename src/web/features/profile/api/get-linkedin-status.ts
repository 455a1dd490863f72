import { useQuery } from '@tanstack/react-query';
import { linkedinStatusSchema, type LinkedInStatusView } from '@shared/schemas/linkedin';
import { api } from '@/lib/api-client';
import { LINKEDIN_STATUS_PATH } from '@/lib/linkedin-connect';

export const linkedinStatusQueryKey = [LINKEDIN_STATUS_PATH] as const;

/** GET /api/linkedin/status: the panel's view of the connection (member, scopes, expiry, which LinkedIn app). */
export async function getLinkedInStatus(): Promise<LinkedInStatusView> {
  return linkedinStatusSchema.parse(await api.get<unknown>(LINKEDIN_STATUS_PATH));
}

export function useLinkedInStatus() {
  return useQuery({ queryKey: linkedinStatusQueryKey, queryFn: getLinkedInStatus });
}
