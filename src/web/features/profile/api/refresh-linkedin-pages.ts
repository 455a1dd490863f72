import { api } from '@/lib/api-client';
import type { SessionUser } from '@/data/get-current-user';
import { useLinkedInMutation } from './linkedin-mutation';

/** POST /api/linkedin/pages/refresh: reads the company pages the member administers again. */
export const refreshLinkedInPages = () => api.post<SessionUser>('/api/linkedin/pages/refresh', {});
export const useRefreshLinkedInPages = () => useLinkedInMutation(refreshLinkedInPages);
