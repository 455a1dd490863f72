import type { LinkedInTargetInput } from '@shared/schemas/linkedin';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/data/get-current-user';
import { useLinkedInMutation } from './linkedin-mutation';

/** PUT /api/linkedin/target: where posts go by default ("member" or a company page's URN; decision 123). */
export const setLinkedInTarget = (values: LinkedInTargetInput) => api.put<SessionUser>('/api/linkedin/target', values);
export const useSetLinkedInTarget = () => useLinkedInMutation(setLinkedInTarget);
